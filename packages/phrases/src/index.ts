import { en } from './en/index.js';
import { zh } from './zh/index.js';

export type { Phrases } from './en/index.js';
export { en, zh };

export const languages = ['en', 'zh'] as const;
export type Language = (typeof languages)[number];
export const resources = { en, zh } as const;

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'zh';
}

/** Picks the first supported language out of an Accept-Language header (or a bare tag). */
export function languageFromHeader(header: string | undefined | null): Language | undefined {
  if (!header) return undefined;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((t) => t.tag && !Number.isNaN(t.q) && t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const base = tag.split('-')[0];
    if (isLanguage(base)) return base;
  }
  return undefined;
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every dotted key of the phrase tree, e.g. `errors.notFound`. */
export type PhraseKey = Leaves<typeof en>;

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node && typeof node === 'object' && part in node) node = (node as Record<string, unknown>)[part];
    else return undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** Server-side translation with the same `{{name}}` interpolation the console's i18next uses. */
export function translate(language: Language, key: PhraseKey | (string & {}), params: Record<string, string | number> = {}): string {
  const text = lookup(resources[language], key) ?? lookup(resources.en, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => (name in params ? String(params[name]) : `{{${name}}}`));
}

export function hasPhrase(key: string): boolean {
  return lookup(resources.en, key) !== undefined;
}
