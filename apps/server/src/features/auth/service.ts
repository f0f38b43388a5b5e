import {
  type CodeSent,
  type RegisteredAccount,
  type RegistrationTicket,
  type SessionUserInfo,
  type SmsLoginAnswer,
  emailLinkValidityMs,
  phonePattern,
  smsCodeValidityMs,
} from '@console/contract';
import { writeOperationLog } from '../../platform/audit.js';
import type { Caller, UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { hashToken, newToken } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { hashPassword, needsRehash, verifyPassword } from '../../platform/password.js';
import { type LoginPath, createUserSession, findLiveSession, revokeSession, revokeSessionsOf } from '../../platform/session.js';
import { type CaptchaProof, checkCaptcha } from './captcha.js';
import { checkCode, issueCode, useCode, voidCodeOf } from '../../platform/codes.js';
import { languageOf, sendInBackground, sendNow } from '../../platform/delivery.js';
import { codeSms, registerEmail, resetEmail } from './messages.js';
import { purposes } from './purposes.js';
import {
  assertAccountNotLocked,
  assertIpNotHeld,
  assertOldPasswordTriesLeft,
  clearAccountFailures,
  countIpFailure,
  countSendFromIp,
  countSignInFailure,
  countWrongOldPassword,
} from '../../platform/limits.js';
import { keyedHash, maskEmail, maskIdentifier, maskPhone, normalizeEmail, phoneHash, sealPhone } from '../../platform/personal-data.js';
import * as q from './queries.js';

export { createCaptcha, readCaptchaTestAnswer } from './captcha.js';

type AuthDeps = Deps;

// ---- registration (§1: e-mail verification, account info, done) -----------------------------

export async function sendRegisterEmailCode(
  deps: AuthDeps,
  { caller, ...input }: CaptchaProof & { caller: Caller; email: string },
): Promise<CodeSent> {
  await countSendFromIp(deps, caller.ip);
  await checkCaptcha(deps, input);
  const now = deps.clock.now();
  await q.purgeExpired(deps.db, now);
  const email = normalizeEmail(input.email);
  // §8 asks for this message; it is only ever given behind a solved captcha and the send limits.
  if (await q.findUserByEmail(deps.db, email)) throw new AppError('emailRegistered');
  const { code, sent } = await issueCode(deps, { purpose: purposes.registerEmail, recipient: email, validityMs: emailLinkValidityMs });
  const activationToken = newToken();
  await q.upsertPendingRegistration(deps.db, {
    id: newId(now),
    email,
    language: caller.lang,
    activationTokenHash: hashToken(activationToken),
    activationExpiresAt: now + emailLinkValidityMs,
    createdAt: now,
    expiresAt: now + emailLinkValidityMs,
  });
  const link = `${deps.config.publicUrl}/activation?token=${encodeURIComponent(activationToken)}`;
  await sendNow(deps, caller.log, registerEmail(caller.lang, email, code, link));
  return sent;
}

async function issueTicket(deps: AuthDeps, pending: { id: string; email: string }): Promise<RegistrationTicket> {
  const now = deps.clock.now();
  const ticket = newToken();
  const expiresAt = now + emailLinkValidityMs;
  await q.markEmailVerified(deps.db, pending.id, { now, ticketHash: hashToken(ticket), ticketExpiresAt: expiresAt });
  return { ticket, email: pending.email, expiresAt };
}

export async function verifyRegisterEmail(
  deps: AuthDeps,
  input: { caller: Caller; email: string; code: string },
): Promise<RegistrationTicket> {
  const email = normalizeEmail(input.email);
  const codeId = await checkCode(deps, { purpose: purposes.registerEmail, recipient: email, code: input.code });
  const pending = await q.findPendingByEmail(deps.db, email, deps.clock.now());
  if (!pending) throw new AppError('codeWrong');
  if (await q.findUserByEmail(deps.db, email)) throw new AppError('emailRegistered');
  await useCode(deps, codeId);
  return issueTicket(deps, pending);
}

/** The link of the e-mail (`/activation?token=…`): proves the e-mail like the code does, once. */
export async function activateRegistration(
  deps: AuthDeps,
  input: { caller: Caller; activationToken: string },
): Promise<RegistrationTicket> {
  const now = deps.clock.now();
  const pending = await q.findPendingByActivation(deps.db, hashToken(input.activationToken), now);
  if (!pending) throw new AppError('activationInvalid');
  if (await q.findUserByEmail(deps.db, pending.email)) throw new AppError('emailRegistered');
  // The code in the same e-mail is spent with the link.
  await voidCodeOf(deps, { purpose: purposes.registerEmail, recipient: pending.email });
  return issueTicket(deps, pending);
}

async function pendingOfTicket(deps: AuthDeps, ticket: string) {
  const pending = await q.findPendingByTicket(deps.db, hashToken(ticket), deps.clock.now());
  if (!pending) throw new AppError('registrationExpired');
  return pending;
}

export async function sendRegisterSmsCode(
  deps: AuthDeps,
  { caller, ...input }: CaptchaProof & { caller: Caller; ticket: string; phone: string },
): Promise<CodeSent> {
  await countSendFromIp(deps, caller.ip);
  await checkCaptcha(deps, input);
  await pendingOfTicket(deps, input.ticket);
  const { code, sent } = await issueCode(deps, { purpose: purposes.registerPhone, recipient: input.phone, validityMs: smsCodeValidityMs });
  await sendNow(deps, caller.log, codeSms(caller.lang, input.phone, code, 'register'));
  return sent;
}

/** Which unique column a failed insert ran into (two registrations racing for one name, e-mail or phone). */
function conflictOf(error: unknown): AppError | undefined {
  const text = error instanceof Error ? `${error.message} ${(error as { constraint?: string }).constraint ?? ''}` : '';
  if (!/unique|duplicate/i.test(text)) return undefined;
  if (text.includes('account_name')) return new AppError('accountNameTaken');
  if (text.includes('phone_hash')) return new AppError('phoneRegistered');
  if (text.includes('email')) return new AppError('emailRegistered');
  return undefined;
}

export async function register(
  deps: AuthDeps,
  input: { caller: Caller; ticket: string; userName: string; phone: string; code: string; password: string },
): Promise<RegisteredAccount> {
  const pending = await pendingOfTicket(deps, input.ticket);
  const userName = input.userName.trim();
  // Sign-in by phone would otherwise find someone else's account under this name.
  if (phonePattern.test(userName)) throw new AppError('accountNameIsPhone');
  if (await q.findUserByAccountName(deps.db, userName)) throw new AppError('accountNameTaken');
  const codeId = await checkCode(deps, { purpose: purposes.registerPhone, recipient: input.phone, code: input.code });
  // Only the holder of the phone (who has its code) learns that it is taken.
  const phoneKey = phoneHash(deps, input.phone);
  if (await q.findUserByPhoneHash(deps.db, phoneKey)) throw new AppError('phoneRegistered');
  if (await q.findUserByEmail(deps.db, pending.email)) throw new AppError('emailRegistered');
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  const userId = newId(now);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await useCode({ db: trx, clock: deps.clock }, codeId);
      await q.insertUser(trx, {
        id: userId,
        accountName: userName,
        email: pending.email,
        phoneCipher: sealPhone(deps, input.phone),
        phoneHash: phoneKey,
        passwordHash,
        language: pending.language,
        now,
      });
      await q.deletePendingRegistration(trx, pending.id);
    });
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
  return { userId, userName };
}

