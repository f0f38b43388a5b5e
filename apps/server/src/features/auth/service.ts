import {
  type CodeSent,
  type OutboxMessage,
  type RegisteredAccount,
  type RegistrationTicket,
  type SessionUserInfo,
  type SmsLoginAnswer,
  emailLinkValidityMs,
  phonePattern,
  smsCodeValidityMs,
} from '@console/contract';
import type { Language } from '@console/phrases';
import type { FastifyBaseLogger } from 'fastify';
import { writeOperationLog } from '../../platform/audit.js';
import type { Deps } from '../../platform/context.js';
import { hashToken, newToken } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { hashPassword, needsRehash, verifyPassword } from '../../platform/password.js';
import { type LoginPath, createUserSession, revokeSession } from '../../platform/session.js';
import { listOutbox } from '../../providers/outbox.js';
import { type CaptchaProof, checkCaptcha } from './captcha.js';
import { type CodePurpose, checkCode, issueCode, recipientHash, useCode } from './codes.js';
import { codeSms, languageOf, registerEmail, resetEmail, sendInBackground, sendNow } from './delivery.js';
import {
  assertAccountNotLocked,
  assertIpNotHeld,
  assertOldPasswordTriesLeft,
  clearAccountFailures,
  countIpFailure,
  countSendFromIp,
  countSignInFailure,
  countWrongOldPassword,
} from './limits.js';
import { keyedHash, maskEmail, maskIdentifier, maskPhone, normalizeEmail, phoneHash, sealPhone } from './personal-data.js';
import * as q from './queries.js';

export { createCaptcha, readCaptchaTestAnswer } from './captcha.js';

type AuthDeps = Deps;

/** Who is asking: where from, in which language, and the request's logger for delivery failures. */
interface Caller {
  ip: string;
  lang: Language;
  log: FastifyBaseLogger;
}

// ---- registration (§1: e-mail verification, account info, done) -----------------------------

export async function sendRegisterEmailCode(deps: AuthDeps, input: CaptchaProof & Caller & { email: string }): Promise<CodeSent> {
  await countSendFromIp(deps, input.ip);
  await checkCaptcha(deps, input);
  const now = deps.clock.now();
  await q.purgeExpired(deps.db, now);
  const email = normalizeEmail(input.email);
  // §8 asks for this message; it is only ever given behind a solved captcha and the send limits.
  if (await q.findUserByEmail(deps.db, email)) throw new AppError('emailRegistered');
  const { code, sent } = await issueCode(deps, { purpose: 'register_email', recipient: email, validityMs: emailLinkValidityMs });
  const activationToken = newToken();
  await q.upsertPendingRegistration(deps.db, {
    id: newId(now),
    email,
    language: input.lang,
    activationTokenHash: hashToken(activationToken),
    activationExpiresAt: now + emailLinkValidityMs,
    createdAt: now,
    expiresAt: now + emailLinkValidityMs,
  });
  const link = `${deps.config.publicUrl}/activation?token=${encodeURIComponent(activationToken)}`;
  await sendNow(deps, input.log, registerEmail(input.lang, email, code, link));
  return sent;
}

async function issueTicket(deps: AuthDeps, pending: { id: string; email: string }): Promise<RegistrationTicket> {
  const now = deps.clock.now();
  const ticket = newToken();
  const expiresAt = now + emailLinkValidityMs;
  await q.markEmailVerified(deps.db, pending.id, { now, ticketHash: hashToken(ticket), ticketExpiresAt: expiresAt });
  return { ticket, email: pending.email, expiresAt };
}

export async function verifyRegisterEmail(deps: AuthDeps, input: { email: string; code: string }): Promise<RegistrationTicket> {
  const email = normalizeEmail(input.email);
  const codeId = await checkCode(deps, { purpose: 'register_email', recipient: email, code: input.code });
  const pending = await q.findPendingByEmail(deps.db, email, deps.clock.now());
  if (!pending) throw new AppError('codeWrong');
  if (await q.findUserByEmail(deps.db, email)) throw new AppError('emailRegistered');
  await useCode(deps, codeId);
  return issueTicket(deps, pending);
}

