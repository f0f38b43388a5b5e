import { en, hasPhrase, translate, zh } from '@console/phrases';
import { describe, expect, it } from 'vitest';
import { type LogPhrase, logActionOf, parseLogPhrase, renderLogPhrase } from './log-phrases.js';

const render = (lang: 'en' | 'zh', phrase: LogPhrase | null, fallback = 'stored') =>
  renderLogPhrase(phrase && parseLogPhrase(JSON.stringify(phrase)), {
    lang,
    translate: (k, p) => translate(lang, k, p),
    has: hasPhrase,
    fallback,
  });

describe('operation-log phrases', () => {
  it('renders names, bilingual names and phrase references in the reader’s language', () => {
    const order: LogPhrase = {
      key: 'costCenter.orderCreate',
      params: { order: 'D1', product: { zh: '电子签章', en: 'E-signature' }, package: 'P', quantity: 2, amount: '¥1.00' },
    };
    expect(render('zh', order)).toBe('下单 D1：电子签章 · P × 2，¥1.00');
    expect(render('en', order)).toBe('Placed the order D1: E-signature · P × 2, ¥1.00');
    const member: LogPhrase = { key: 'organization.memberEdit', params: { member: '李雷', role: { phrase: 'roles.builtIn.admin' } } };
    expect(render('zh', member)).toBe(`编辑成员「李雷」（角色：${zh.roles.builtIn.admin}）`);
    expect(render('en', member)).toBe(`Edited the member 李雷 (role: ${en.roles.builtIn.admin})`);
    const site: LogPhrase = {
      key: 'site.updateWebsiteConfig',
      params: { fields: [{ phrase: 'fields.themeColor' }, { phrase: 'fields.defaultLanguage' }] },
    };
    expect(render('zh', site)).toBe(`修改网站配置：${zh.fields.themeColor}、${zh.fields.defaultLanguage}`);
  });

  it('shows the stored content for a row without a phrase or with a key it does not know', () => {
    expect(render('zh', null, 'P-SIGN mode:1')).toBe('P-SIGN mode:1');
    expect(
      renderLogPhrase(parseLogPhrase('{"key":"nope.nope","params":{}}'), {
        lang: 'zh',
        translate: (k) => k,
        has: hasPhrase,
        fallback: 'x',
      }),
    ).toBe('x');
    expect(parseLogPhrase('not json')).toBeNull();
    expect(logActionOf({ key: 'roles.roleCreate' })).toBe('roleCreate');
  });

  it('has every catalogue phrase in both languages', () => {
    const keys = (tree: Record<string, Record<string, string>>) =>
      Object.entries(tree).flatMap(([s, a]) => Object.keys(a).map((k) => `${s}.${k}`));
    expect(keys(zh.operationLog.entries).sort()).toEqual(keys(en.operationLog.entries).sort());
  });
});

// A wrong key or a missing parameter does not typecheck.
// @ts-expect-error an unknown key
export const unknownKey: LogPhrase = { key: 'roles.nope', params: {} };
// @ts-expect-error a missing parameter
export const missingParam: LogPhrase = { key: 'roles.roleCreate', params: { role: 'x' } };
