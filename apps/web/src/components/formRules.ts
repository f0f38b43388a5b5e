import { type IssueLike, issuePhrase } from '@console/contract/issues';
import { allowsLineBreaks, hasUnsafeCharacters } from '@console/contract/text';
import type { Phrases } from '@console/phrases';
import type { FormInstance, FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http';

export type FieldName = keyof Phrases['fields'];

/** What a rule needs of a contract schema; structural, so this module does not import zod. */
interface Parseable {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly unknown[] } };
}

/**
 * Form rules from the contract's zod schemas, so a form refuses exactly what the server would and
 * says it with the same words: one mapping from an issue to its phrase (`@console/contract/issues`),
 * filled with the field's name. `field` is a `fields` phrase key, or a label already translated.
 */
export function useSchemaRule() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (schema: Parseable, field: FieldName | (string & {})): RuleObject => ({
      validator: async (_rule, value: unknown) => {
        const label = i18n.exists(`fields.${field}`) ? t(`fields.${field as FieldName}`) : field;
        // The server refuses these in every input before its schemas run; the form says so first too.
        if (typeof value === 'string' && hasUnsafeCharacters(value, allowsLineBreaks(schema, [])))
          throw new Error(t('validation.unsafeCharacters', { field: label }));
        // An emptied input holds '' and a never-touched one undefined: the schemas treat both as missing.
        const result = schema.safeParse(value === '' ? undefined : value);
        if (result.success) return;
        const { key, params } = issuePhrase(result.error.issues[0] as IssueLike, (k) => i18n.exists(`validation.${k}`));
        throw new Error(t(`validation.${key}`, { ...params, field: label }));
      },
    }),
    [t, i18n],
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
  // Every field the form has registered, whether or not it holds a value yet.
  const names = new Set(form.getFieldsError().map((f) => f.name.join('.')));
  const known = error.fields.filter((f) => names.has(f.field));
  form.setFields(known.map((f) => ({ name: f.field.split('.'), errors: [f.message] })));
  return known.length > 0;
}
