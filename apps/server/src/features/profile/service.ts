import {
  type CodeSent,
  type JoinedEnterprise,
  type PersonalProfile,
  type PhoneChangeTicket,
  type PhoneOldCodeSent,
  type RealNameStatus,
  type ErrorKey,
  phoneChangeTicketValidityMs,
  smsCodeValidityMs,
} from '@console/contract';
import { type Language, translate } from '@console/phrases';
import type { FastifyBaseLogger } from 'fastify';
import { writeOperationLog } from '../../platform/audit.js';
import type { Deps } from '../../platform/context.js';
import { newToken, safeEqual } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { verifyPassword } from '../../platform/password.js';
import type { UserSession } from '../../platform/session.js';
import { checkCode, issueCode, useCode } from '../auth/codes.js';
import { type Message, languageOf, messageTime, sendInBackground, sendNow } from '../auth/delivery.js';
import { assertOldPasswordTriesLeft, countSendFromIp, countWrongOldPassword } from '../auth/limits.js';
import { keyedHash, maskEmail, maskPhone, normalizeEmail, openPhone, phoneHash, sealPhone } from '../auth/personal-data.js';
import { passedIdentityOf } from '../realName/service.js';
import * as q from './queries.js';

/** Who is asking: the signed-in person, where from, in which language. */
interface Caller {
  user: UserSession;
  ip: string;
  lang: Language;
  log: FastifyBaseLogger;
}

const roles = new Set<JoinedEnterprise['role']>(['master', 'admin', 'member']);

/** A refusal shown beside the input it is about, in the caller's language. */
function fieldError(key: ErrorKey, field: string, lang: Language, params: Record<string, string | number> = {}): AppError {
  return new AppError(key, params, { fields: [{ field, message: translate(lang, `errors.${key}`, params) }] });
}

/** A wrong code is said beside the code input; other refusals of the code check pass through. */
async function checkCodeFor(deps: Deps, input: Parameters<typeof checkCode>[1], lang: Language): Promise<string> {
  try {
    return await checkCode(deps, input);
  } catch (error) {
    throw error instanceof AppError && error.key === 'codeWrong' ? fieldError('codeWrong', 'code', lang) : error;
  }
}

async function personOf(deps: Deps, userId: string): Promise<q.PersonRow> {
  const person = await q.findPerson(deps.db, userId);
  // The session was resolved a moment ago; a person gone since is signed out.
  if (!person) throw new AppError('sessionExpired');
  return person;
}

const appName = (lang: Language) => translate(lang, 'common.appName');

// ---- the profile -----------------------------------------------------------------------------

export async function getProfile(deps: Deps, input: { userId: string }): Promise<PersonalProfile> {
  const person = await personOf(deps, input.userId);
  const phone = openPhone(deps, person.phone_cipher);
  const enterprises = await q.listJoinedEnterprises(deps.db, person.id);
  const identity = await passedIdentityOf(deps, person.id);
  return {
    userId: person.id,
    accountName: person.account_name,
    nickname: person.nickname,
    phone: phone ? maskPhone(phone) : null,
    email: person.email ? maskEmail(person.email) : null,
    registeredAt: person.created_at,
    enterprises: enterprises.map((e) => ({ name: e.name, role: roles.has(e.role as JoinedEnterprise['role']) ? (e.role as JoinedEnterprise['role']) : 'member' })),
    // From the identity that passed real-name authentication, masked; none before it has.
    idNumber: identity?.idNumber ?? null,
    bankCard: identity?.bankCard ?? null,
    realNameStatus: person.real_name_status as RealNameStatus,
    realNameAt: person.real_name_at,
  };
}

export async function changeNickname(deps: Deps, input: Caller & { nickname: string }): Promise<void> {
  const person = await personOf(deps, input.user.userId);
  await q.updateNickname(deps.db, person.id, input.nickname, deps.clock.now());
  await writeOperationLog(deps, { userId: person.id, service: 'profile', action: 'changeNickname', content: input.nickname, ip: input.ip });
}

// ---- phone change: password + old phone, then the new phone ---------------------------------

type Stage = 'old' | 'new';

/** The ticket's owner is hashed like a recipient, so the table of codes names no one. */
const ownerHash = (deps: Deps, userId: string) => keyedHash(deps, 'phone-change-owner', userId);
const ticketHash = (deps: Deps, stage: Stage, ticket: string) => keyedHash(deps, 'phone-change-ticket', stage, ticket);

