import { randomBytes } from 'node:crypto';
import type { OperatorInfo } from '@console/contract';
import { writeOperationLog } from '../../platform/audit.js';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { createOperatorSession, revokeOperatorSessions } from '../../platform/operator-session.js';
import { hashPassword, verifyPassword } from '../../platform/password.js';

const maxFailures = 5;
const lockMs = 15 * 60_000;

/** Creates an operator with a one-time password that must be changed at first sign-in. */
export async function createOperator(deps: Pick<Deps, 'db' | 'clock'>, options: { name: string }): Promise<{ id: string; password: string }> {
  const password = randomBytes(12).toString('base64url');
  const now = deps.clock.now();
  const id = newId(now);
  await deps.db
    .insertInto('operators')
    .values({ id, name: options.name, password_hash: await hashPassword(password), must_change_password: 1, failed_count: 0, locked_until: null, created_at: now, password_changed_at: null })
    .execute();
  return { id, password };
}

export async function signInOperator(
  deps: Pick<Deps, 'db' | 'clock'>,
  options: { name: string; password: string; ip: string; userAgent: string },
): Promise<{ token: string; operator: OperatorInfo }> {
  const now = deps.clock.now();
  const operator = await deps.db.selectFrom('operators').selectAll().where('name', '=', options.name).executeTakeFirst();
  if (operator?.locked_until && operator.locked_until > now) {
    throw new AppError('operatorLocked', { minutes: Math.ceil((operator.locked_until - now) / 60_000) });
  }
  const ok = await verifyPassword(operator?.password_hash, options.password);
  if (!operator || !ok) {
    if (operator) {
      const failures = operator.failed_count + 1;
      const locked = failures >= maxFailures;
      await deps.db
        .updateTable('operators')
        .set({ failed_count: locked ? 0 : failures, locked_until: locked ? now + lockMs : null })
        .where('id', '=', operator.id)
        .execute();
      await writeOperationLog(deps, { operatorId: operator.id, service: 'ops', action: 'signInFailed', content: `operator ${operator.name}`, ip: options.ip });
    }
    throw new AppError('operatorSignInFailed');
  }
  await deps.db.updateTable('operators').set({ failed_count: 0, locked_until: null }).where('id', '=', operator.id).execute();
  const token = await createOperatorSession(deps, { operatorId: operator.id, ip: options.ip, userAgent: options.userAgent });
  await writeOperationLog(deps, { operatorId: operator.id, service: 'ops', action: 'signIn', content: `operator ${operator.name}`, ip: options.ip });
  return { token, operator: { id: operator.id, name: operator.name, mustChangePassword: operator.must_change_password === 1 } };
}

export async function changeOperatorPassword(
  deps: Pick<Deps, 'db' | 'clock'>,
  options: { operatorId: string; sessionId: string; oldPass: string; newPass: string; ip: string },
): Promise<OperatorInfo> {
  const operator = await deps.db.selectFrom('operators').selectAll().where('id', '=', options.operatorId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(operator.password_hash, options.oldPass))) throw new AppError('operatorPasswordWrong');
  if (options.oldPass === options.newPass) throw new AppError('operatorPasswordReused');
  const now = deps.clock.now();
  await deps.db
    .updateTable('operators')
    .set({ password_hash: await hashPassword(options.newPass), must_change_password: 0, password_changed_at: now })
    .where('id', '=', operator.id)
    .execute();
  await revokeOperatorSessions(deps, operator.id, options.sessionId);
  await writeOperationLog(deps, { operatorId: operator.id, service: 'ops', action: 'changePassword', content: `operator ${operator.name}`, ip: options.ip });
  return { id: operator.id, name: operator.name, mustChangePassword: false };
}

export async function signOutOperator(deps: Pick<Deps, 'db' | 'clock'>, options: { sessionId: string }): Promise<void> {
  await deps.db.updateTable('operator_sessions').set({ revoked_at: deps.clock.now() }).where('id', '=', options.sessionId).execute();
}