// ---- sign-in -------------------------------------------------------------------------------

interface SessionStart {
  caller: Caller;
  /** The session cookie the request came with: never reused, a sign-in always starts a new session. */
  presentedToken: string | undefined;
}

async function startSession(
  deps: AuthDeps,
  user: q.UserRow,
  loginPath: LoginPath,
  { caller, presentedToken }: SessionStart,
): Promise<{ token: string; info: SessionUserInfo }> {
  if (presentedToken) {
    const previous = await findLiveSession(deps, presentedToken);
    if (previous) await revokeSession(deps, previous.id, 'rotated');
  }
  const { token } = await createUserSession(deps, { userId: user.id, loginPath, ip: caller.ip, userAgent: caller.userAgent });
  await writeOperationLog(deps, {
    userId: user.id,
    service: 'account',
    action: 'signIn',
    content: `${user.account_name} (${loginPath})`,
    ip: caller.ip,
  });
  return { token, info: { userId: user.id, userName: user.account_name, checkStatus: user.check_status } };
}

/** Account name, e-mail or phone, as typed on the sign-in page. */
async function findAccount(deps: AuthDeps, typed: string): Promise<q.UserRow | undefined> {
  if (typed.includes('@')) return q.findUserByEmail(deps.db, normalizeEmail(typed));
  if (phonePattern.test(typed))
    return (await q.findUserByPhoneHash(deps.db, phoneHash(deps, typed))) ?? q.findUserByAccountName(deps.db, typed);
  return q.findUserByAccountName(deps.db, typed);
}

