import { randomBytes } from 'node:crypto';
import type { OperatorInfo } from '@console/contract';
import { writeOperationLog } from '../../platform/audit.js';
import type { Caller, OperatorCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { createOperatorSession, revokeOperatorSessions } from '../../platform/operator-session.js';
import { hashPassword, verifyPassword } from '../../platform/password.js';
import * as q from './queries.js';

const maxFailures = 5;
const lockMs = 15 * 60_000;

/** Creates an operator with a one-time password that must be changed at first sign-in. */
/** Whether an operator already has this name (the CLI asks before creating one). */
export async function operatorNameTaken(deps: Pick<Deps, 'db'>, options: { name: string }): Promise<boolean> {
  return !!(await q.findOperatorByName(deps.db, options.name));
}

/** A new operator with a one-time password, which the CLI prints once. */
export async function createOperator(
  deps: Pick<Deps, 'db' | 'clock'>,
  options: { name: string },
): Promise<{ id: string; password: string }> {
  const password = randomBytes(12).toString('base64url');
  const now = deps.clock.now();
  const id = newId(now);
  await q.insertOperator(deps.db, { id, name: options.name, passwordHash: await hashPassword(password), now });
  return { id, password };
}

export async function signInOperator(
  deps: Pick<Deps, 'db' | 'clock'>,
  { caller, name, password }: { caller: Caller; name: string; password: string },
): Promise<{ token: string; operator: OperatorInfo }> {
  const now = deps.clock.now();
  const operator = await q.findOperatorByName(deps.db, name);
  if (operator?.locked_until && operator.locked_until > now) {
    throw new AppError('operatorLocked', { minutes: Math.ceil((operator.locked_until - now) / 60_000) });
  }
  const ok = await verifyPassword(operator?.password_hash, password);
  if (!operator || !ok) {
    if (operator) {
      const failures = operator.failed_count + 1;
      const locked = failures >= maxFailures;
      await q.setSignInFailures(deps.db, operator.id, { count: locked ? 0 : failures, lockedUntil: locked ? now + lockMs : null });
      await writeOperationLog(deps, {
        operatorId: operator.id,
        service: 'ops',
        action: 'signInFailed',
        content: `operator ${operator.name}`,
        ip: caller.ip,
      });
    }
    throw new AppError('operatorSignInFailed');
  }
  await q.setSignInFailures(deps.db, operator.id, { count: 0, lockedUntil: null });
  const token = await createOperatorSession(deps, { operatorId: operator.id, ip: caller.ip, userAgent: caller.userAgent });
  await writeOperationLog(deps, {
    operatorId: operator.id,
    service: 'ops',
    action: 'signIn',
    content: `operator ${operator.name}`,
    ip: caller.ip,
  });
  return { token, operator: { id: operator.id, name: operator.name, mustChangePassword: operator.must_change_password === 1 } };
}

export function currentOperator({ caller }: { caller: OperatorCaller }): OperatorInfo {
  const { operator } = caller;
  return { id: operator.operatorId, name: operator.name, mustChangePassword: operator.mustChangePassword };
}

export async function changeOperatorPassword(
  deps: Pick<Deps, 'db' | 'clock'>,
  { caller, oldPass, newPass }: { caller: OperatorCaller; oldPass: string; newPass: string },
): Promise<OperatorInfo> {
  const operator = await q.findOperatorById(deps.db, caller.operator.operatorId);
  if (!(await verifyPassword(operator.password_hash, oldPass))) throw new AppError('operatorPasswordWrong');
  if (oldPass === newPass) throw new AppError('operatorPasswordReused');
  const now = deps.clock.now();
  await q.updateOperatorPassword(deps.db, operator.id, await hashPassword(newPass), now);
  await revokeOperatorSessions(deps, operator.id, caller.operator.sessionId);
  await writeOperationLog(deps, {
    operatorId: operator.id,
    service: 'ops',
    action: 'changePassword',
    content: `operator ${operator.name}`,
    ip: caller.ip,
  });
  return { id: operator.id, name: operator.name, mustChangePassword: false };
}

export async function signOutOperator(deps: Pick<Deps, 'db' | 'clock'>, { caller }: { caller: OperatorCaller }): Promise<void> {
  await q.endOperatorSession(deps.db, caller.operator.sessionId, deps.clock.now());
}
