import { type IssueLike, issuePhrase } from '@console/contract/issues';
import type { Phrases } from '@console/phrases';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../api/http';
import { type ContractModule, loadContract } from './contract';
import { toast } from './toast';

export type FieldName = keyof Phrases['fields'];

export interface FieldRule {
  /** The contract schema the server checks the same value with. */
  schema: (contract: ContractModule) => z.ZodType;
  /** The field's name in messages ('Account cannot be empty'). */
  field: FieldName;
  /** Checked only when validate() names it: an image code guards sending a code, not the sign-in. */
  onlyWhenAsked?: boolean;
}

export interface BoundInput {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * The state of a light form: text values, the error under each input, and checks by the contract's
 * schemas, in the words the server uses (the contract's one issue → phrase mapping, with the
 * field's name). A field is checked when left after an edit, again on every edit while it shows an error,
 * and all together on submit.
 */
export function useLightForm<N extends string>(initial: Record<N, string>, rules: Partial<Record<N, FieldRule>>) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<N, string>>>({});
  // The handlers read the latest values here; state only drives rendering.
  const current = useRef(initial);
  const edited = useRef(new Set<N>());
  // A check that finishes after a newer one started for the same field is dropped.
  const checkCount = useRef<Partial<Record<N, number>>>({});

  const messageOf = (schema: z.ZodType, field: FieldName, value: string): string | undefined => {
    const result = schema.safeParse(value);
    if (result.success) return undefined;
    const { key, params } = issuePhrase(result.error.issues[0] as IssueLike, (k) => i18n.exists(`validation.${k}`));
    return t(`validation.${key}`, { ...params, field: t(`fields.${field}`) });
  };

  const showErrors = (patch: Partial<Record<N, string | undefined>>) => setErrors((e) => ({ ...e, ...patch }));

  const startCheck = (name: N) => {
    const count = (checkCount.current[name] ?? 0) + 1;
    checkCount.current[name] = count;
    return () => checkCount.current[name] === count;
  };

  const checkOne = async (name: N) => {
    const rule = rules[name];
    if (!rule) return;
    const stillCurrent = startCheck(name);
    // A field left while the schemas cannot be fetched is checked again on submit.
    const contract = await loadContract().catch(() => null);
    if (contract && stillCurrent())
      showErrors({ [name]: messageOf(rule.schema(contract), rule.field, current.current[name]) } as Partial<Record<N, string>>);
  };

  const setValue = (name: N, value: string) => {
    current.current = { ...current.current, [name]: value };
    setValues(current.current);
  };

  const bind = (name: N): BoundInput => ({
    value: values[name],
    onChange: (value) => {
      setValue(name, value);
      edited.current.add(name);
      if (errors[name]) void checkOne(name);
    },
    onBlur: () => {
      if (edited.current.has(name) && !rules[name]?.onlyWhenAsked) void checkOne(name);
    },
  });

  /** Checks the named fields and shows what is wrong; the values when all pass, else null. */
  const validate = async (names: N[]): Promise<Record<N, string> | null> => {
    const settled = names.map((name) => [name, startCheck(name)] as const);
    let contract: ContractModule;
    try {
      contract = await loadContract();
    } catch {
      toast.error(t('common.networkError'));
      return null;
    }
    const patch: Partial<Record<N, string | undefined>> = {};
    for (const [name, stillCurrent] of settled) {
      const rule = rules[name];
      if (rule && stillCurrent()) patch[name] = messageOf(rule.schema(contract), rule.field, current.current[name]);
    }
    showErrors(patch);
    return Object.values(patch).some(Boolean) ? null : current.current;
  };

  /** Puts the server's field errors (already in the user's language) under their inputs; whether any landed. */
  const showServerErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    const known = error.fields.filter((f) => f.field in initial);
    for (const f of known) startCheck(f.field as N);
    showErrors(Object.fromEntries(known.map((f) => [f.field, f.message])) as Partial<Record<N, string>>);
    return known.length > 0;
  };

  /** Forgets a field's error without checking it (an image code that was used up and cleared). */
  const clearError = (name: N) => {
    startCheck(name);
    showErrors({ [name]: undefined } as Partial<Record<N, string>>);
  };

  return { values, errors, bind, setValue, validate, showServerErrors, clearError };
}
