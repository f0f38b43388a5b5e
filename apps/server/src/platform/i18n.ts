import { type FieldError, type IssueLike, issuePhrase } from '@console/contract';
import { type Language, hasPhrase, languageFromHeader, translate } from '@console/phrases';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** Accept-Language values read so far and their language (null: none we speak): browsers send few different ones. */
const readHeaders = new Map<string, Language | null>();

/**
 * The language an Accept-Language value asks for, if we speak one of them. Each value is parsed once
 * (~3 µs of every signed-in read, where the session also reads it), remembered up to 256 at a time.
 */
export function headerLanguage(header: string | undefined): Language | undefined {
  if (header === undefined) return undefined;
  let language = readHeaders.get(header);
  if (language === undefined) {
    language = languageFromHeader(header) ?? null;
    if (readHeaders.size >= 256) readHeaders.clear();
    readHeaders.set(header, language);
  }
  return language ?? undefined;
}

/** The language of a request's answers: its Accept-Language, else en (§1 default). */
export function requestLanguage(req: FastifyRequest): Language {
  return headerLanguage(req.headers['accept-language']) ?? 'en';
}

/** Field keys an endpoint names with another phrase than their own (its `fieldPhrases`). */
export type FieldPhrases = Readonly<Record<string, string>>;

function fieldName(language: Language, path: PropertyKey[], phrases: FieldPhrases): string {
  const last = [...path].reverse().find((p) => typeof p === 'string');
  if (typeof last !== 'string') return translate(language, 'fields.body');
  const key = `fields.${phrases[last] ?? last}`;
  return hasPhrase(key) ? translate(language, key) : last;
}

/** A zod issue as a message naming the field, in the request's language. */
export function localizeIssue(issue: z.core.$ZodIssue, language: Language, phrases: FieldPhrases = {}): FieldError & { label: string } {
  const field = issue.path.map(String).join('.') || 'body';
  const label = fieldName(language, issue.path, phrases);
  const { key, params } = issuePhrase(issue as IssueLike, (k) => hasPhrase(`validation.${k}`));
  return { field, label, message: translate(language, `validation.${key}`, { ...params, field: label }) };
}
