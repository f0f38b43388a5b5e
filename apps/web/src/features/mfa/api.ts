import { mfaRoutes as r } from '@console/contract/mfa/routes';
import { call } from '../../api/http';

/** Calls of the second factors; paths and answers come from the endpoint table. */
export const mfaApi = {
  status: () => call(r.status),
  totpStart: () => call(r.totpStart),
  totpConfirm: (code: string) => call(r.totpConfirm, { body: { code } }),
  totpRemove: (code: string) => call(r.totpRemove, { body: { code } }),
  recoveryRenew: (code: string) => call(r.recoveryRenew, { body: { code } }),
};

export const mfaStatusKey = ['mfa', 'status'] as const;
