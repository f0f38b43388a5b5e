import { mfaEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { confirmTotpSetup, readMfaStatus, removeTotp, renewRecoveryCodes, startTotpSetup } from './factors.js';

export const mfaRoutes = [
  defineRoute(e.status, ({ deps, caller }) => readMfaStatus(deps, { caller })),
  defineRoute(e.totpStart, ({ deps, caller }) => startTotpSetup(deps, { caller })),
  defineRoute(e.totpConfirm, ({ deps, caller, body }) => confirmTotpSetup(deps, { caller, ...body })),
  defineRoute(e.totpRemove, ({ deps, caller, body }) => removeTotp(deps, { caller, ...body })),
  defineRoute(e.recoveryRenew, ({ deps, caller, body }) => renewRecoveryCodes(deps, { caller, ...body })),
];
