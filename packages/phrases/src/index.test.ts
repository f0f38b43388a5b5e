import { afterEach, describe, expect, it } from 'vitest';
import { en, hasPhrase, languageFromHeader, resources, translate, zh } from './index.js';

describe('languageFromHeader', () => {
  it('maps a regional tag to its language', () => {
    expect(languageFromHeader('zh-CN')).toBe('zh');
    expect(languageFromHeader('en-US')).toBe('en');
    expect(languageFromHeader('ZH-cn')).toBe('zh');
  });

  it('takes the supported language with the highest q, not the first one listed', () => {
    expect(languageFromHeader('en;q=0.5, zh-CN;q=0.9')).toBe('zh');
    expect(languageFromHeader('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(languageFromHeader('en-GB,en;q=0.9,zh;q=0.8')).toBe('en');
  });

  it('skips unsupported languages to reach a supported one', () => {
    expect(languageFromHeader('fr-FR,fr;q=0.9,en;q=0.1')).toBe('en');
    expect(languageFromHeader('de, zh;q=0.2')).toBe('zh');
  });

  it('never picks a language the caller refused with q=0', () => {
    expect(languageFromHeader('zh;q=0, en;q=0.1')).toBe('en');
    expect(languageFromHeader('zh;q=0')).toBeUndefined();
  });

  it('answers undefined for unsupported, empty or missing headers', () => {
    expect(languageFromHeader('fr-FR, de;q=0.8')).toBeUndefined();
    expect(languageFromHeader('*')).toBeUndefined();
    expect(languageFromHeader('')).toBeUndefined();
    expect(languageFromHeader(undefined)).toBeUndefined();
    expect(languageFromHeader(null)).toBeUndefined();
  });
});

describe('translate', () => {
  it('fills {{name}} placeholders in the requested language', () => {
    expect(translate('en', 'validation.required', { field: 'Phone' })).toBe('Phone cannot be empty');
    expect(translate('zh', 'validation.required', { field: '手机号' })).toBe('手机号不能为空');
    expect(translate('en', 'validation.tooLong', { max: 300 })).toBe('At most 300 characters');
  });

  it('leaves a placeholder without a value visible rather than inventing one', () => {
    expect(translate('en', 'validation.required')).toBe('{{field}} cannot be empty');
  });

  it('answers the key itself for an unknown phrase, so a gap is visible', () => {
    expect(translate('zh', 'validation.noSuchPhrase')).toBe('validation.noSuchPhrase');
    expect(hasPhrase('validation.noSuchPhrase')).toBe(false);
    expect(hasPhrase('validation.required')).toBe(true);
  });

  it('does not treat a namespace as a phrase', () => {
    expect(translate('en', 'validation')).toBe('validation');
    expect(hasPhrase('validation')).toBe(false);
  });

  describe('fallback to en', () => {
    const zhValidation = resources.zh.validation as Record<string, string>;
    const saved = zhValidation.required!;
    afterEach(() => {
      zhValidation.required = saved;
    });

    it('uses the en text when the requested language lacks the phrase', () => {
      // zh is complete by its type; removing a text at run time is the only way to reach the fallback.
      delete zhValidation.required;
      expect(translate('zh', 'validation.required', { field: 'Phone' })).toBe('Phone cannot be empty');
    });
  });
});

describe('plural forms', () => {
  it('gives en its singular for a count of 1 and its plural for 2, by the count or the one number given', () => {
    expect(translate('en', 'errors.codeSendLimit', { minutes: 1 })).toBe(
      'Too many codes were requested for this recipient, please try again in 1 minute',
    );
    expect(translate('en', 'errors.codeSendLimit', { minutes: 2 })).toBe(
      'Too many codes were requested for this recipient, please try again in 2 minutes',
    );
    expect(translate('en', 'errors.rateLimited', { seconds: 1 })).toBe('Too many requests, please try again in 1 second');
    expect(translate('en', 'errors.rateLimited', { seconds: 2 })).toBe('Too many requests, please try again in 2 seconds');
    expect(translate('en', 'errors.roleInUse', { count: 1 })).toBe('1 member holds this role: give them another role first');
    expect(translate('en', 'errors.roleInUse', { count: 2 })).toBe('2 members hold this role: give them another role first');
    expect(translate('en', 'errors.departmentHasMembers', { count: '1' })).toMatch(/^This department has 1 member:/);
    expect(translate('en', 'errors.accountLocked', { minutes: 15 })).toMatch(/try again in 15 minutes,/);
    // A count of 0 is plural in English.
    expect(translate('en', 'errors.departmentHasChildren', { count: 0 })).toMatch(/has 0 sub-departments:/);
  });

  it('leaves zh as it is: one form for every count', () => {
    expect(translate('zh', 'errors.codeSendLimit', { minutes: 1 })).toBe('该号码或邮箱获取验证码次数过多，请 1 分钟后再试');
    expect(translate('zh', 'errors.codeSendLimit', { minutes: 2 })).toBe('该号码或邮箱获取验证码次数过多，请 2 分钟后再试');
  });

  it('uses the base text without a number, and with several numbers unless one is the count', () => {
    expect(translate('en', 'errors.rateLimited')).toBe('Too many requests, please try again in {{seconds}} seconds');
    expect(translate('en', 'errors.apiRateLimited', { limit: 1, seconds: 1 })).toBe('Too many calls: at most 1 a second, try again in 1 s');
    expect(hasPhrase('errors.rateLimited')).toBe(true);
  });

  it('gives every en plural form a base text, the same placeholders, and a zh text', () => {
    const forms = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : forms(v as object, `${prefix}${k}.`)));
    for (const key of forms(en).filter((k) => k.endsWith('_one'))) {
      const base = key.slice(0, -'_one'.length);
      expect(hasPhrase(base), key).toBe(true);
      expect(translate('zh', key), key).not.toBe(key);
    }
  });
});

describe('the phrase catalogues', () => {
  /** Every leaf of a phrase tree, by dotted key. */
  function leaves(tree: object, prefix = ''): Map<string, string> {
    const out = new Map<string, string>();
    for (const [k, v] of Object.entries(tree)) {
      if (typeof v === 'string') out.set(prefix + k, v);
      else for (const [kk, vv] of leaves(v as object, `${prefix}${k}.`)) out.set(kk, vv);
    }
    return out;
  }
  const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

  it('give zh the same keys as en, none empty', () => {
    const enLeaves = leaves(en);
    const zhLeaves = leaves(zh);
    expect([...zhLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
    for (const [key, text] of zhLeaves) expect(text.trim(), key).not.toBe('');
  });

  it('use the same placeholders in zh as in en, so no value is lost in translation', () => {
    const zhLeaves = leaves(zh);
    for (const [key, text] of leaves(en)) expect(placeholders(zhLeaves.get(key) ?? ''), key).toEqual(placeholders(text));
  });
});