/** The link of the e-mail (`/activation?token=…`): proves the e-mail like the code does, once. */
export async function activateRegistration(deps: AuthDeps, input: { activationToken: string }): Promise<RegistrationTicket> {
  const now = deps.clock.now();
  const pending = await q.findPendingByActivation(deps.db, hashToken(input.activationToken), now);
  if (!pending) throw new AppError('activationInvalid');
  if (await q.findUserByEmail(deps.db, pending.email)) throw new AppError('emailRegistered');
  // The code in the same e-mail is spent with the link.
  await q.voidCode(deps.db, 'register_email', recipientHash(deps, pending.email), now);
  return issueTicket(deps, pending);
}

async function pendingOfTicket(deps: AuthDeps, ticket: string) {
  const pending = await q.findPendingByTicket(deps.db, hashToken(ticket), deps.clock.now());
  if (!pending) throw new AppError('registrationExpired');
  return pending;
}

export async function sendRegisterSmsCode(deps: AuthDeps, input: CaptchaProof & Caller & { ticket: string; phone: string }): Promise<CodeSent> {
  await countSendFromIp(deps, input.ip);
  await checkCaptcha(deps, input);
  await pendingOfTicket(deps, input.ticket);
  const { code, sent } = await issueCode(deps, { purpose: 'register_phone', recipient: input.phone, validityMs: smsCodeValidityMs });
  await sendNow(deps, input.log, codeSms(input.lang, input.phone, code, 'register'));
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
  input: { ticket: string; userName: string; phone: string; code: string; password: string },
): Promise<RegisteredAccount> {
  const pending = await pendingOfTicket(deps, input.ticket);
  const userName = input.userName.trim();
  // Sign-in by phone would otherwise find someone else's account under this name.
  if (phonePattern.test(userName)) throw new AppError('accountNameIsPhone');
  if (await q.findUserByAccountName(deps.db, userName)) throw new AppError('accountNameTaken');
  const codeId = await checkCode(deps, { purpose: 'register_phone', recipient: input.phone, code: input.code });
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
  ip: string;
  userAgent: string;
  /** The session cookie the request came with: never reused, a sign-in always starts a new session. */
  presentedToken: string | undefined;
}

async function startSession(deps: AuthDeps, user: q.UserRow, loginPath: LoginPath, input: SessionStart): Promise<{ token: string; info: SessionUserInfo }> {
  if (input.presentedToken) {
    const previous = await q.findLiveSessionByTokenHash(deps.db, hashToken(input.presentedToken));
    if (previous) await revokeSession(deps, previous.id, 'rotated');
  }
  const { token } = await createUserSession(deps, { userId: user.id, loginPath, ip: input.ip, userAgent: input.userAgent });
  await writeOperationLog(deps, { userId: user.id, service: 'account', action: 'signIn', content: `${user.account_name} (${loginPath})`, ip: input.ip });
  return { token, info: { userId: user.id, userName: user.account_name, checkStatus: user.check_status } };
}

/** Account name, e-mail or phone, as typed on the sign-in page. */
async function findAccount(deps: AuthDeps, typed: string): Promise<q.UserRow | undefined> {
  if (typed.includes('@')) return q.findUserByEmail(deps.db, normalizeEmail(typed));
  if (phonePattern.test(typed)) return (await q.findUserByPhoneHash(deps.db, phoneHash(deps, typed))) ?? q.findUserByAccountName(deps.db, typed);
  return q.findUserByAccountName(deps.db, typed);
}

/**
 * Failures count against the person when one matched, else against what was typed: an unknown
 * name locks after 5 tries exactly like a real one, so the lockout tells nothing either.
 */
function accountKeyOf(deps: AuthDeps, user: q.UserRow | undefined, typed: string): string {
  return user ? `u:${user.id}` : `x:${keyedHash(deps, 'signin', typed.toLowerCase())}`;
}

