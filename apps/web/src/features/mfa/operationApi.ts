import type { CodeSent, OperationProof, PasskeyOptions } from '@console/contract';
import { mfaOperationRoutes as o } from '@console/contract/mfa/routes';
import { call } from '../../api/http';

/** How a session proves a second factor: the person's calls below, or the back office's own (no SMS). */
export interface OperationApi {
  how: () => Promise<OperationProof>;
  sendSms?: () => Promise<CodeSent>;
  prove: (code: string) => Promise<{ provenUntil: number }>;
  /** A passkey's proof (accounts with one): the operation challenge, then its assertion. */
  passkeyOptions?: () => Promise<PasskeyOptions>;
  provePasskey?: (passkey: Record<string, unknown>) => Promise<{ provenUntil: number }>;
}

/** Operation protection's calls: how this account proves itself, the SMS code, the proof. */
export const operationApi: OperationApi = {
  how: () => call(o.operation),
  sendSms: () => call(o.operationSms),
  prove: (code: string) => call(o.operationProve, { body: { code } }),
  passkeyOptions: () => call(o.operationPasskey),
  provePasskey: (passkey: Record<string, unknown>) => call(o.operationProvePasskey, { body: { passkey: passkey as never } }),
};
