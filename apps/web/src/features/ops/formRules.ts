import type { Phrases } from '@console/phrases';
import { en } from '@console/phrases';
import type { FormInstance, FormRule } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';

/** The part of a zod issue a message needs; kept structural so the console does not import zod itself. */
interface Issue {
  code: string;
  message: string;
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  values?: unknown[];
  origin?: string;
}
interface Parseable {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: Issue[] } };
}

type ValidationKey = keyof Phrases['validation'];
const isValidationKey = (key: string): key is ValidationKey => key in en.validation;

/** Picks the same phrase the server picks for an issue (apps/server/src/platform/i18n.ts), so both say the same words. */
function phraseOf(issue: Issue): ValidationKey {
  if (isValidationKey(issue.message)) return issue.message;
  if (issue.code === 'invalid_type') return issue.input === undefined || issue.input === null ? 'required' : 'invalid';
  if (issue.code === 'too_small') return issue.origin === 'string' ? 'tooShort' : 'tooSmall';
  if (issue.code === 'too_big') return issue.origin === 'string' ? 'tooLong' : 'tooBig';
  if (issue.code === 'invalid_value') return 'oneOf';
  return 'invalid';
}

/**
 * A Form rule from a contract schema: the form checks exactly what the server checks, and the
 * message names the field (`label`, already translated) the way the server's does.
 */
export function useSchemaRule() {
  const { t } = useTranslation();
  return useCallback(
    (schema: Parseable, label: string): FormRule => ({
      validator: async (_rule, value: unknown) => {
        // An emptied input holds '' and a never-touched one undefined; the schema treats both as missing.
        const result = schema.safeParse(value === '' ? undefined : value);
        if (result.success) return;
        const issue = result.error.issues[0]!;
        throw new Error(
          t(`validation.${phraseOf(issue)}`, {
            field: label,
            min: Number(issue.minimum),
            max: Number(issue.maximum),
            values: (issue.values ?? []).map(String).join(', '),
          }),
        );
      },
    }),
    [t],
  );
}

/** Shows the server's field errors (already in the request's language) beside the inputs they name. */
export function showFieldErrors(form: FormInstance, error: unknown): void {
  if (!(error instanceof ApiError) || error.fields.length === 0) return;
  form.setFields(error.fields.map((f) => ({ name: f.field.split('.'), errors: [f.message] })));
}