async function failSignIn(deps: AuthDeps, input: { user: q.UserRow | undefined; accountKey: string; shown: string; path: LoginPath; ip: string; failure: AppError }): Promise<AppError> {
  await writeOperationLog(deps, { userId: input.user?.id ?? null, service: 'account', action: 'signInFailed', content: `${input.shown} (${input.path})`, ip: input.ip });
  return countSignInFailure(deps, { accountKey: input.accountKey, ip: input.ip, failure: input.failure });
}

export async function signInWithPassword(
  deps: AuthDeps,
  input: CaptchaProof & SessionStart & { userName: string; password: string },
): Promise<{ token: string; info: SessionUserInfo }> {
  await assertIpNotHeld(deps, input.ip);
  await checkCaptcha(deps, input);
  const typed = input.userName.trim();
  const user = await findAccount(deps, typed);
  const accountKey = accountKeyOf(deps, user, typed);
  await assertAccountNotLocked(deps, accountKey);
  const usable = user && user.status === 1 ? user : undefined;
  // An unknown or disabled account still pays for one argon2 verification: same answer, same time.
  const ok = await verifyPassword(usable?.password_hash, input.password);
  if (!usable || !ok) {
    throw await failSignIn(deps, { user, accountKey, shown: user ? user.account_name : maskIdentifier(typed), path: 'password', ip: input.ip, failure: new AppError('signInFailed') });
  }
  await clearAccountFailures(deps, accountKey);
  if (needsRehash(usable.password_hash!)) await q.updatePasswordHash(deps.db, usable.id, await hashPassword(input.password), deps.clock.now());
  return startSession(deps, usable, 'password', input);
}

/** Same answer whether the phone has an account; the code goes out only if it has. */
export async function sendLoginSmsCode(deps: AuthDeps, input: CaptchaProof & Caller & { phone: string }): Promise<CodeSent> {
  await countSendFromIp(deps, input.ip);
  await checkCaptcha(deps, input);
  const user = await q.findUserByPhoneHash(deps.db, phoneHash(deps, input.phone));
  const { code, sent } = await issueCode(deps, { purpose: 'login', recipient: input.phone, validityMs: smsCodeValidityMs });
  if (user?.status === 1) sendInBackground(deps, input.log, codeSms(languageOf(user.language, input.lang), input.phone, code, 'login'));
  return sent;
}

export async function signInWithSmsCode(deps: AuthDeps, input: SessionStart & { phone: string; code: string }): Promise<{ token: string; answer: SmsLoginAnswer }> {
  await assertIpNotHeld(deps, input.ip);
  const user = await q.findUserByPhoneHash(deps.db, phoneHash(deps, input.phone));
  const accountKey = accountKeyOf(deps, user, input.phone);
  await assertAccountNotLocked(deps, accountKey);
  const fail = async (failure: AppError) =>
    failSignIn(deps, { user, accountKey, shown: maskPhone(input.phone), path: 'sms', ip: input.ip, failure });
  let codeId: string;
  try {
    codeId = await checkCode(deps, { purpose: 'login', recipient: input.phone, code: input.code });
  } catch (error) {
    throw error instanceof AppError ? await fail(error) : error;
  }
  if (!user || user.status !== 1) throw await fail(new AppError('codeWrong'));
  await useCode(deps, codeId);
  await clearAccountFailures(deps, accountKey);
  const { token, info } = await startSession(deps, user, 'sms', input);
  return { token, answer: { status: 200, ...info } };
}

export async function signOut(deps: AuthDeps, input: { presentedToken: string | undefined; ip: string }): Promise<void> {
  if (!input.presentedToken) return;
  const session = await q.findLiveSessionByTokenHash(deps.db, hashToken(input.presentedToken));
  if (!session) return;
  await revokeSession(deps, session.id, 'signed_out');
  const user = await q.findUserById(deps.db, session.user_id);
  await writeOperationLog(deps, { userId: session.user_id, enterpriseId: session.enterprise_id, service: 'account', action: 'signOut', content: user?.account_name ?? '', ip: input.ip });
}

