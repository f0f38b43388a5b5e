import { type Language, en, isLanguage, zh } from '@console/phrases';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

const storageKey = 'console.language';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

export function storedLanguage(): Language | undefined {
  const value = localStorage.getItem(storageKey);
  return isLanguage(value) ? value : undefined;
}

export function browserLanguage(): Language | undefined {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return undefined;
}

/** §1: the stored setting, else the browser language, else the default-language setting, else en. */
export function resolveLanguage(defaultLanguage?: string): Language {
  return storedLanguage() ?? browserLanguage() ?? (isLanguage(defaultLanguage) ? defaultLanguage : 'en');
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : 'en';
}

export async function setLanguage(language: Language, remember = true): Promise<void> {
  if (remember) localStorage.setItem(storageKey, language);
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  await i18next.changeLanguage(language);
}

void i18next.use(initReactI18next).init({
  resources: { en: { translation: en }, zh: { translation: zh } },
  lng: resolveLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18next };
