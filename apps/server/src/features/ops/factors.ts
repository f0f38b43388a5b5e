import type { OperationProof, OperatorFactors, OperatorInfo, RecoveryCodes, TotpSetup } from '@console/contract';
import { operationProofMs } from '@console/contract';
import { translate } from '@console/phrases';
import { writeOperationLog } from '../../platform/audit.js';
import type { OperatorCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { fieldError } from '../../platform/errors.js';
import { assertOldPasswordTriesLeft, countWrongOldPassword } from '../../platform/sign-in-limits.js';
import { markOperatorOperationProven } from '../../platform/operator-session.js';
import { verifyPassword } from '../../platform/password.js';
import {
  checkSecondFactor,
  confirmTotpFor,
  factorsOf,
  passkeysOfOperator,
  removeFactorsFor,
  renewRecoveryCodesFor,
  startTotpFor,
} from '../mfa/index.js';
import * as q from './queries.js';
import { currentOperator } from './service.js';

/**
 * The operator's own second factor: every operator must have one, the authenticator app
 * (operators have no phone or e-mail on record, so no SMS); mfa keeps the key and the recovery codes
 * under the operator's id. Wrong passwords and codes count toward one lock per operator, like a wrong
 * current password in the console (the key `o:<id>` never meets a person's id).
 */

const lockKey = (caller: OperatorCaller) => `o:${caller.operator.operatorId}`;

async function log(deps: Deps, caller: OperatorCaller, action: 'totpAdded' | 'recoveryRenewed' | 'operationProven', detail: string) {
  await writeOperationLog(deps, {
    operatorId: caller.operator.operatorId,
    service: 'ops',
    action,
    phrase: { key: `ops.${action}`, params: { operator: caller.operator.name } },
    content: `operator ${caller.operator.name}${detail}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
}

/** A current app code or recovery code of the operator (then spent), or the refusal counted toward the lock. */
async function proveCode(deps: Deps, caller: OperatorCaller, code: string) {
  await assertOldPasswordTriesLeft(deps, lockKey(caller));
  const used = await checkSecondFactor(deps, caller.operator.operatorId, code);
  if (!used) throw await countWrongOldPassword(deps, lockKey(caller), fieldError('mfaCodeWrong', 'code', caller.lang));
  return used;
}

export function readOperatorFactors(deps: Deps, { caller }: { caller: OperatorCaller }): Promise<OperatorFactors> {
  return factorsOf(deps, caller.operator.operatorId);
}

export function startOperatorTotp(deps: Deps, { caller }: { caller: OperatorCaller }): Promise<TotpSetup> {
  return startTotpFor(deps, {
    holderId: caller.operator.operatorId,
    issuer: translate(caller.lang, 'ops.factorIssuer', { appName: translate(caller.lang, 'common.appName') }),
    account: caller.operator.name,
  });
}

/** The first code confirms the app, and the operator's password again proves who is at the keyboard. */
export async function confirmOperatorTotp(
  deps: Deps,
  { caller, code, password }: { caller: OperatorCaller; code: string; password: string },
): Promise<RecoveryCodes> {
  await assertOldPasswordTriesLeft(deps, lockKey(caller));
  const operator = await q.findOperatorById(deps.db, caller.operator.operatorId);
  if (!(await verifyPassword(operator.password_hash, password)))
    throw await countWrongOldPassword(deps, lockKey(caller), fieldError('operatorPasswordWrong', 'password', caller.lang));
  const recoveryCodes = await confirmTotpFor(deps, { holderId: operator.id, code });
  if (!recoveryCodes) throw await countWrongOldPassword(deps, lockKey(caller), fieldError('mfaCodeWrong', 'code', caller.lang));
  await log(deps, caller, 'totpAdded', '');
  return { recoveryCodes };
}

export async function renewOperatorRecoveryCodes(
  deps: Deps,
  { caller, code }: { caller: OperatorCaller; code: string },
): Promise<RecoveryCodes> {
  await proveCode(deps, caller, code);
  const recoveryCodes = await renewRecoveryCodesFor(deps, caller.operator.operatorId);
  await log(deps, caller, 'recoveryRenewed', '');
  return { recoveryCodes };
}

export async function readOperatorOperationProof(deps: Deps, { caller }: { caller: OperatorCaller }): Promise<OperationProof> {
  const provenAt = caller.operator.operationProvenAt;
  const until = provenAt === null ? null : provenAt + operationProofMs;
  const passkey = (await passkeysOfOperator(deps, caller.operator.operatorId)).length > 0;
  return { method: 'code', phone: null, provenUntil: until !== null && until > deps.clock.now() ? until : null, passkey };
}

/** Proves a factor for the operator's session: the back office's approvals pass for the next 5 minutes. */
export async function proveOperatorOperation(
  deps: Deps,
  { caller, code }: { caller: OperatorCaller; code: string },
): Promise<{ provenUntil: number }> {
  const used = await proveCode(deps, caller, code);
  const provenAt = await markOperatorOperationProven(deps, caller.operator.sessionId);
  await log(deps, caller, 'operationProven', used === 'totp' ? ' (authenticator app)' : ' (recovery code)');
  return { provenUntil: provenAt + operationProofMs };
}

/**
 * Replaces a lost app: the operator (signed in with a recovery code, say) gives the reason and the
 * operator password again; the app and its recovery codes go, logged with the reason, and the route
 * layer then opens nothing but the set-up of a new app (every operator must have one).
 */
export async function resetOperatorTotp(
  deps: Deps,
  { caller, reason, password }: { caller: OperatorCaller; reason: string; password: string },
): Promise<OperatorInfo> {
  await assertOldPasswordTriesLeft(deps, lockKey(caller));
  const operator = await q.findOperatorById(deps.db, caller.operator.operatorId);
  if (!(await verifyPassword(operator.password_hash, password)))
    throw await countWrongOldPassword(deps, lockKey(caller), fieldError('operatorPasswordWrong', 'password', caller.lang));
  await removeFactorsFor(deps, operator.id);
  await writeOperationLog(deps, {
    operatorId: operator.id,
    service: 'ops',
    action: 'totpReset',
    phrase: { key: 'ops.totpReset', params: { operator: caller.operator.name, reason } },
    content: `operator ${caller.operator.name}: ${reason}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return currentOperator(deps, { caller });
}
