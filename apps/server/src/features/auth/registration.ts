import {
  type CodeSent,
  type RegisteredAccount,
  type RegistrationTicket,
  emailLinkValidityMs,
  phonePattern,
  smsCodeValidityMs,
} from '@console/contract';
import { accountRecordOf, createAccount } from '../account/index.js';
import type { Caller } from '../../platform/caller.js';
import { checkCode, issueCode, purgeExpiredCodes, useCode, voidCodeOf } from '../../platform/codes.js';
import type { Deps } from '../../platform/context.js';
import { hashToken, newToken } from '../../platform/crypto.js';
import { sendNow } from '../../platform/delivery.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { countSendFromIp, grantCaptchaPass, takeCaptchaPass } from '../../platform/limits.js';
import { hashPassword } from '../../platform/password.js';
import { assertPasswordAllowed } from '../../platform/password-policy.js';
import { normalizeEmail, phoneHash, sealPhone } from '../../platform/personal-data.js';
import { type CaptchaProof, checkCaptcha } from './captcha.js';
import { codeSms, registerEmail } from './messages.js';
import { purposes } from './purposes.js';
import * as q from './queries.js';
import { type SessionStart, startSession } from './sign-in-core.js';

// ---- registration (§1: e-mail verification, account info, done) -----------------------------

/**
 * Registration asks for one captcha, not two: the one solved to e-mail the code also covers the
 * first code to the phone of the same registration, within this time. The pass is kept on the
 * server under the pending registration, taken once, and asked for only with that registration's
 * ticket: it opens nothing else (no sign-in, no other registration, no second phone code).
 */
export const registrationCaptchaPassMs = 15 * 60_000;
const passKey = (pendingId: string) => `registration:${pendingId}`;

export async function sendRegisterEmailCode(deps: Deps, input: CaptchaProof & { email: string }): Promise<CodeSent> {
  const { caller } = input;
  await countSendFromIp(deps, caller.ip);
  const gate = await checkCaptcha(deps, input);
  const now = deps.clock.now();
  await q.purgeExpired(deps.db, now);
  await purgeExpiredCodes(deps);
  const email = normalizeEmail(input.email);
  // §8 asks for this message; it is only ever given behind a solved captcha and the send limits.
  if (await accountRecordOf(deps, { email })) throw new AppError('emailRegistered');
  const { code, sent } = await issueCode(deps, {
    purpose: purposes.registerEmail,
    recipient: email,
    validityMs: emailLinkValidityMs,
    gate,
  });
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
  const pending = await q.findPendingByEmail(deps.db, email, now);
  if (pending) await grantCaptchaPass(deps, passKey(pending.id), now + registrationCaptchaPassMs);
  return sent;
}

async function issueTicket(deps: Deps, pending: { id: string; email: string }): Promise<RegistrationTicket> {
  const now = deps.clock.now();
  const ticket = newToken();
  const expiresAt = now + emailLinkValidityMs;
  await q.markEmailVerified(deps.db, pending.id, { now, ticketHash: hashToken(ticket), ticketExpiresAt: expiresAt });
  return { ticket, email: pending.email, expiresAt };
}

export async function verifyRegisterEmail(deps: Deps, input: { caller: Caller; email: string; code: string }): Promise<RegistrationTicket> {
  const email = normalizeEmail(input.email);
  const codeId = await checkCode(deps, { purpose: purposes.registerEmail, recipient: email, code: input.code });
  const pending = await q.findPendingByEmail(deps.db, email, deps.clock.now());
  if (!pending) throw new AppError('codeWrong');
  if (await accountRecordOf(deps, { email })) throw new AppError('emailRegistered');
  await useCode(deps, codeId);
  return issueTicket(deps, pending);
}

