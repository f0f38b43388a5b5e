import type { ValidationKey } from './validators.js';

/** The part of a zod issue a message needs; structural, so this module loads without zod. */
export interface IssueLike {
  code: string;
  message: string;
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  values?: readonly unknown[];
  origin?: string;
}

const validationKeys = new Set<string>([
  'required',
  'invalid',
  'tooShort',
  'tooLong',
  'tooSmall',
  'tooBig',
  'notInteger',
  'notNumber',
  'oneOf',
  'unknownField',
]);

/**
 * Which `validation` phrase an issue is shown with, and its parameters. The server and every form use
 * this one mapping, so the console refuses a value with the same words the API does. A schema's own
 * message is already a phrase key (`{ error: 'phoneInvalid' }`); zod's built-in issues map by kind.
 */
export function issuePhrase(
  issue: IssueLike,
  isKey: (key: string) => boolean,
): { key: ValidationKey; params: Record<string, string | number> } {
  const params: Record<string, string | number> = {};
  if (issue.minimum !== undefined) params.min = Number(issue.minimum);
  if (issue.maximum !== undefined) params.max = Number(issue.maximum);
  if (issue.values) params.values = issue.values.map(String).join(', ');
  if (isKey(issue.message) || validationKeys.has(issue.message)) return { key: issue.message as ValidationKey, params };
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.input === undefined || issue.input === null ? 'required' : 'invalid', params };
    case 'too_small':
      return { key: issue.origin === 'string' ? 'tooShort' : 'tooSmall', params };
    case 'too_big':
      return { key: issue.origin === 'string' ? 'tooLong' : 'tooBig', params };
    case 'invalid_value':
      return { key: 'oneOf', params };
    case 'unrecognized_keys':
      return { key: 'unknownField', params };
    default:
      return { key: 'invalid', params };
  }
}
