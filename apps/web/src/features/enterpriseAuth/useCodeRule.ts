import { companyCodesSchema } from '@console/contract';
import { type IssueLike, issuePhrase } from '@console/contract/issues';
import type { FormRule } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The rule of whichever code the three-in-one switch shows: the contract's one-of-two check over
 * the flag and both codes (the other may still hold what was typed before the switch moved).
 * Nothing entered, or both, is 'Enter either … or …'.
 */
export function useCodeRule() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (field: 'creditCode' | 'orgCode'): FormRule =>
      ({ getFieldValue }) => ({
        validator: async () => {
          const result = companyCodesSchema.safeParse({
            threeInOne: getFieldValue('threeInOne') === true,
            creditCode: getFieldValue('creditCode') ?? '',
            orgCode: getFieldValue('orgCode') ?? '',
          });
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