// ---- passwords -----------------------------------------------------------------------------

/** §7 updatePass: the other sessions of the account end (they are told code 12); this one stays. */
export async function changePassword(deps: AuthDeps, input: { userId: string; sessionId: string; oldPass: string; newPass: string; ip: string }): Promise<void> {
  await assertOldPasswordTriesLeft(deps, input.userId);
  const user = await q.findUserById(deps.db, input.userId);
  if (!user || !(await verifyPassword(user.password_hash, input.oldPass))) {
    throw await countWrongOldPassword(deps, input.userId, new AppError('oldPasswordWrong'));
  }
  const now = deps.clock.now();
  await q.updatePasswordHash(deps.db, user.id, await hashPassword(input.newPass), now);
  await q.revokeUserSessions(deps.db, user.id, 'password_changed', now, input.sessionId);
  await writeOperationLog(deps, { userId: user.id, service: 'account', action: 'changePassword', content: user.account_name, ip: input.ip });
}

function resetRecipient(account: string): { recipient: string; channel: 'mail' | 'sms' } {
  const trimmed = account.trim();
  return trimmed.includes('@') ? { recipient: normalizeEmail(trimmed), channel: 'mail' } : { recipient: trimmed, channel: 'sms' };
}

async function findByRecipient(deps: AuthDeps, target: { recipient: string; channel: 'mail' | 'sms' }) {
  return target.channel === 'mail' ? q.findUserByEmail(deps.db, target.recipient) : q.findUserByPhoneHash(deps.db, phoneHash(deps, target.recipient));
}

/** Same answer whether the account exists; the code goes out only if it does. */
export async function sendResetCode(deps: AuthDeps, input: CaptchaProof & Caller & { account: string }): Promise<CodeSent> {
  await countSendFromIp(deps, input.ip);
  await checkCaptcha(deps, input);
  const target = resetRecipient(input.account);
  const user = await findByRecipient(deps, target);
  const purpose: CodePurpose = 'reset';
  const { code, sent } = await issueCode(deps, { purpose, recipient: target.recipient, validityMs: smsCodeValidityMs });
  if (user?.status === 1) {
    const lang = languageOf(user.language, input.lang);
    sendInBackground(deps, input.log, target.channel === 'mail' ? resetEmail(lang, target.recipient, code, user.account_name) : codeSms(lang, target.recipient, code, 'reset'));
  }
  return sent;
}

/** A new password under the registration rule; every session of the account ends. */
export async function resetPassword(deps: AuthDeps, input: { account: string; code: string; password: string; ip: string }): Promise<void> {
  await assertIpNotHeld(deps, input.ip);
  const target = resetRecipient(input.account);
  let codeId: string;
  try {
    codeId = await checkCode(deps, { purpose: 'reset', recipient: target.recipient, code: input.code });
  } catch (error) {
    await countIpFailure(deps, input.ip);
    throw error;
  }
  const user = await findByRecipient(deps, target);
  if (!user || user.status !== 1) throw new AppError('codeWrong');
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  await useCode(deps, codeId);
  await q.updatePasswordHash(deps.db, user.id, passwordHash, now);
  await q.revokeUserSessions(deps.db, user.id, 'password_changed', now);
  // Whoever holds the code owns the account: a lockout from someone else's guessing ends here.
  await clearAccountFailures(deps, `u:${user.id}`);
  const shown = target.channel === 'mail' ? maskEmail(target.recipient) : maskPhone(target.recipient);
  await writeOperationLog(deps, { userId: user.id, service: 'account', action: 'resetPassword', content: `${user.account_name} (${shown})`, ip: input.ip });
}

// ---- outbox --------------------------------------------------------------------------------

/** Outside production only: the messages that would have gone out, so codes can be read locally. */
export async function listOutboxMessages(deps: AuthDeps): Promise<OutboxMessage[]> {
  if (deps.config.env === 'production') throw new AppError('routeNotFound', { method: 'GET', url: '/webgate/base/outbox' });
  return listOutbox(deps.config.dataDir, 50);
}