/** The link of the e-mail (`/activation?token=…`): proves the e-mail like the code does, once. */
export async function activateRegistration(deps: Deps, input: { caller: Caller; activationToken: string }): Promise<RegistrationTicket> {
  const now = deps.clock.now();
  const pending = await q.findPendingByActivation(deps.db, hashToken(input.activationToken), now);
  if (!pending) throw new AppError('activationInvalid');
  if (await accountRecordOf(deps, { email: pending.email })) throw new AppError('emailRegistered');
  // The code in the same e-mail is spent with the link.
  await voidCodeOf(deps, { purpose: purposes.registerEmail, recipient: pending.email });
  return issueTicket(deps, pending);
}

async function pendingOfTicket(deps: Deps, ticket: string) {
  const pending = await q.findPendingByTicket(deps.db, hashToken(ticket), deps.clock.now());
  if (!pending) throw new AppError('registrationExpired');
  return pending;
}

/**
 * A code to the phone of step 2. A phone that already has an account is said beside the phone
 * field now, not after the code: only someone holding a verified e-mail's ticket who solved a
 * captcha within the send limits can ask, so it tells a script no more than registering would.
 */
export async function sendRegisterSmsCode(
  deps: Deps,
  input: Omit<CaptchaProof, 'captcha'> & { captcha?: string | undefined; ticket: string; phone: string },
): Promise<CodeSent> {
  const { caller } = input;
  await countSendFromIp(deps, caller.ip);
  // Without a captcha, the one of step 1 stands in for it, once (see registrationCaptchaPassMs).
  const gate = input.captcha ? await checkCaptcha(deps, { ...input, captcha: input.captcha }) : undefined;
  const pending = await pendingOfTicket(deps, input.ticket);
  if (!gate && !(await takeCaptchaPass(deps, passKey(pending.id)))) throw new AppError('captchaRequired');
  if (await accountRecordOf(deps, { phoneHash: phoneHash(deps, input.phone) })) throw fieldError('phoneRegistered', 'phone', caller.lang);
  const { code, sent } = await issueCode(deps, {
    purpose: purposes.registerPhone,
    recipient: input.phone,
    validityMs: smsCodeValidityMs,
    gate: gate ?? { by: 'captcha', ip: caller.ip },
  });
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

/**
 * Creates the account and signs the person in: the registration proved the e-mail, the phone and a
 * captcha already, so a second captcha on the sign-in page would only be friction.
 */
export async function register(
  deps: Deps,
  input: SessionStart & { ticket: string; userName: string; phone: string; code: string; password: string },
): Promise<{ token: string; account: RegisteredAccount }> {
  const { caller } = input;
  const pending = await pendingOfTicket(deps, input.ticket);
  const userName = input.userName.trim();
  // Sign-in by phone would otherwise find someone else's account under this name.
  if (phonePattern.test(userName)) throw new AppError('accountNameIsPhone');
  if (await accountRecordOf(deps, { accountName: userName })) throw new AppError('accountNameTaken');
  assertPasswordAllowed(input.password, { field: 'password', lang: caller.lang });
  const codeId = await checkCode(deps, { purpose: purposes.registerPhone, recipient: input.phone, code: input.code });
  // Only the holder of the phone (who has its code) learns that it is taken.
  const phoneKey = phoneHash(deps, input.phone);
  if (await accountRecordOf(deps, { phoneHash: phoneKey })) throw new AppError('phoneRegistered');
  if (await accountRecordOf(deps, { email: pending.email })) throw new AppError('emailRegistered');
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  const userId = newId(now);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await useCode({ db: trx, clock: deps.clock }, codeId);
      await createAccount(
        { db: trx },
        {
          id: userId,
          accountName: userName,
          email: pending.email,
          phoneCipher: sealPhone(deps, input.phone),
          phoneHash: phoneKey,
          passwordHash,
          language: pending.language,
          now,
        },
      );
      await q.deletePendingRegistration(trx, pending.id);
    });
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
  const user = (await accountRecordOf(deps, { userId }))!;
  // The person just set the password: the session counts as a password sign-in.
  const { token, info } = await startSession(deps, user, 'password', input);
  return { token, account: info };
}
