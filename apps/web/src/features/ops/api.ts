import { opsRoutes as r } from '@console/contract/ops/routes';
import { call } from '../../api/http';
import type { CaptchaProof } from '../auth/index';

/** Calls of the back office's own frame: the operator's sign-in (and its second step), who is signed in, the password, sign-out. */
export const opsApi = {
  /** Behind the console's image captcha: its token and proof of work in the headers, the answer in the body. */
  signIn: (body: { name: string; password: string; captcha: string }, proof: CaptchaProof | null) =>
    call(r.signIn, { body, hideError: false, headers: proof ? { token: proof.token, pow: proof.pow } : undefined }),
  secondStep: (body: { stepTicket: string; code?: string; passkey?: Record<string, unknown> }) =>
    call(r.signInSecondStep, { body: body as never, hideError: false }),
  me: () => call(r.me),
  changePassword: (body: { oldPass: string; newPass: string }) => call(r.password, { body }),
  signOut: () => call(r.signOut),
};

/** The operator's own second factor and the back office's operation protection (no SMS: operators have no phone on record). */
export const opsFactorApi = {
  status: () => call(r.factors),
  totpStart: () => call(r.totpStart),
  totpConfirm: (body: { code: string; password: string }) => call(r.totpConfirm, { body }),
  recoveryRenew: (code: string) => call(r.recoveryRenew, { body: { code } }),
  totpReset: (body: { reason: string; password: string }) => call(r.totpReset, { body }),
  passkeys: () => call(r.passkeys),
};

/** The operator's passkeys, for mfa's section (removal is operation-protected: the frame's dialog asks a fresh factor). */
export const opsPasskeyCalls = {
  start: () => call(r.passkeyStart),
  confirm: (body: { response: Record<string, unknown>; name: string; password: string }) => call(r.passkeyConfirm, { body: body as never }),
  rename: (id: string, name: string) => call(r.passkeyRename, { body: { id, name } }),
  remove: (id: string) => call(r.passkeyRemove, { body: { id } }),
  removeAsksPassword: false,
};

export const opsOperationApi = {
  how: () => call(r.operation),
  prove: (code: string) => call(r.operationProve, { body: { code } }),
  passkeyOptions: () => call(r.operationPasskey),
  provePasskey: (passkey: Record<string, unknown>) => call(r.operationProvePasskey, { body: { passkey: passkey as never } }),
};
