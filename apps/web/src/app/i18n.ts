import { type Language, isLanguage } from '@console/phrases';
import type { en } from '@console/phrases/en';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type LazyNamespace, lazyNamespaces } from './phrasesLazy';

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

/**
 * Each language's phrases load on demand, in two parts: the core (`@console/phrases/<lang>/core`)
 * before the first render, and the other namespaces with the Ant Design frame, whose pages alone use
 * them. A visitor downloads only the language they read, and the sign-in route only its core.
 */
const coreLoaders: Record<Language, () => Promise<object>> = {
  en: () => import('@console/phrases/en/core').then((m) => m.core),
  zh: () => import('@console/phrases/zh/core').then((m) => m.core),
};
const restLoaders: Record<Language, () => Promise<object>> = {
  en: () => import('./phrasesRest.en').then((m) => m.rest),
  zh: () => import('./phrasesRest.zh').then((m) => m.rest),
};
let restWanted = false;
const restLoaded = new Set<Language>();
const lazyWanted = new Set<LazyNamespace>();
const lazyLoaded = new Set<`${Language}:${LazyNamespace}`>();

export async function loadLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) i18next.addResourceBundle(language, 'translation', await coreLoaders[language](), true, true);
  if (restWanted && !restLoaded.has(language)) {
    i18next.addResourceBundle(language, 'translation', await restLoaders[language](), true, true);
    restLoaded.add(language);
  }
  await Promise.all(
    [...lazyWanted].filter((ns) => !lazyLoaded.has(`${language}:${ns}`)).map(async (ns) => {
      i18next.addResourceBundle(language, 'translation', { [ns]: await lazyNamespaces[ns][language]() }, true, true);
      lazyLoaded.add(`${language}:${ns}`);
    }),
  );
}

/** Loads page-owned namespaces (phrasesLazy.ts) now and with every later language switch. */
export async function loadNamespaces(namespaces: readonly LazyNamespace[]): Promise<void> {
  for (const ns of namespaces) lazyWanted.add(ns);
  await loadLanguage(currentLanguage());
}

/** A page loader that also brings the page's own phrase namespaces. */
export function withPhrases<T>(namespaces: readonly LazyNamespace[], load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadNamespaces(namespaces)]))[0];
}

/** The namespaces of the antd pages, for the current language and every language switched to later. */
export async function loadAllPhrases(): Promise<void> {
  restWanted = true;
  await loadLanguage(currentLanguage());
}

/** Loads the resolved language before the first render. */
export async function initI18n(): Promise<void> {
  await loadLanguage(currentLanguage());
}

export async function setLanguage(language: Language, remember = true): Promise<void> {
  if (remember) localStorage.setItem(storageKey, language);
  await loadLanguage(language);
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  await i18next.changeLanguage(language);
}

void i18next.use(initReactI18next).init({
  // Filled by loadLanguage(); every language has every key (zh is typed by en), so no fallback is loaded.
  resources: {},
  partialBundledLanguages: true,
  lng: resolveLanguage(),
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18next };