async function issueTicket(deps: Deps, userId: string, stage: Stage): Promise<PhoneChangeTicket> {
  const now = deps.clock.now();
  const changeTicket = newToken();
  const expiresAt = now + phoneChangeTicketValidityMs;
  await q.storeTicket(deps.db, { id: newId(now), ownerHash: ownerHash(deps, userId), ticketHash: ticketHash(deps, stage, changeTicket), now, expiresAt });
  return { changeTicket, expiresAt };
}

/**
 * The live ticket of this person at this stage, or a refusal: another person's ticket, a ticket of
 * the other stage, a used or an expired one all answer the same.
 */
async function ticketAt(deps: Deps, userId: string, stage: Stage, ticket: string, lang: Language): Promise<string> {
  const row = await q.findLiveTicket(deps.db, ownerHash(deps, userId), deps.clock.now());
  if (!row || !safeEqual(row.code_hash, ticketHash(deps, stage, ticket))) throw fieldError('changeStepInvalid', 'changeTicket', lang);
  return row.id;
}

function phoneChangeSms(lang: Language, to: string, code: string): Message {
  return { channel: 'sms', to, purpose: 'phone_change', text: translate(lang, 'messages.phoneChangeSms', { appName: appName(lang), code }) };
}

/** Step 1: the account password again (wrong ones count toward its lockout), then a code to the phone on the account. */
export async function sendOldPhoneCode(deps: Deps, input: Caller & { password: string }): Promise<PhoneOldCodeSent> {
  const userId = input.user.userId;
  await assertOldPasswordTriesLeft(deps, userId);
  const person = await personOf(deps, userId);
  if (!(await verifyPassword(person.password_hash, input.password))) {
    throw await countWrongOldPassword(deps, userId, fieldError('oldPasswordWrong', 'password', input.lang));
  }
  const phone = openPhone(deps, person.phone_cipher);
  if (!phone) throw new AppError('phoneNotBound');
  await countSendFromIp(deps, input.ip);
  const { code, sent } = await issueCode(deps, { purpose: 'phone_change_old', recipient: phone, validityMs: smsCodeValidityMs });
  await sendNow(deps, input.log, phoneChangeSms(languageOf(person.language, input.lang), phone, code));
  const ticket = await issueTicket(deps, userId, 'old');
  return { ...ticket, phone: maskPhone(phone), resendAfter: sent.resendAfter };
}

/** Step 2: the code of the old phone spends the step-1 ticket and gives the ticket for the new phone. */
export async function verifyOldPhone(deps: Deps, input: Caller & { changeTicket: string; code: string }): Promise<PhoneChangeTicket> {
  const userId = input.user.userId;
  const ticketId = await ticketAt(deps, userId, 'old', input.changeTicket, input.lang);
  const person = await personOf(deps, userId);
  const phone = openPhone(deps, person.phone_cipher);
  if (!phone) throw new AppError('phoneNotBound');
  const codeId = await checkCodeFor(deps, { purpose: 'phone_change_old', recipient: phone, code: input.code }, input.lang);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await q.consumeTicket(trx, ticketId, now))) throw fieldError('changeStepInvalid', 'changeTicket', input.lang);
    await useCode({ db: trx, clock: deps.clock }, codeId);
  });
  return issueTicket(deps, userId, 'new');
}

/** The new phone must differ from the current one and belong to no other account (which one is never said). */
async function assertNewPhoneFree(deps: Deps, person: q.PersonRow, phone: string, lang: Language): Promise<string> {
  const hash = phoneHash(deps, phone);
  if (openPhone(deps, person.phone_cipher) === phone.trim()) throw fieldError('phoneSameAsCurrent', 'phone', lang);
  if (await q.phoneHeldByOther(deps.db, hash, person.id)) throw fieldError('phoneUsed', 'phone', lang);
  return hash;
}

/** Step 3a: a code to the new phone (the step-2 ticket stays usable, so the code can be asked for again). */
export async function sendNewPhoneCode(deps: Deps, input: Caller & { changeTicket: string; phone: string }): Promise<CodeSent> {
  const userId = input.user.userId;
  await ticketAt(deps, userId, 'new', input.changeTicket, input.lang);
  const person = await personOf(deps, userId);
  await assertNewPhoneFree(deps, person, input.phone, input.lang);
  await countSendFromIp(deps, input.ip);
  const { code, sent } = await issueCode(deps, { purpose: 'phone_change_new', recipient: input.phone, validityMs: smsCodeValidityMs });
  await sendNow(deps, input.log, phoneChangeSms(languageOf(person.language, input.lang), input.phone, code));
  return sent;
}

