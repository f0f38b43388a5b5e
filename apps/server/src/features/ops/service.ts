import { randomInt } from 'node:crypto';
import {
  type OperatorInfo,
  type OperatorSignInAnswer,
  isValidPassword,
  mfaSignInTicketValidityMs,
  passwordPolicy,
} from '@console/contract';
import { writeOperationLog } from '../../platform/audit.js';
import type { Caller, OperatorCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { assertIpNotHeld, assertSignInOpen, clearSourceFailures, countSignInFailure } from '../../platform/sign-in-limits.js';
import { createOperatorSession, endOperatorSession, revokeOperatorSessions } from '../../platform/operator-session.js';
import { hashPassword, verifyPassword } from '../../platform/password.js';
import { assertPasswordAllowed, isCommonPassword } from '../../platform/password-policy.js';
import { keyedHash } from '../../platform/personal-data.js';
import { isKnownSource, rememberSource } from '../../platform/sign-in-sources.js';
import { findStepTicket, issueStepTicket, useStepTicket } from '../../platform/step-tickets.js';
import { type CaptchaProof, checkCaptcha } from '../auth/index.js';
import { checkOperatorPasskey, checkSecondFactor, hasSecondFactor, operatorAssertionOptions } from '../mfa/index.js';
import { purposes } from './purposes.js';
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

/** Failures of the sign-in's two steps lock by operator and source alike, under the operator's own code. */
const asOperatorLock = (error: unknown) =>
  error instanceof AppError && error.key === 'accountLocked' ? new AppError('operatorLocked', error.params, null, error.headers) : error;

async function failOperatorSignIn(
  deps: Deps,
  input: { operator: { id: string; name: string } | undefined; accountKey: string; caller: Caller; failure: AppError; step: string },
): Promise<unknown> {
  const { operator, caller } = input;
  if (operator) {
    await writeOperationLog(deps, {
      operatorId: operator.id,
      service: 'ops',
      action: 'signInFailed',
      phrase: { key: 'ops.signInFailed', params: { operator: operator.name } },
      content: `operator ${operator.name} (${input.step})`,
      ip: caller.ip,
      device: caller.userAgent,
    });
  }
  const { error } = await countSignInFailure(deps, { accountKey: input.accountKey, ip: caller.ip, failure: input.failure });
  return asOperatorLock(error);
}

const infoOf = (operator: { id: string; name: string; must_change_password: number }, factorSetUpRequired: boolean): OperatorInfo => ({
  id: operator.id,
  name: operator.name,
  mustChangePassword: operator.must_change_password === 1,
  factorSetUpRequired,
});

async function startSession(deps: Deps, operator: q.OperatorRow, caller: Caller, factor: string | null): Promise<string> {
  const token = await createOperatorSession(deps, { operatorId: operator.id, ip: caller.ip, userAgent: caller.userAgent });
  await writeOperationLog(deps, {
    operatorId: operator.id,
    service: 'ops',
    action: 'signIn',
    phrase: { key: 'ops.signIn', params: { operator: operator.name } },
    content: `operator ${operator.name}${factor ? ` (second factor: ${factor})` : ''}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return token;
}

/**
 * Operator sign-in behind the same captcha and proof of work as the console's, and the same
 * lockouts: per operator and source, so a stranger's guesses never lock the operator out at their
 * usual address, and only known sources while the name is being guessed from everywhere. An unknown
 * name counts, locks and answers exactly like a real one. An operator with a second factor (every
 * operator once set up) gets no session yet: only a sealed, single-use, 5-minute step
 * ticket for the second step. One without is signed in and led to set it up (`factorSetUpRequired`).
 */
export async function signInOperator(
  deps: Deps,
  input: CaptchaProof & { name: string; password: string },
): Promise<{ token: string | null; answer: OperatorSignInAnswer }> {
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
    throw asOperatorLock(error);
  });
  const ok = await verifyPassword(operator?.password_hash, input.password);
  if (!operator || !ok) {
    throw await failOperatorSignIn(deps, { operator, accountKey, caller, failure: new AppError('operatorSignInFailed'), step: 'password' });
  }
  await clearSourceFailures(deps, { accountKey, ip: caller.ip });
  await rememberSource(deps, accountKey, caller.ip);
  if (await hasSecondFactor(deps, operator.id)) {
    const { ticket } = await issueStepTicket(deps, {
      purpose: purposes.secondStep,
      owner: operator.id,
      validityMs: mfaSignInTicketValidityMs,
    });
    const stepTicket = deps.cipher.encrypt(JSON.stringify({ operatorId: operator.id, ticket }));
    const passkeyOptions = await operatorAssertionOptions(deps, operator.id, 'signIn');
    const answer: OperatorSignInAnswer = { ...infoOf(operator, false), secondStep: 'code', stepTicket };
    return { token: null, answer: passkeyOptions ? { ...answer, passkeyOptions } : answer };
  }
  const token = await startSession(deps, operator, caller, null);
  return { token, answer: { ...infoOf(operator, true), secondStep: 'none', stepTicket: null } };
}

function openPending(deps: Deps, sealed: string): { operatorId: string; ticket: string } {
  try {
    const pending = JSON.parse(deps.cipher.decrypt(sealed)) as { operatorId?: unknown; ticket?: unknown };
    if (typeof pending.operatorId === 'string' && typeof pending.ticket === 'string')
      return { operatorId: pending.operatorId, ticket: pending.ticket };
  } catch {
    // Not one of ours, or tampered with: the same refusal as an expired one.
  }
  throw new AppError('mfaStepInvalid');
}

type PasskeyResponse = Parameters<typeof checkOperatorPasskey>[1]['response'];

/** The second step's factor: an app or recovery code, or a passkey's assertion over the operator's sign-in challenge. */
async function secondFactor(
  deps: Deps,
  operatorId: string,
  input: { code?: string; passkey?: PasskeyResponse; caller: Caller },
): Promise<{ factor: string } | { failure: AppError }> {
  if (input.passkey) {
    const checked = await checkOperatorPasskey(deps, { holderId: operatorId, response: input.passkey, purpose: 'signIn' });
    return checked === 'passkey' ? { factor: 'passkey' } : { failure: new AppError(checked.refused) };
  }
  const used = await checkSecondFactor(deps, operatorId, input.code ?? '');
  if (!used) return { failure: fieldError('mfaCodeWrong', 'code', input.caller.lang) };
  return { factor: used === 'totp' ? 'authenticator app' : 'recovery code' };
}

/**
 * The operator's second step: the step ticket and a current app code, a recovery code or a passkey's
 * assertion, under the same IP holds and per-source locks as the password; a wrong one counts exactly
 * like a wrong password.
 */
export async function signInOperatorSecondStep(
  deps: Deps,
  input: { caller: Caller; stepTicket: string; code?: string; passkey?: PasskeyResponse },
): Promise<{ token: string; operator: OperatorInfo }> {
  const { caller } = input;
  await assertIpNotHeld(deps, caller.ip);
  const pending = openPending(deps, input.stepTicket);
  const operator = await q.findOperatorById(deps.db, pending.operatorId).catch(() => undefined);
  if (!operator) throw new AppError('mfaStepInvalid');
  const accountKey = `o:${operator.id}`;
  await assertSignInOpen(deps, {
    accountKey,
    ip: caller.ip,
    byPassword: true,
    isKnownSource: () => isKnownSource(deps, accountKey, caller.ip),
  }).catch((error: unknown) => {
    throw asOperatorLock(error);
  });
  const ticketId = await findStepTicket(deps, { purpose: purposes.secondStep, owner: operator.id, ticket: pending.ticket });
  if (!ticketId) throw new AppError('mfaStepInvalid');
  const checked = await secondFactor(deps, operator.id, input);
  if ('failure' in checked) {
    throw await failOperatorSignIn(deps, { operator, accountKey, caller, failure: checked.failure, step: 'second step' });
  }
  if (!(await useStepTicket(deps.db, ticketId, deps.clock.now()))) throw new AppError('mfaStepInvalid');
  await clearSourceFailures(deps, { accountKey, ip: caller.ip });
  const token = await startSession(deps, operator, caller, checked.factor);
  return { token, operator: infoOf(operator, false) };
}

export async function currentOperator(deps: Pick<Deps, 'db'>, { caller }: { caller: OperatorCaller }): Promise<OperatorInfo> {
  const { operator } = caller;
  return {
    id: operator.operatorId,
    name: operator.name,
    mustChangePassword: operator.mustChangePassword,
    factorSetUpRequired: !(await hasSecondFactor(deps, operator.operatorId)),
  };
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
  return {
    id: operator.id,
    name: operator.name,
    mustChangePassword: false,
    factorSetUpRequired: !(await hasSecondFactor(deps, operator.id)),
  };
}

export async function signOutOperator(deps: Pick<Deps, 'db' | 'clock'>, { caller }: { caller: OperatorCaller }): Promise<void> {
  await endOperatorSession(deps, { sessionId: caller.operator.sessionId });
}
