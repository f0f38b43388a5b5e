import type { ValidationKey } from '@console/contract';
import type { Phrases } from '@console/phrases';
import type { FormInstance, FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../api/http';

export type FieldName = keyof Phrases['fields'];

/**
 * Form rules from the contract's zod schemas, so a form refuses exactly what the server would and
 * says it the same way: the schema's message is a `validation` key, filled with the field's name.
 */
export function useSchemaRule() {
  const { t } = useTranslation();
  return useCallback(
    (schema: z.ZodType, field: FieldName): RuleObject => ({
      validator: async (_rule, value: unknown) => {
        // An untouched input is undefined; the schemas speak of empty strings (and unticked boxes).
        const result = schema.safeParse(value ?? '');
        if (result.success) return;
        const issue = result.error.issues[0]!;
        const params: Record<string, string | number> = { field: t(`fields.${field}`) };
        if ('minimum' in issue) params.min = Number(issue.minimum);
        if ('maximum' in issue) params.max = Number(issue.maximum);
        throw new Error(t(`validation.${issue.message as ValidationKey}`, params));
      },
    }),
    [t],
  );
}

/** The confirmation must repeat the password field ('Passwords entered two times are inconsistent'). */
export function useSameAsRule() {
  const { t } = useTranslation();
  return useCallback(
    (other: string): FormRule =>
      ({ getFieldValue }) => ({
        validator: async (_rule, value: unknown) => {
          if (!value) throw new Error(t('validation.required', { field: t('fields.confirmPassword') }));
          if (value !== getFieldValue(other)) throw new Error(t('validation.passwordMismatch'));
        },
      }),
    [t],
  );
}

/**
 * Puts the server's field errors (`ApiError.fields`, already in the user's language) beside the
 * inputs they are about. Returns whether any landed on this form.
 */
export function showServerFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.fields.length === 0) return false;
  const names = new Set(Object.keys(form.getFieldsValue(true) as object));
  const known = error.fields.filter((f) => names.has(f.field));
  form.setFields(known.map((f) => ({ name: f.field, errors: [f.message] })));
  return known.length > 0;
}
