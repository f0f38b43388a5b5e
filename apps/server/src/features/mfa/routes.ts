import { mfaEndpoints as e, mfaOperationEndpoints as o, mfaResetEndpoints as r } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { listDevices, readEnterpriseRule, revokeDevice, setEnterpriseRule } from './devices.js';
import { confirmTotpSetup, readMfaStatus, removeTotp, renewRecoveryCodes, setSignInProtection, startTotpSetup } from './factors.js';
import { operationPasskeyOptions, proveOperation, provePasskeyOperation, readOperationProof, sendOperationCode } from './operation.js';
import { confirmPasskeyRegistration, removePasskey, renamePasskey, startPasskeyRegistration } from './passkeys.js';
import { decideReset, listResetRequests, requestReset, viewReset } from './reset.js';
import { trustedDeviceCookie } from './sign-in-step.js';

export const mfaRoutes = [
  defineRoute(e.status, ({ deps, caller }) => readMfaStatus(deps, { caller })),
  defineRoute(e.totpStart, ({ deps, caller }) => startTotpSetup(deps, { caller })),
  defineRoute(e.totpConfirm, ({ deps, caller, body }) => confirmTotpSetup(deps, { caller, ...body })),
  defineRoute(e.totpRemove, ({ deps, caller, body }) => removeTotp(deps, { caller, ...body })),
  defineRoute(e.recoveryRenew, ({ deps, caller, body }) => renewRecoveryCodes(deps, { caller, ...body })),
  defineRoute(e.protection, ({ deps, caller, body }) => setSignInProtection(deps, { caller, ...body })),
  defineRoute(e.passkeyStart, ({ deps, caller }) => startPasskeyRegistration(deps, { caller })),
  defineRoute(e.passkeyConfirm, ({ deps, caller, body }) => confirmPasskeyRegistration(deps, { caller, ...body })),
  defineRoute(e.passkeyRename, ({ deps, caller, body }) => renamePasskey(deps, { caller, ...body })),
  defineRoute(e.passkeyRemove, ({ deps, caller, body }) => removePasskey(deps, { caller, ...body })),
  defineRoute(e.devices, ({ deps, caller, req }) => listDevices(deps, { caller, deviceToken: req.cookies[trustedDeviceCookie] })),
  defineRoute(e.deviceRevoke, ({ deps, caller, body }) => revokeDevice(deps, { caller, ...body })),
  defineRoute(e.enterpriseRule, ({ deps, caller }) => readEnterpriseRule(deps, { caller })),
  defineRoute(e.enterpriseRuleSet, ({ deps, caller, body }) => setEnterpriseRule(deps, { caller, ...body })),
  defineRoute(o.operation, ({ deps, caller }) => readOperationProof(deps, { caller })),
  defineRoute(o.operationSms, ({ deps, caller }) => sendOperationCode(deps, { caller })),
  defineRoute(o.operationProve, ({ deps, caller, body }) => proveOperation(deps, { caller, ...body })),
  defineRoute(o.operationPasskey, ({ deps, caller }) => operationPasskeyOptions(deps, { caller })),
  defineRoute(o.operationProvePasskey, ({ deps, caller, body }) => provePasskeyOperation(deps, { caller, ...body })),
  defineRoute(r.opsResets, ({ deps, caller, query }) => listResetRequests(deps, { caller, ...query })),
  defineRoute(r.opsResetCreate, ({ deps, caller, body }) => requestReset(deps, { caller, ...body })),
  defineRoute(r.resetView, ({ deps, caller, body }) => viewReset(deps, { caller, ...body })),
  defineRoute(r.resetDecide, ({ deps, caller, body }) => decideReset(deps, { caller, ...body })),
];
