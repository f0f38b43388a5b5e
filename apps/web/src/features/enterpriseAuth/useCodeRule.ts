import { companyCodesSchema } from '@console/contract';
import { type IssueLike, issuePhrase } from '@console/contract/issues';
import type { FormRule } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The rule of whichever code the three-in-one switch shows: the contract's one-of-two check over
 * the flag and that code. The other one keeps what was typed in it (the switch may move back) but
 * is not sent (`codesOf`). Nothing entered is 'Enter either … or …'.
 */
/** The flag and the two codes as sent: the code the switch shows, the other one empty. */
export function codesOf(threeInOne: boolean, code: string | undefined): { threeInOne: boolean; creditCode: string; orgCode: string } {
  const value = (code ?? '').trim().toUpperCase();
  return { threeInOne, creditCode: threeInOne ? value : '', orgCode: threeInOne ? '' : value };
}

export function useCodeRule() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (field: 'creditCode' | 'orgCode'): FormRule =>
      ({ getFieldValue }) => ({
        validator: async () => {
          const result = companyCodesSchema.safeParse(codesOf(getFieldValue('threeInOne') !== false, getFieldValue(field)));
          if (result.success) return;
          const issue = result.error.issues[0] as IssueLike;
          if (issue.message === 'required') throw new Error(t('validation.creditOrOrgCode'));
          const { key, params } = issuePhrase(issue, (k) => i18n.exists(`validation.${k}`));
          throw new Error(t(`validation.${key}`, { ...params, field: t(`fields.${field}`) }));
        },
      }),
    [t, i18n],
  );
}
