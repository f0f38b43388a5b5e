import { type FieldError, type IssueLike, issuePhrase } from '@console/contract';
import { type Language, hasPhrase, languageFromHeader, translate } from '@console/phrases';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** The language of a request's answers: its Accept-Language, else en (§1 default). */
export function requestLanguage(req: FastifyRequest): Language {
  return languageFromHeader(req.headers['accept-language']) ?? 'en';
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
