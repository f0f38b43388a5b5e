import type { RealNameApplicationView } from '@console/contract';
import type { Phrases } from '@console/phrases';
import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../api/http';
import { showServerFieldErrors } from '../../../components/formRules';

/** Why an application that came back did not pass, in the user's words. */
export function reasonText(t: TFunction, exists: (key: string) => boolean, application: RealNameApplicationView): string {
  const key = application.reason && exists(`errors.${application.reason}`) ? application.reason : 'verificationNoRecord';
  return t(`errors.${key as keyof Phrases['errors']}`);
}

/**
 * A refused submission: field errors go beside their inputs; anything else (a failed check, a bad
 * video) is returned to be shown on the form, which keeps what was entered.
 */
export function refusalText(form: FormInstance, error: unknown): string | null {
  if (showServerFieldErrors(form, error)) return null;
  return error instanceof ApiError ? error.message : null;
}
