import { mfaRoutes as r } from '@console/contract/mfa/routes';
import { call } from '../../api/http';

/** Calls of the second factors; paths and answers come from the endpoint table. */
export const mfaApi = {
  status: () => call(r.status),
  totpStart: () => call(r.totpStart),
  totpConfirm: (body: { code: string; password: string }) => call(r.totpConfirm, { body }),
  totpRemove: (code: string) => call(r.totpRemove, { body: { code } }),
  recoveryRenew: (code: string) => call(r.recoveryRenew, { body: { code } }),
  /** Without `code` (an account with passkeys and no app) the session's operation proof switches it. */
  protection: (enabled: boolean, code?: string) => call(r.protection, { body: code === undefined ? { enabled } : { enabled, code } }),
  passkeyStart: () => call(r.passkeyStart),
  passkeyConfirm: (body: { response: Record<string, unknown>; name: string; password: string }) =>
    call(r.passkeyConfirm, { body: body as never }),
  passkeyRename: (id: string, name: string) => call(r.passkeyRename, { body: { id, name } }),
  passkeyRemove: (id: string, password: string) => call(r.passkeyRemove, { body: { id, password } }),
  devices: () => call(r.devices),
  deviceRevoke: (id: string) => call(r.deviceRevoke, { body: { id } }),
  enterpriseRule: () => call(r.enterpriseRule),
  enterpriseRuleSet: (required: boolean) => call(r.enterpriseRuleSet, { body: { required } }),
};

export const mfaDevicesKey = ['mfa', 'devices'] as const;
export const mfaEnterpriseKey = ['mfa', 'enterprise'] as const;

export const mfaStatusKey = ['mfa', 'status'] as const;
