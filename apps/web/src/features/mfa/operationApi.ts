import { mfaOperationRoutes as o } from '@console/contract/mfa/routes';
import { call } from '../../api/http';

/** Operation protection's calls: how this account proves itself, the SMS code, the proof. */
export const operationApi = {
  how: () => call(o.operation),
  sendSms: () => call(o.operationSms),
  prove: (code: string) => call(o.operationProve, { body: { code } }),
};
