import { opsEndpoints as e } from '@console/contract';
import { operatorCookie, setOperatorCookie } from '../../platform/operator-session.js';
import { defineRoute } from '../../platform/route.js';
import {
  confirmOperatorTotp,
  proveOperatorOperation,
  readOperatorFactors,
  readOperatorOperationProof,
  renewOperatorRecoveryCodes,
  resetOperatorTotp,
  startOperatorTotp,
} from './factors.js';
import {
  confirmOperatorPasskey,
  operatorOperationPasskeyOptions,
  proveOperatorOperationPasskey,
  readOperatorPasskeys,
  removeOperatorPasskeyOf,
  renameOperatorPasskeyOf,
  startOperatorPasskey,
} from './passkeys.js';
import { changeOperatorPassword, currentOperator, signInOperator, signInOperatorSecondStep, signOutOperator } from './service.js';

export const opsRoutes = [
  defineRoute(e.signIn, async ({ deps, caller, body, headers, reply }) => {
    // The captcha's token travels in the `token` header, the nonce of its proof of work in `pow`, as on the console's sign-in.
    const { token, answer } = await signInOperator(deps, { caller, ...body, captchaToken: headers.token, pow: headers.pow });
    // An operator with a second factor gets no session before the second step.
    if (token) setOperatorCookie(reply, token, deps.config.publicUrl.startsWith('https:'));
    return answer;
  }),
  defineRoute(e.signInSecondStep, async ({ deps, caller, body, reply }) => {
    const { token, operator } = await signInOperatorSecondStep(deps, { caller, ...body });
    setOperatorCookie(reply, token, deps.config.publicUrl.startsWith('https:'));
    return operator;
  }),
  defineRoute(e.me, ({ deps, caller }) => currentOperator(deps, { caller })),
  defineRoute(e.password, ({ deps, caller, body }) => changeOperatorPassword(deps, { caller, ...body })),
  defineRoute(e.signOut, async ({ deps, caller, reply }) => {
    await signOutOperator(deps, { caller });
    reply.clearCookie(operatorCookie, { path: '/' });
  }),
  defineRoute(e.factors, ({ deps, caller }) => readOperatorFactors(deps, { caller })),
  defineRoute(e.totpStart, ({ deps, caller }) => startOperatorTotp(deps, { caller })),
  defineRoute(e.totpConfirm, ({ deps, caller, body }) => confirmOperatorTotp(deps, { caller, ...body })),
  defineRoute(e.recoveryRenew, ({ deps, caller, body }) => renewOperatorRecoveryCodes(deps, { caller, ...body })),
  defineRoute(e.totpReset, ({ deps, caller, body }) => resetOperatorTotp(deps, { caller, ...body })),
  defineRoute(e.operation, async ({ deps, caller }) => readOperatorOperationProof(deps, { caller })),
  defineRoute(e.operationProve, ({ deps, caller, body }) => proveOperatorOperation(deps, { caller, ...body })),
  defineRoute(e.passkeys, ({ deps, caller }) => readOperatorPasskeys(deps, { caller })),
  defineRoute(e.passkeyStart, ({ deps, caller }) => startOperatorPasskey(deps, { caller })),
  defineRoute(e.passkeyConfirm, ({ deps, caller, body }) => confirmOperatorPasskey(deps, { caller, ...body })),
  defineRoute(e.passkeyRename, ({ deps, caller, body }) => renameOperatorPasskeyOf(deps, { caller, ...body })),
  defineRoute(e.passkeyRemove, ({ deps, caller, body }) => removeOperatorPasskeyOf(deps, { caller, ...body })),
  defineRoute(e.operationPasskey, ({ deps, caller }) => operatorOperationPasskeyOptions(deps, { caller })),
  defineRoute(e.operationProvePasskey, ({ deps, caller, body }) => proveOperatorOperationPasskey(deps, { caller, ...body })),
];