/** Step 3b: the new phone's code; the phone is changed, logged masked, and the old phone is told. */
export async function changePhone(deps: Deps, input: Caller & { changeTicket: string; phone: string; code: string }): Promise<void> {
  const userId = input.user.userId;
  const ticketId = await ticketAt(deps, userId, 'new', input.changeTicket, input.lang);
  const person = await personOf(deps, userId);
  const hash = await assertNewPhoneFree(deps, person, input.phone, input.lang);
  const codeId = await checkCodeFor(deps, { purpose: 'phone_change_new', recipient: input.phone, code: input.code }, input.lang);
  const oldPhone = openPhone(deps, person.phone_cipher);
  const now = deps.clock.now();
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (!(await q.consumeTicket(trx, ticketId, now))) throw fieldError('changeStepInvalid', 'changeTicket', input.lang);
      await useCode({ db: trx, clock: deps.clock }, codeId);
      await q.updatePhone(trx, userId, { cipher: sealPhone(deps, input.phone), hash }, now);
    });
  } catch (error) {
    // Another account took the phone between our check and our write (the unique phone_hash).
    if (!(error instanceof AppError) && /unique|duplicate/i.test(String(error))) throw fieldError('phoneUsed', 'phone', input.lang);
    throw error;
  }
  const shownNew = maskPhone(input.phone.trim());
  await writeOperationLog(deps, {
    userId,
    service: 'profile',
    action: 'changePhone',
    content: `${person.account_name}: ${oldPhone ? maskPhone(oldPhone) : '-'} → ${shownNew}`,
    ip: input.ip,
  });
  if (oldPhone) {
    const lang = languageOf(person.language, input.lang);
    const text = translate(lang, 'messages.phoneChangedSms', { appName: appName(lang), userName: person.account_name, phone: shownNew, time: messageTime(now) });
    // The change is done; a notice the gateway drops is logged rather than undoing it.
    sendInBackground(deps, input.log, { channel: 'sms', to: oldPhone, purpose: 'phone_changed', text });
  }
}

// ---- e-mail change: a code to the new address ------------------------------------------------

async function assertNewEmailFree(deps: Deps, person: q.PersonRow, email: string, lang: Language): Promise<void> {
  if (person.email === email) throw fieldError('emailSameAsCurrent', 'email', lang);
  if (await q.emailHeldByOther(deps.db, email, person.id)) throw fieldError('emailUsed', 'email', lang);
}

export async function sendEmailChangeCode(deps: Deps, input: Caller & { email: string }): Promise<CodeSent> {
  const person = await personOf(deps, input.user.userId);
  const email = normalizeEmail(input.email);
  await assertNewEmailFree(deps, person, email, input.lang);
  await countSendFromIp(deps, input.ip);
  const { code, sent } = await issueCode(deps, { purpose: 'email_change', recipient: email, validityMs: smsCodeValidityMs });
  const lang = languageOf(person.language, input.lang);
  const params = { appName: appName(lang), code, userName: person.account_name };
  await sendNow(deps, input.log, {
    channel: 'mail',
    to: email,
    purpose: 'email_change',
    subject: translate(lang, 'messages.emailChangeEmail.subject', params),
    text: translate(lang, 'messages.emailChangeEmail.text', params),
  });
  return sent;
}

export async function changeEmail(deps: Deps, input: Caller & { email: string; code: string }): Promise<void> {
  const person = await personOf(deps, input.user.userId);
  const email = normalizeEmail(input.email);
  await assertNewEmailFree(deps, person, email, input.lang);
  const codeId = await checkCodeFor(deps, { purpose: 'email_change', recipient: email, code: input.code }, input.lang);
  const now = deps.clock.now();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await useCode({ db: trx, clock: deps.clock }, codeId);
      await q.updateEmail(trx, person.id, email, now);
    });
  } catch (error) {
    if (!(error instanceof AppError) && /unique|duplicate/i.test(String(error))) throw fieldError('emailUsed', 'email', input.lang);
    throw error;
  }
  await writeOperationLog(deps, {
    userId: person.id,
    service: 'profile',
    action: 'changeEmail',
    content: `${person.account_name}: ${person.email ? maskEmail(person.email) : '-'} → ${maskEmail(email)}`,
    ip: input.ip,
  });
  if (person.email) {
    const lang = languageOf(person.language, input.lang);
    const params = { appName: appName(lang), userName: person.account_name, email: maskEmail(email), time: messageTime(now) };
    sendInBackground(deps, input.log, {
      channel: 'mail',
      to: person.email,
      purpose: 'email_changed',
      subject: translate(lang, 'messages.emailChangedEmail.subject', params),
      text: translate(lang, 'messages.emailChangedEmail.text', params),
    });
  }
}
