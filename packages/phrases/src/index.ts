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

/**
 * A phrase's plural forms are its i18next-style siblings: `key_one` (and `key_two`, `key_few`, … where
 * a language has them) beside `key` or `key_other`, chosen by `Intl.PluralRules` of the language.
 * A key that names a form (`…_one`) is not a phrase of its own: an error key or a message is the base.
 */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
export type PluralBase<K> = K extends `${infer B}_${PluralCategory}` ? B : K;

const pluralRules = new Map<Language, Intl.PluralRules>();
const pluralRulesOf = (language: Language) => {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules;
};

/**
 * The number a phrase's plural form follows: `count` as in i18next, else the only number among the
 * parameters (a wait in `seconds` or `minutes`, `days` to an expiry), else none.
 */
function pluralNumber(params: Record<string, string | number>): number | undefined {
  if (typeof params.count === 'number') return params.count;
  if (typeof params.count === 'string' && params.count.trim() !== '' && Number.isFinite(Number(params.count))) return Number(params.count);
  const numbers = Object.values(params).filter((v): v is number => typeof v === 'number');
  return numbers.length === 1 ? numbers[0] : undefined;
}

function lookupIn(language: Language, key: string, params: Record<string, string | number>): string | undefined {
  const tree = resources[language];
  const n = pluralNumber(params);
  if (n !== undefined) {
    const form = lookup(tree, `${key}_${pluralRulesOf(language).select(n)}`);
    if (form !== undefined) return form;
  }
  return lookup(tree, key) ?? lookup(tree, `${key}_other`);
}

/**
 * The template of a phrase in a language (en when it lacks it, the key itself when neither has
 * it), in the plural form the parameters call for.
 */
export function phraseTemplate(language: Language, key: PhraseKey | (string & {}), params: Record<string, string | number> = {}): string {
  return lookupIn(language, key, params) ?? lookupIn('en', key, params) ?? key;
}

/** Server-side translation with the same `{{name}}` interpolation and plural forms the console's i18next uses. */
export function translate(language: Language, key: PhraseKey | (string & {}), params: Record<string, string | number> = {}): string {
  return phraseTemplate(language, key, params).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    name in params ? String(params[name]) : `{{${name}}}`,
  );
}

export function hasPhrase(key: string): boolean {
  return lookup(resources.en, key) !== undefined || lookup(resources.en, `${key}_other`) !== undefined;
}
