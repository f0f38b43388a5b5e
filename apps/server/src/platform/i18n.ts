import type { FieldError } from '@console/contract';
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
  const name = fieldName(language, issue.path);
  const custom = `validation.${issue.message}`;
  let key: string;
  const params: Record<string, string | number> = { field: name };
  if (hasPhrase(custom)) key = custom;
  else if (issue.code === 'invalid_type') key = issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid';
  else if (issue.code === 'too_small') {
    key = issue.origin === 'string' ? 'validation.tooShort' : 'validation.tooSmall';
    params.min = Number(issue.minimum);
  } else if (issue.code === 'too_big') {
    key = issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig';
    params.max = Number(issue.maximum);
  } else if (issue.code === 'invalid_value') {
    key = 'validation.oneOf';
    params.values = issue.values.map(String).join(', ');
  } else if (issue.code === 'unrecognized_keys') key = 'validation.unknownField';
  else key = 'validation.invalid';
  if ('minimum' in issue) params.min = Number(issue.minimum);
  if ('maximum' in issue) params.max = Number(issue.maximum);
  if (issue.code === 'invalid_value') params.values = issue.values.map(String).join(', ');
  return { field, label: name, message: translate(language, key, params) };
}
