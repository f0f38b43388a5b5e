import { type SessionUserInfo, type SignInAnswer, mfaSignInTicketValidityMs, phonePattern } from '@console/contract';
import { translate } from '@console/phrases';
import { type AccountRecord, accountRecordOf } from '../account/index.js';
import { writeOperationLog } from '../../platform/audit.js';
import type { Caller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { languageOf, messageTime, sendInBackground } from '../../platform/delivery.js';
import { AppError } from '../../platform/errors.js';
import { limits } from '../../platform/limits.js';
import { assertSignInOpen, clearAccountGuesses, countSignInFailure } from '../../platform/sign-in-limits.js';
import { keyedHash, normalizeEmail, phoneHash } from '../../platform/personal-data.js';
import { type LoginPath, createUserSession, findLiveSession, revokeSession } from '../../platform/session.js';
import { isKnownSource, rememberSource } from '../../platform/sign-in-sources.js';
import { issueStepTicket } from '../../platform/step-tickets.js';
import { secondStepOf, secondStepPasskeyOptions } from '../mfa/index.js';
import { purposes } from './purposes.js';

/**
 * What every sign-in pathway shares (sign-in.ts, registration, certificates through signInWithProof):
 * starting the session, finding the account as typed, the per-source locks and failure counting with
 * the owner's notice, and the pending second step a protected account gets after its first.
 */

export interface SessionStart {
  caller: Caller;
  /** The session cookie the request came with: never reused, a sign-in always starts a new session. */
  presentedToken: string | undefined;
}

/** A first step's request: the trusted-device cookie it came with may skip the second step. */
export interface FirstStepStart extends SessionStart {
  deviceToken?: string | undefined;
}

/** A sign-in's outcome: a session (`token`), or for a protected account only the pending sign-in in `info`. */
export interface SignInResult {
  token?: string;
  info: SignInAnswer;
}

/**
 * A new session for the person (the one presented ends), logged; their source becomes a known one
 * and the account is no longer "being guessed".
 */
export async function startSession(
  deps: Deps,
  user: AccountRecord,
  loginPath: LoginPath,
  { caller, presentedToken }: SessionStart,
): Promise<{ token: string; info: SessionUserInfo }> {
  if (presentedToken) {
    const previous = await findLiveSession(deps, presentedToken);
    if (previous) await revokeSession(deps, previous.id, 'rotated');
  }
  const { token } = await createUserSession(deps, { userId: user.id, loginPath, ip: caller.ip, userAgent: caller.userAgent });
  await rememberSource(deps, `u:${user.id}`, caller.ip);
  // The owner is here: their other new devices need not wait out someone else's guesses.
  await clearAccountGuesses(deps, { accountKey: `u:${user.id}`, ip: caller.ip });
  await writeOperationLog(deps, {
    userId: user.id,
    service: 'account',
    action: 'signIn',
    phrase: { key: 'account.signIn', params: { account: user.account_name } },
    content: `${user.account_name} (${loginPath})`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return { token, info: { userId: user.id, userName: user.account_name, checkStatus: user.check_status } };
}

/** Account name, e-mail or phone, as typed on the sign-in page. */
export async function findAccount(deps: Deps, typed: string): Promise<AccountRecord | undefined> {
  if (typed.includes('@')) return accountRecordOf(deps, { email: normalizeEmail(typed) });
  if (phonePattern.test(typed))
    return (await accountRecordOf(deps, { phoneHash: phoneHash(deps, typed) })) ?? accountRecordOf(deps, { accountName: typed });
  return accountRecordOf(deps, { accountName: typed });
}

/**
 * Failures count against the person when one matched, else against what was typed: an unknown
 * name locks and is "being guessed" exactly like a real one, so the lockout tells nothing either.
 */
export function accountKeyOf(deps: Deps, user: AccountRecord | undefined, typed: string): string {
  return user ? `u:${user.id}` : `x:${keyedHash(deps, 'signin', typed.toLowerCase())}`;
}

/** Whether this source may try for the account (per-source lock; known sources only while it is being guessed). */
export function assertOpen(deps: Deps, accountKey: string, caller: Caller, byPassword: boolean): Promise<void> {
  return assertSignInOpen(deps, {
    accountKey,
    ip: caller.ip,
    byPassword,
    isKnownSource: () => isKnownSource(deps, accountKey, caller.ip),
  });
}

/**
 * The owner hears that their account is being guessed, by e-mail with a single-use link that unlocks
 * password sign-in where it is opened. In the background: the answer and its timing do not depend on
 * whether a real account was behind the name.
 */
function noticeGuessing(deps: Deps, caller: Caller, user: AccountRecord): void {
  if (!user.email) return;
  const email = user.email;
  void (async () => {
    const { ticket } = await issueStepTicket(deps, { purpose: purposes.unlock, owner: user.id, validityMs: limits.unlockLinkValidityMs });
    const link = `${deps.config.publicUrl}/unlock?account=${encodeURIComponent(user.id)}&token=${encodeURIComponent(ticket)}`;
    const lang = languageOf(user.language, caller.lang);
    const params = {
      appName: translate(lang, 'common.appName'),
      userName: user.account_name,
      time: messageTime(deps.clock.now(), user.time_zone),
      link,
    };
    sendInBackground(deps, caller.log, {
      channel: 'mail',
      to: email,
      purpose: 'sign_in_guessed',
      subject: translate(lang, 'messages.signInGuessedEmail.subject', params),
      text: translate(lang, 'messages.signInGuessedEmail.text', params),
    });
  })().catch((error: unknown) => caller.log.error({ err: error }, 'the sign-in notice could not be prepared'));
}

export async function failSignIn(
  deps: Deps,
  input: { user: AccountRecord | undefined; accountKey: string; shown: string; path: string; caller: Caller; failure: AppError },
): Promise<AppError> {
  await writeOperationLog(deps, {
    userId: input.user?.id ?? null,
    service: 'account',
    action: 'signInFailed',
    phrase: { key: 'account.signInFailed', params: { account: input.shown } },
    content: `${input.shown} (${input.path})`,
    ip: input.caller.ip,
  });
  const { error, notify } = await countSignInFailure(deps, { accountKey: input.accountKey, ip: input.caller.ip, failure: input.failure });
  if (notify && input.user) noticeGuessing(deps, input.caller, input.user);
  return error;
}

/** The sealed pending sign-in a protected account's second step presents. */
export interface PendingSignIn {
  userId: string;
  ticket: string;
  path: LoginPath;
}

/**
 * After a right password or SMS code (never before, so nothing tells whether an account has a second
 * factor): the session, or — when the account asks for a second factor and this browser is not
 * trusted for it — only a pending sign-in: a single-use, 5-minute step ticket, sealed with the
 * account and the path, and no session cookie.
 */
export async function afterFirstStep(deps: Deps, user: AccountRecord, loginPath: LoginPath, input: FirstStepStart): Promise<SignInResult> {
  const step = await secondStepOf(deps, { userId: user.id, deviceToken: input.deviceToken });
  if (step === 'code') {
    const { ticket } = await issueStepTicket(deps, { purpose: purposes.secondStep, owner: user.id, validityMs: mfaSignInTicketValidityMs });
    const pending: PendingSignIn = { userId: user.id, ticket, path: loginPath };
    await writeOperationLog(deps, {
      userId: user.id,
      service: 'account',
      action: 'signInSecondStepAsked',
      phrase: { key: 'account.signInSecondStepAsked', params: { account: user.account_name } },
      content: `${user.account_name} (${loginPath})`,
      ip: input.caller.ip,
      device: input.caller.userAgent,
    });
    return {
      info: {
        userId: user.id,
        userName: user.account_name,
        checkStatus: user.check_status,
        secondStep: 'code',
        stepTicket: deps.cipher.encrypt(JSON.stringify(pending)),
        passkeyOptions: await secondStepPasskeyOptions(deps, user.id),
      },
    };
  }
  const { token, info } = await startSession(deps, user, loginPath, input);
  return { token, info: step === 'setUp' ? { ...info, mfaSetUpRequired: true } : info };
}

export function openPending(deps: Deps, sealed: string): PendingSignIn {
  try {
    const pending = JSON.parse(deps.cipher.decrypt(sealed)) as PendingSignIn;
    if (typeof pending.userId === 'string' && typeof pending.ticket === 'string' && typeof pending.path === 'string') return pending;
  } catch {
    // Not one of ours, or tampered with: the same refusal as an expired one.
  }
  throw new AppError('mfaStepInvalid');
}
