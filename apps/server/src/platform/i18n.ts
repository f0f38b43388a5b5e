import { type FieldError, type IssueLike, issuePhrase } from '@console/contract';
import { type Language, hasPhrase, languageFromHeader, translate } from '@console/phrases';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** The language of a request's answers: its Accept-Language, else en (§1 default). */
export function requestLanguage(req: FastifyRequest): Language {
  return languageFromHeader(req.headers['accept-language']) ?? 'en';
}

function fieldName(language: Language, path: PropertyKey[]): string {
  const last = [...path].reverse().find((p) => typeof p === 'string');
  if (typeof last !== 'string') return translate(language, 'fields.body');
  return hasPhrase(`fields.${last}`) ? translate(language, `fields.${last}`) : last;
}

/** A zod issue as a message naming the field, in the request's language. */
export function localizeIssue(issue: z.core.$ZodIssue, language: Language): FieldError & { label: string } {
  const field = issue.path.map(String).join('.') || 'body';
  const label = fieldName(language, issue.path);
  const { key, params } = issuePhrase(issue as IssueLike, (k) => hasPhrase(`validation.${k}`));
  return { field, label, message: translate(language, `validation.${key}`, { ...params, field: label }) };
}
