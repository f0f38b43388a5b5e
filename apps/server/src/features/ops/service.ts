import { randomInt } from 'node:crypto';
import { type OperatorInfo, isValidPassword, passwordPolicy } from '@console/contract';
import { writeOperationLog } from '../../platform/audit.js';
import type { OperatorCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { assertIpNotHeld, assertSignInOpen, clearSourceFailures, countSignInFailure } from '../../platform/limits.js';
import { createOperatorSession, revokeOperatorSessions } from '../../platform/operator-session.js';
import { hashPassword, verifyPassword } from '../../platform/password.js';
import { assertPasswordAllowed, isCommonPassword } from '../../platform/password-policy.js';
import { keyedHash } from '../../platform/personal-data.js';
import { isKnownSource, rememberSource } from '../../platform/sign-in-sources.js';
import { type CaptchaProof, checkCaptcha } from '../auth/index.js';
import * as q from './queries.js';

/** A random 16-character password under the one rule (letters, digits and specials), for the CLI to print once. */
function oneTimePassword(): string {
  const alphabet = `ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789${passwordPolicy.specials}`;
  for (;;) {
    const password = Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join('');
    if (isValidPassword(password) && !isCommonPassword(password)) return password;
  }
}

/** Whether an operator already has this name (the CLI asks before creating one). */
export async function operatorNameTaken(deps: Pick<Deps, 'db'>, options: { name: string }): Promise<boolean> {
  return !!(await q.findOperatorByName(deps.db, options.name));
}

/** A new operator with a one-time password, which the CLI prints once. */
export async function createOperator(
  deps: Pick<Deps, 'db' | 'clock'>,
  options: { name: string },
): Promise<{ id: string; password: string }> {
  const password = oneTimePassword();
  const now = deps.clock.now();
  const id = newId(now);
  await q.insertOperator(deps.db, { id, name: options.name, passwordHash: await hashPassword(password), now });
  return { id, password };
}

/**
 * Operator sign-in behind the same captcha and proof of work as the console's, and the same
 * lockouts: per operator and source, so a stranger's guesses never lock the operator out at their
 * usual address, and only known sources while the name is being guessed from everywhere. An unknown
 * name counts, locks and answers exactly like a real one.
 */
export async function signInOperator(
  deps: Deps,
  input: CaptchaProof & { name: string; password: string },
): Promise<{ token: string; operator: OperatorInfo }> {
  const { caller } = input;
  await assertIpNotHeld(deps, caller.ip);
  await checkCaptcha(deps, input);
  const operator = await q.findOperatorByName(deps.db, input.name);
  const accountKey = operator ? `o:${operator.id}` : `ox:${keyedHash(deps, 'ops-signin', input.name.toLowerCase())}`;
  await assertSignInOpen(deps, {
    accountKey,
    ip: caller.ip,
    byPassword: true,
    isKnownSource: () => isKnownSource(deps, accountKey, caller.ip),
  }).catch((error: unknown) => {
    throw error instanceof AppError && error.key === 'accountLocked'
      ? new AppError('operatorLocked', error.params, null, error.headers)
      : error;
  });
  const ok = await verifyPassword(operator?.password_hash, input.password);
  if (!operator || !ok) {
    if (operator) {
      await writeOperationLog(deps, {
        operatorId: operator.id,
        service: 'ops',
        action: 'signInFailed',
        phrase: { key: 'ops.signInFailed', params: { operator: operator.name } },
        content: `operator ${operator.name}`,
        ip: caller.ip,
        device: caller.userAgent,
      });
    }
    const { error } = await countSignInFailure(deps, { accountKey, ip: caller.ip, failure: new AppError('operatorSignInFailed') });
    throw error.key === 'accountLocked' ? new AppError('operatorLocked', error.params, null, error.headers) : error;
  }
  await clearSourceFailures(deps, { accountKey, ip: caller.ip });
  await rememberSource(deps, accountKey, caller.ip);
  const token = await createOperatorSession(deps, { operatorId: operator.id, ip: caller.ip, userAgent: caller.userAgent });
  await writeOperationLog(deps, {
    operatorId: operator.id,
    service: 'ops',
    action: 'signIn',
    phrase: { key: 'ops.signIn', params: { operator: operator.name } },
    content: `operator ${operator.name}`,
    ip: caller.ip,
    device: caller.userAgent,
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
  assertPasswordAllowed(newPass, { field: 'newPass', lang: caller.lang });
  const now = deps.clock.now();
  await q.updateOperatorPassword(deps.db, operator.id, await hashPassword(newPass), now);
  await revokeOperatorSessions(deps, operator.id, caller.operator.sessionId);
  await writeOperationLog(deps, {
    operatorId: operator.id,
    service: 'ops',
    action: 'changePassword',
    phrase: { key: 'ops.changePassword', params: { operator: operator.name } },
    content: `operator ${operator.name}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return { id: operator.id, name: operator.name, mustChangePassword: false };
}

export async function signOutOperator(deps: Pick<Deps, 'db' | 'clock'>, { caller }: { caller: OperatorCaller }): Promise<void> {
  await q.endOperatorSession(deps.db, caller.operator.sessionId, deps.clock.now());
}
