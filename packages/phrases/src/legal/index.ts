import type { Language } from '../index.js';
import type { legalEn } from './en.js';

/**
 * The agreements of the product (spec §2: /registerProtocol, /serviceAgreement, /caAgreement and
 * /agreement?id=…). Only this small module is meant to be imported eagerly: the bodies are loaded
 * with `loadLegal(language)`, one chunk per language, so the console's main bundle stays light.
 */
export const agreementIds = ['registerProtocol', 'serviceAgreement', 'caAgreement', 'privacy'] as const;
export type AgreementId = (typeof agreementIds)[number];

export function isAgreementId(value: unknown): value is AgreementId {
  return typeof value === 'string' && (agreementIds as readonly string[]).includes(value);
}

export interface AgreementMeta {
  /** Recorded with an acceptance, so we can tell which text a person agreed to. */
  version: string;
  /** ISO date from which the text binds. */
  effectiveDate: string;
  /** ISO date of the last change to the text. */
  updatedDate: string;
}

/** Language-neutral facts of each text, kept once so the translations cannot disagree on them. */
export const agreementMeta = {
  registerProtocol: { version: '3.2', effectiveDate: '2026-09-01', updatedDate: '2026-08-01' },
  serviceAgreement: { version: '4.1', effectiveDate: '2026-09-01', updatedDate: '2026-08-01' },
  caAgreement: { version: '2.4', effectiveDate: '2026-07-15', updatedDate: '2026-06-15' },
  privacy: { version: '3.0', effectiveDate: '2026-09-01', updatedDate: '2026-08-01' },
} as const satisfies Record<AgreementId, AgreementMeta>;

export interface LegalSection {
  readonly heading: string;
  /** Numbered clauses; text may link another page of the console as `[words](/path)`. */
  readonly clauses: readonly string[];
}

/** What every document is made of. */
export interface LegalDocumentShape {
  readonly title: string;
  readonly preamble: readonly string[];
  readonly sections: Readonly<Record<string, LegalSection>>;
}

/**
 * en is the type source. Mapping over the `as const` tuples keeps their length, so a translation
 * that drops a section or a clause fails to compile rather than showing a shorter contract.
 */
type Shape<T> = T extends string ? string : { readonly [K in keyof T]: Shape<T[K]> };
export type LegalTexts = Shape<typeof legalEn>;
export type LegalDocument = LegalTexts[AgreementId];

export function loadLegal(language: Language): Promise<LegalTexts> {
  return language === 'zh' ? import('./zh.js').then((m) => m.legalZh) : import('./en.js').then((m) => m.legalEn);
}

const clauseLink = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

export type ClausePart = { text: string } | { text: string; href: string };

/** Splits a clause into plain text and in-console links, so no markup reaches the page as HTML. */
export function clauseParts(clause: string): ClausePart[] {
  const parts: ClausePart[] = [];
  let last = 0;
  for (const match of clause.matchAll(clauseLink)) {
    if (match.index > last) parts.push({ text: clause.slice(last, match.index) });
    parts.push({ text: match[1]!, href: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < clause.length) parts.push({ text: clause.slice(last) });
  return parts;
}
