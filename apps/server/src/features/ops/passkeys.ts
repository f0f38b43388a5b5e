import type { OperatorPasskeys, PasskeyOptions } from '@console/contract';
import { operationProofMs } from '@console/contract';
import { translate } from '@console/phrases';
import { writeOperationLog } from '../../platform/audit.js';
import type { OperatorCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { assertOldPasswordTriesLeft, countWrongOldPassword } from '../../platform/sign-in-limits.js';
import { markOperatorOperationProven } from '../../platform/operator-session.js';
import { verifyPassword } from '../../platform/password.js';
import {
  checkOperatorPasskey,
  operatorAssertionOptions,
  operatorPasskeyOptions,
  passkeysOfOperator,
  registerOperatorPasskey,
  removeOperatorPasskey,
  renameOperatorPasskey,
} from '../mfa/index.js';
import * as q from './queries.js';

/**
 * The operator's passkeys, on top of the authenticator app every operator must have:
 * registered with the operator password again, used at the second sign-in step and as the fresh
 * proof for the approvals, renamed, and removed under a fresh factor (the route is operation-protected).
 * mfa keeps them as the `operator` kind of holder: never a person's check, nor the reverse. Wrong
 * passwords and refused assertions count toward the operator's lock (`o:<id>`).
 */

type PasskeyAction = 'passkeyAdded' | 'passkeyRenamed' | 'passkeyRemoved';
type Response = Parameters<typeof registerOperatorPasskey>[1]['response'];

const lockKey = (caller: OperatorCaller) => `o:${caller.operator.operatorId}`;

async function log(deps: Deps, caller: OperatorCaller, action: PasskeyAction, name: string) {
  await writeOperationLog(deps, {
    operatorId: caller.operator.operatorId,
    service: 'ops',
    action,
    phrase: { key: `ops.${action}`, params: { operator: caller.operator.name, name } },
    content: `operator ${caller.operator.name}: ${name}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
}

const listOf = async (deps: Deps, caller: OperatorCaller): Promise<OperatorPasskeys> => ({
  passkeys: await passkeysOfOperator(deps, caller.operator.operatorId),
});

export function readOperatorPasskeys(deps: Deps, { caller }: { caller: OperatorCaller }): Promise<OperatorPasskeys> {
  return listOf(deps, caller);
}

export function startOperatorPasskey(deps: Deps, { caller }: { caller: OperatorCaller }): Promise<PasskeyOptions> {
  return operatorPasskeyOptions(deps, {
    holderId: caller.operator.operatorId,
    userName: caller.operator.name,
    rpName: translate(caller.lang, 'ops.factorIssuer', { appName: translate(caller.lang, 'common.appName') }),
  });
}

/** The browser's answer registers the passkey under its name; the operator password again proves who is at the keyboard. */
export async function confirmOperatorPasskey(
  deps: Deps,
  { caller, response, name, password }: { caller: OperatorCaller; response: Response; name: string; password: string },
): Promise<OperatorPasskeys> {
  await assertOldPasswordTriesLeft(deps, lockKey(caller));
  const operator = await q.findOperatorById(deps.db, caller.operator.operatorId);
  if (!(await verifyPassword(operator.password_hash, password)))
    throw await countWrongOldPassword(deps, lockKey(caller), fieldError('operatorPasswordWrong', 'password', caller.lang));
  await registerOperatorPasskey(deps, { holderId: operator.id, response, name });
  await log(deps, caller, 'passkeyAdded', name);
  return listOf(deps, caller);
}

export async function renameOperatorPasskeyOf(
  deps: Deps,
  { caller, id, name }: { caller: OperatorCaller; id: string; name: string },
): Promise<OperatorPasskeys> {
  await renameOperatorPasskey(deps, { holderId: caller.operator.operatorId, id, name });
  await log(deps, caller, 'passkeyRenamed', name);
  return listOf(deps, caller);
}

/** Removes a passkey; the route layer asked for a fresh factor first (`protect: 'operation'`). */
export async function removeOperatorPasskeyOf(
  deps: Deps,
  { caller, id }: { caller: OperatorCaller; id: string },
): Promise<OperatorPasskeys> {
  const name = await removeOperatorPasskey(deps, { holderId: caller.operator.operatorId, id });
  await log(deps, caller, 'passkeyRemoved', name);
  return listOf(deps, caller);
}

/** Request options for proving an approval with one of the operator's passkeys (a challenge bound to operation protection). */
export async function operatorOperationPasskeyOptions(deps: Deps, { caller }: { caller: OperatorCaller }): Promise<PasskeyOptions> {
  const options = await operatorAssertionOptions(deps, caller.operator.operatorId, 'operation');
  if (!options) throw new AppError('mfaNotSet');
  return options;
}

/** Proves a factor for the session with a passkey's assertion: approvals pass for 5 minutes; a refusal counts toward the lock. */
export async function proveOperatorOperationPasskey(
  deps: Deps,
  { caller, passkey }: { caller: OperatorCaller; passkey: Response },
): Promise<{ provenUntil: number }> {
  await assertOldPasswordTriesLeft(deps, lockKey(caller));
  const checked = await checkOperatorPasskey(deps, { holderId: caller.operator.operatorId, response: passkey, purpose: 'operation' });
  if (checked !== 'passkey') throw await countWrongOldPassword(deps, lockKey(caller), new AppError(checked.refused));
  const provenAt = await markOperatorOperationProven(deps, caller.operator.sessionId);
  await writeOperationLog(deps, {
    operatorId: caller.operator.operatorId,
    service: 'ops',
    action: 'operationProvenPasskey',
    phrase: { key: 'ops.operationProvenPasskey', params: { operator: caller.operator.name } },
    content: `operator ${caller.operator.name} (passkey)`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return { provenUntil: provenAt + operationProofMs };
}