/**
 * Failures count against the person when one matched, else against what was typed: an unknown
 * name locks after 5 tries exactly like a real one, so the lockout tells nothing either.
 */
function accountKeyOf(deps: AuthDeps, user: q.UserRow | undefined, typed: string): string {
  return user ? `u:${user.id}` : `x:${keyedHash(deps, 'signin', typed.toLowerCase())}`;
}

async function failSignIn(
  deps: AuthDeps,
  input: { user: q.UserRow | undefined; accountKey: string; shown: string; path: LoginPath; ip: string; failure: AppError },
): Promise<AppError> {
  await writeOperationLog(deps, {
    userId: input.user?.id ?? null,
    service: 'account',
    action: 'signInFailed',
    content: `${input.shown} (${input.path})`,
    ip: input.ip,
  });
  return countSignInFailure(deps, { accountKey: input.accountKey, ip: input.ip, failure: input.failure });
}

export async function signInWithPassword(
  deps: AuthDeps,
  input: CaptchaProof & SessionStart & { userName: string; password: string },
): Promise<{ token: string; info: SessionUserInfo }> {
  const { ip } = input.caller;
  await assertIpNotHeld(deps, ip);
  await checkCaptcha(deps, input);
  const typed = input.userName.trim();
  const user = await findAccount(deps, typed);
  const accountKey = accountKeyOf(deps, user, typed);
  await assertAccountNotLocked(deps, accountKey);
  const usable = user && user.status === 1 ? user : undefined;
  // An unknown or disabled account still pays for one argon2 verification: same answer, same time.
  const ok = await verifyPassword(usable?.password_hash, input.password);
  if (!usable || !ok) {
    throw await failSignIn(deps, {
      user,
      accountKey,
      shown: user ? user.account_name : maskIdentifier(typed),
      path: 'password',
      ip,
      failure: new AppError('signInFailed'),
    });
  }
  await clearAccountFailures(deps, accountKey);
  if (needsRehash(usable.password_hash!))
    await q.updatePasswordHash(deps.db, usable.id, await hashPassword(input.password), deps.clock.now());
  return startSession(deps, usable, 'password', input);
}

/** Same answer whether the phone has an account; the code goes out only if it has. */
export async function sendLoginSmsCode(
  deps: AuthDeps,
  { caller, ...input }: CaptchaProof & { caller: Caller; phone: string },
): Promise<CodeSent> {
  await countSendFromIp(deps, caller.ip);
  await checkCaptcha(deps, input);
  const user = await q.findUserByPhoneHash(deps.db, phoneHash(deps, input.phone));
  const { code, sent } = await issueCode(deps, { purpose: purposes.login, recipient: input.phone, validityMs: smsCodeValidityMs });
  if (user?.status === 1) sendInBackground(deps, caller.log, codeSms(languageOf(user.language, caller.lang), input.phone, code, 'login'));
  return sent;
}

export async function signInWithSmsCode(
  deps: AuthDeps,
  input: SessionStart & { phone: string; code: string },
): Promise<{ token: string; answer: SmsLoginAnswer }> {
  const { ip } = input.caller;
  await assertIpNotHeld(deps, ip);
  const user = await q.findUserByPhoneHash(deps.db, phoneHash(deps, input.phone));
  const accountKey = accountKeyOf(deps, user, input.phone);
  await assertAccountNotLocked(deps, accountKey);
  const fail = async (failure: AppError) => failSignIn(deps, { user, accountKey, shown: maskPhone(input.phone), path: 'sms', ip, failure });
  let codeId: string;
  try {
    codeId = await checkCode(deps, { purpose: purposes.login, recipient: input.phone, code: input.code });
  } catch (error) {
    throw error instanceof AppError ? await fail(error) : error;
  }
  if (!user || user.status !== 1) throw await fail(new AppError('codeWrong'));
  await useCode(deps, codeId);
  await clearAccountFailures(deps, accountKey);
  const { token, info } = await startSession(deps, user, 'sms', input);
  return { token, answer: { status: 200, ...info } };
}

