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
