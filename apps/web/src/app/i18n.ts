import { type Language, type Phrases, isLanguage } from '@console/phrases';
import type { en } from '@console/phrases/en';
import type { core } from '@console/phrases/en/core';
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

/**
 * A namespace that loads with the pages that use it (every one but the core and the server's
 * `messages`), and `fields`, whose sign-in part is in the core and the rest loads with the Ant Design frame.
 */
export type LazyNamespace = Exclude<keyof Phrases, Exclude<keyof typeof core, 'fields'> | 'messages'>;

/**
 * Each language's phrases load on demand: the core (`@console/phrases/<lang>/core`: what the sign-in
 * page and the frames need) before the first render, every other namespace with the pages that use
 * it (a capability's page map loads its own namespace with each of its pages, `definePages`). A
 * visitor downloads only the language they read, and the sign-in route only its core.
 */
const coreLoaders: Record<Language, () => Promise<object>> = {
  en: () => import('@console/phrases/en/core').then((m) => m.core),
  zh: () => import('@console/phrases/zh/core').then((m) => m.core),
};
// One chunk per namespace and language, found by file name; `messages` (e-mail and SMS texts) never ships.
const namespaceModules = import.meta.glob<Record<string, object>>([
  '../../../../packages/phrases/src/en/*.ts',
  '../../../../packages/phrases/src/zh/*.ts',
  '!../../../../packages/phrases/src/*/index.ts',
  '!../../../../packages/phrases/src/*/core.ts',
  '!../../../../packages/phrases/src/*/sign-in-fields.ts',
  '!../../../../packages/phrases/src/*/messages.ts',
]);
const namespaceLoader = (language: Language, namespace: LazyNamespace) => {
  const path = Object.keys(namespaceModules).find((p) => p.endsWith(`/${language}/${namespace}.ts`));
  if (!path) throw new Error(`no phrases for ${language}/${namespace}`);
  return namespaceModules[path]!().then((m) => m[namespace]!);
};

const wanted = new Set<LazyNamespace>();
const loaded = new Set<`${Language}:${LazyNamespace}`>();

export async function loadLanguage(language: Language): Promise<void> {
  // The core and the namespaces download at once (one round trip, not two); the core is added first.
  const core = i18next.hasResourceBundle(language, 'translation') ? undefined : coreLoaders[language]();
  const namespaces = [...wanted]
    .filter((ns) => !loaded.has(`${language}:${ns}`))
    .map(async (ns) => [ns, await namespaceLoader(language, ns)] as const);
  if (core) {
    const phrases = await core;
    if (!i18next.hasResourceBundle(language, 'translation')) i18next.addResourceBundle(language, 'translation', phrases, true, true);
  }
  for (const [ns, phrases] of await Promise.all(namespaces)) {
    i18next.addResourceBundle(language, 'translation', { [ns]: phrases }, true, true);
    loaded.add(`${language}:${ns}`);
  }
}

/** Every namespace that loads lazily, found by file name (tests load them all). */
export const lazyNamespaces = Object.keys(namespaceModules)
  .filter((p) => p.includes('/en/'))
  .map((p) => p.slice(p.lastIndexOf('/') + 1, -'.ts'.length) as LazyNamespace);

export const isLazyNamespace = (name: string): name is LazyNamespace => (lazyNamespaces as string[]).includes(name);

/** Loads namespaces now and with every later language switch. */
export async function loadNamespaces(namespaces: readonly LazyNamespace[]): Promise<void> {
  for (const ns of namespaces) wanted.add(ns);
  await loadLanguage(currentLanguage());
}

/** A loader that also brings the namespaces its page uses. */
export function withPhrases<T>(namespaces: readonly LazyNamespace[], load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadNamespaces(namespaces)]))[0];
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