export async function signOut(
  deps: AuthDeps,
  { caller, presentedToken }: { caller: Caller; presentedToken: string | undefined },
): Promise<void> {
  if (!presentedToken) return;
  const session = await findLiveSession(deps, presentedToken);
  if (!session) return;
  await revokeSession(deps, session.id, 'signed_out');
  const user = await q.findUserById(deps.db, session.user_id);
  await writeOperationLog(deps, {
    userId: session.user_id,
    enterpriseId: session.enterprise_id,
    service: 'account',
    action: 'signOut',
    content: user?.account_name ?? '',
    ip: caller.ip,
  });
}

// ---- passwords -----------------------------------------------------------------------------

/** §7 updatePass: the other sessions of the account end (they are told code 12); this one stays. */
export async function changePassword(
  deps: AuthDeps,
  { caller, oldPass, newPass }: { caller: UserCaller; oldPass: string; newPass: string },
): Promise<void> {
  const { userId, sessionId } = caller.user;
  await assertOldPasswordTriesLeft(deps, userId);
  const user = await q.findUserById(deps.db, userId);
  if (!user || !(await verifyPassword(user.password_hash, oldPass))) {
    throw await countWrongOldPassword(deps, userId, new AppError('oldPasswordWrong'));
  }
  const now = deps.clock.now();
  await q.updatePasswordHash(deps.db, user.id, await hashPassword(newPass), now);
  await revokeSessionsOf(deps, { userId: user.id, reason: 'password_changed', keepSessionId: sessionId });
  await writeOperationLog(deps, {
    userId: user.id,
    service: 'account',
    action: 'changePassword',
    content: user.account_name,
    ip: caller.ip,
  });
}

function resetRecipient(account: string): { recipient: string; channel: 'mail' | 'sms' } {
  const trimmed = account.trim();
  return trimmed.includes('@') ? { recipient: normalizeEmail(trimmed), channel: 'mail' } : { recipient: trimmed, channel: 'sms' };
}

async function findByRecipient(deps: AuthDeps, target: { recipient: string; channel: 'mail' | 'sms' }) {
  return target.channel === 'mail'
    ? q.findUserByEmail(deps.db, target.recipient)
    : q.findUserByPhoneHash(deps.db, phoneHash(deps, target.recipient));
}

/** Same answer whether the account exists; the code goes out only if it does. */
export async function sendResetCode(
  deps: AuthDeps,
  { caller, ...input }: CaptchaProof & { caller: Caller; account: string },
): Promise<CodeSent> {
  await countSendFromIp(deps, caller.ip);
  await checkCaptcha(deps, input);
  const target = resetRecipient(input.account);
  const user = await findByRecipient(deps, target);
  const purpose = purposes.reset;
  const { code, sent } = await issueCode(deps, { purpose, recipient: target.recipient, validityMs: smsCodeValidityMs });
  if (user?.status === 1) {
    const lang = languageOf(user.language, caller.lang);
    sendInBackground(
      deps,
      caller.log,
      target.channel === 'mail'
        ? resetEmail(lang, target.recipient, code, user.account_name)
        : codeSms(lang, target.recipient, code, 'reset'),
    );
  }
  return sent;
}

/** A new password under the registration rule; every session of the account ends. */
export async function resetPassword(
  deps: AuthDeps,
  { caller, ...input }: { caller: Caller; account: string; code: string; password: string },
): Promise<void> {
  await assertIpNotHeld(deps, caller.ip);
  const target = resetRecipient(input.account);
  let codeId: string;
  try {
    codeId = await checkCode(deps, { purpose: purposes.reset, recipient: target.recipient, code: input.code });
  } catch (error) {
    await countIpFailure(deps, caller.ip);
    throw error;
  }
  const user = await findByRecipient(deps, target);
  if (!user || user.status !== 1) throw new AppError('codeWrong');
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  await useCode(deps, codeId);
  await q.updatePasswordHash(deps.db, user.id, passwordHash, now);
  await revokeSessionsOf(deps, { userId: user.id, reason: 'password_changed' });
  // Whoever holds the code owns the account: a lockout from someone else's guessing ends here.
  await clearAccountFailures(deps, `u:${user.id}`);
  const shown = target.channel === 'mail' ? maskEmail(target.recipient) : maskPhone(target.recipient);
  await writeOperationLog(deps, {
    userId: user.id,
    service: 'account',
    action: 'resetPassword',
    content: `${user.account_name} (${shown})`,
    ip: caller.ip,
  });
}
