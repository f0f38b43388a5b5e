import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, resolveLanguage, setLanguage } from './i18n';

/** The browser's preferred languages, as navigator reports them. */
function browserPrefers(...languages: string[]) {
  vi.stubGlobal('navigator', { languages, language: languages[0] ?? '' });
}

beforeEach(() => {
  localStorage.clear();
  browserPrefers('fr-FR', 'de');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('resolveLanguage (§1)', () => {
  it('follows the stored setting first, over the browser and the default setting', async () => {
    browserPrefers('en-US');
    await setLanguage('zh');
    expect(resolveLanguage('en')).toBe('zh');
    await setLanguage('en');
    browserPrefers('zh-CN');
    expect(resolveLanguage('zh')).toBe('en');
  });

  it('keeps the stored setting across a reload, in local storage', async () => {
    await setLanguage('zh');
    expect(localStorage.length).toBe(1);
    const key = localStorage.key(0)!;
    const stored = localStorage.getItem(key);
    localStorage.clear();
    expect(resolveLanguage()).toBe('en');
    localStorage.setItem(key, stored!);
    expect(resolveLanguage()).toBe('zh');
  });

  it('does not store a language chosen without remembering it', async () => {
    await setLanguage('zh', false);
    expect(localStorage.length).toBe(0);
    expect(i18next.language).toBe('zh');
  });

  it('ignores a stored value that is not a supported language', async () => {
    await setLanguage('zh');
    const key = localStorage.key(0)!;
    localStorage.setItem(key, 'fr');
    browserPrefers('en-GB');
    expect(resolveLanguage('zh')).toBe('en');
  });

  it('follows the browser next, taking its first supported language', () => {
    browserPrefers('fr-FR', 'zh-CN', 'en');
    expect(resolveLanguage('en')).toBe('zh');
    browserPrefers('ZH-TW');
    expect(resolveLanguage('en')).toBe('zh');
    browserPrefers('en-US', 'zh');
    expect(resolveLanguage('zh')).toBe('en');
  });

  it('falls back to the default-language setting when neither is known', () => {
    expect(resolveLanguage('zh')).toBe('zh');
    expect(resolveLanguage('en')).toBe('en');
  });

  it('falls back to en when the default-language setting is absent or unsupported', () => {
    expect(resolveLanguage()).toBe('en');
    expect(resolveLanguage('de')).toBe('en');
  });
});

describe('setLanguage', () => {
  it('switches the texts and the document language', async () => {
    await setLanguage('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18next.t('validation.phoneRequired')).toBe('手机号不能为空');
    await setLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18next.t('validation.phoneRequired')).toBe('phone cannot be empty');
  });
});
