import {
  type CodeSent,
  type JoinedEnterprise,
  type PersonalProfile,
  type PhoneChangeTicket,
  type PhoneOldCodeSent,
  type RealNameStatus,
  phoneChangeTicketValidityMs,
  smsCodeValidityMs,
} from '@console/contract';
import { type Language, translate } from '@console/phrases';
import { writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import { checkCodeOfField, issueCode, useCode } from '../../platform/codes.js';
import type { Deps } from '../../platform/context.js';
import { type Message, languageOf, messageText, messageTime, sendInBackground, sendNow } from '../../platform/delivery.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { assertOldPasswordTriesLeft, countSendFromIp, countWrongOldPassword } from '../../platform/limits.js';
import { verifyPassword } from '../../platform/password.js';
import { maskEmail, maskPhone, normalizeEmail, openPhone, phoneHash, sealPhone } from '../../platform/personal-data.js';
import { findStepTicket, issueStepTicket, useStepTicket } from '../../platform/step-tickets.js';
import { passedIdentityOf } from '../realName/index.js';
import * as q from './profile-queries.js';
import { purposes } from './purposes.js';

/**
 * Personal information (pCenterInfo): the masked profile, the nickname, and the phone change (the
 * password and the current phone, then the new phone, each step a single-use ticket) and e-mail change.
 */

const roles = new Set<JoinedEnterprise['role']>(['master', 'admin', 'member']);

async function personOf(deps: Deps, userId: string): Promise<q.PersonRow> {
  const person = await q.findPerson(deps.db, userId);
  // The session was resolved a moment ago; a person gone since is signed out.
  if (!person) throw new AppError('sessionExpired');
  return person;
}

const appName = (lang: Language) => translate(lang, 'common.appName');

// ---- the profile -----------------------------------------------------------------------------

export async function getProfile(deps: Deps, { caller }: { caller: UserCaller }): Promise<PersonalProfile> {
  const person = await personOf(deps, caller.user.userId);
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
    enterprises: enterprises.map((e) => ({
      name: e.name,
      role: roles.has(e.role as JoinedEnterprise['role']) ? (e.role as JoinedEnterprise['role']) : 'member',
    })),
    // From the identity that passed real-name authentication, masked; none before it has.
    idNumber: identity?.idNumber ?? null,
    bankCard: identity?.bankCard ?? null,
    realNameStatus: person.real_name_status as RealNameStatus,
    realNameAt: person.real_name_at,
  };
}

export async function changeNickname(deps: Deps, { caller, ...input }: { caller: UserCaller; nickname: string }): Promise<void> {
  const person = await personOf(deps, caller.user.userId);
  await q.updateNickname(deps.db, person.id, input.nickname, deps.clock.now());
  await writeOperationLog(deps, {
    userId: person.id,
    service: 'profile',
    action: 'changeNickname',
    phrase: { key: 'profile.changeNickname', params: { nickname: input.nickname } },
    content: input.nickname,
    ip: caller.ip,
    device: caller.userAgent,
  });
}

// ---- phone change: password + old phone, then the new phone ---------------------------------

type Stage = 'old' | 'new';

async function issueTicket(deps: Deps, userId: string, stage: Stage): Promise<PhoneChangeTicket> {
  const { ticket, expiresAt } = await issueStepTicket(deps, {
    purpose: purposes.phoneChangeTicket,
    owner: userId,
    stage,
    validityMs: phoneChangeTicketValidityMs,
  });
  return { changeTicket: ticket, expiresAt };
}

/**
 * The live ticket of this person at this stage, or a refusal: another person's ticket, a ticket of
 * the other stage, a used or an expired one all answer the same.
 */
async function ticketAt(deps: Deps, userId: string, stage: Stage, ticket: string, lang: Language): Promise<string> {
  const id = await findStepTicket(deps, { purpose: purposes.phoneChangeTicket, owner: userId, stage, ticket });
  if (!id) throw fieldError('changeStepInvalid', 'changeTicket', lang);
  return id;
}

function phoneChangeSms(lang: Language, to: string, code: string): Message {
  return {
    channel: 'sms',
    to,
    purpose: 'phone_change',
    text: translate(lang, 'messages.phoneChangeSms', { appName: appName(lang), code }),
  };
}

/** Step 1: the account password again (wrong ones count toward its lockout), then a code to the phone on the account. */
export async function sendOldPhoneCode(
  deps: Deps,
  { caller, ...input }: { caller: UserCaller; password: string },
): Promise<PhoneOldCodeSent> {
  const userId = caller.user.userId;
  await assertOldPasswordTriesLeft(deps, userId);
  const person = await personOf(deps, userId);
  if (!(await verifyPassword(person.password_hash, input.password))) {
    throw await countWrongOldPassword(deps, userId, fieldError('oldPasswordWrong', 'password', caller.lang));
  }
  const phone = openPhone(deps, person.phone_cipher);
  if (!phone) throw new AppError('phoneNotBound');
  await countSendFromIp(deps, caller.ip);
  const { code, sent } = await issueCode(deps, {
    purpose: purposes.phoneChangeOld,
    recipient: phone,
    validityMs: smsCodeValidityMs,
    gate: { by: 'session', userId: caller.user.userId },
  });
  await sendNow(deps, caller.log, phoneChangeSms(languageOf(person.language, caller.lang), phone, code));
  const ticket = await issueTicket(deps, userId, 'old');
  return { ...ticket, phone: maskPhone(phone), resendAfter: sent.resendAfter };
}

/** Step 2: the code of the old phone spends the step-1 ticket and gives the ticket for the new phone. */
export async function verifyOldPhone(
  deps: Deps,
  { caller, ...input }: { caller: UserCaller; changeTicket: string; code: string },
): Promise<PhoneChangeTicket> {
  const userId = caller.user.userId;
  const ticketId = await ticketAt(deps, userId, 'old', input.changeTicket, caller.lang);
  const person = await personOf(deps, userId);
  const phone = openPhone(deps, person.phone_cipher);
  if (!phone) throw new AppError('phoneNotBound');
  const codeId = await checkCodeOfField(deps, { purpose: purposes.phoneChangeOld, recipient: phone, code: input.code }, caller.lang);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await useStepTicket(trx, ticketId, now))) throw fieldError('changeStepInvalid', 'changeTicket', caller.lang);
    await useCode(deps, codeId, trx);
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
export async function sendNewPhoneCode(
  deps: Deps,
  { caller, ...input }: { caller: UserCaller; changeTicket: string; phone: string },
): Promise<CodeSent> {
  const userId = caller.user.userId;
  await ticketAt(deps, userId, 'new', input.changeTicket, caller.lang);
  const person = await personOf(deps, userId);
  await assertNewPhoneFree(deps, person, input.phone, caller.lang);
  await countSendFromIp(deps, caller.ip);
  const { code, sent } = await issueCode(deps, {
    purpose: purposes.phoneChangeNew,
    recipient: input.phone,
    validityMs: smsCodeValidityMs,
    gate: { by: 'session', userId: caller.user.userId },
  });
  await sendNow(deps, caller.log, phoneChangeSms(languageOf(person.language, caller.lang), input.phone, code));
  return sent;
}

/** Step 3b: the new phone's code; the phone is changed, logged masked, and the old phone is told. */
export async function changePhone(
  deps: Deps,
  { caller, ...input }: { caller: UserCaller; changeTicket: string; phone: string; code: string },
): Promise<void> {
  const userId = caller.user.userId;
  const ticketId = await ticketAt(deps, userId, 'new', input.changeTicket, caller.lang);
  const person = await personOf(deps, userId);
  const hash = await assertNewPhoneFree(deps, person, input.phone, caller.lang);
  const codeId = await checkCodeOfField(deps, { purpose: purposes.phoneChangeNew, recipient: input.phone, code: input.code }, caller.lang);
  const oldPhone = openPhone(deps, person.phone_cipher);
  const now = deps.clock.now();
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (!(await useStepTicket(trx, ticketId, now))) throw fieldError('changeStepInvalid', 'changeTicket', caller.lang);
      await useCode(deps, codeId, trx);
      await q.updatePhone(trx, userId, { cipher: sealPhone(deps, input.phone), hash }, now);
    });
  } catch (error) {
    // Another account took the phone between our check and our write (the unique phone_hash).
    if (!(error instanceof AppError) && /unique|duplicate/i.test(String(error))) throw fieldError('phoneUsed', 'phone', caller.lang);
    throw error;
  }
  const shownNew = maskPhone(input.phone.trim());
  await writeOperationLog(deps, {
    userId,
    service: 'profile',
    action: 'changePhone',
    phrase: { key: 'profile.changePhone', params: { before: oldPhone ? maskPhone(oldPhone) : '-', phone: shownNew } },
    content: `${person.account_name}: ${oldPhone ? maskPhone(oldPhone) : '-'} → ${shownNew}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  if (oldPhone) {
    const lang = languageOf(person.language, caller.lang);
    const text = messageText(lang, 'messages.phoneChangedSms', {
      appName: appName(lang),
      userName: person.account_name,
      phone: shownNew,
      time: messageTime(now, person.time_zone),
    });
    // The change is done; a notice the gateway drops is logged rather than undoing it.
    sendInBackground(deps, caller.log, { channel: 'sms', to: oldPhone, purpose: 'phone_changed', text });
  }
}

// ---- e-mail change: a code to the new address ------------------------------------------------

async function assertNewEmailFree(deps: Deps, person: q.PersonRow, email: string, lang: Language): Promise<void> {
  if (person.email === email) throw fieldError('emailSameAsCurrent', 'email', lang);
  if (await q.emailHeldByOther(deps.db, email, person.id)) throw fieldError('emailUsed', 'email', lang);
}

export async function sendEmailChangeCode(deps: Deps, { caller, ...input }: { caller: UserCaller; email: string }): Promise<CodeSent> {
  const person = await personOf(deps, caller.user.userId);
  const email = normalizeEmail(input.email);
  await assertNewEmailFree(deps, person, email, caller.lang);
  await countSendFromIp(deps, caller.ip);
  const { code, sent } = await issueCode(deps, {
    purpose: purposes.emailChange,
    recipient: email,
    validityMs: smsCodeValidityMs,
    gate: { by: 'session', userId: caller.user.userId },
  });
  const lang = languageOf(person.language, caller.lang);
  const params = { appName: appName(lang), code, userName: person.account_name };
  await sendNow(deps, caller.log, {
    channel: 'mail',
    to: email,
    purpose: 'email_change',
    subject: translate(lang, 'messages.emailChangeEmail.subject', params),
    text: translate(lang, 'messages.emailChangeEmail.text', params),
  });
  return sent;
}

export async function changeEmail(deps: Deps, { caller, ...input }: { caller: UserCaller; email: string; code: string }): Promise<void> {
  const person = await personOf(deps, caller.user.userId);
  const email = normalizeEmail(input.email);
  await assertNewEmailFree(deps, person, email, caller.lang);
  const codeId = await checkCodeOfField(deps, { purpose: purposes.emailChange, recipient: email, code: input.code }, caller.lang);
  const now = deps.clock.now();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await useCode(deps, codeId, trx);
      await q.updateEmail(trx, person.id, email, now);
    });
  } catch (error) {
    if (!(error instanceof AppError) && /unique|duplicate/i.test(String(error))) throw fieldError('emailUsed', 'email', caller.lang);
    throw error;
  }
  await writeOperationLog(deps, {
    userId: person.id,
    service: 'profile',
    action: 'changeEmail',
    phrase: { key: 'profile.changeEmail', params: { before: person.email ? maskEmail(person.email) : '-', email: maskEmail(email) } },
    content: `${person.account_name}: ${person.email ? maskEmail(person.email) : '-'} → ${maskEmail(email)}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  if (person.email) {
    const lang = languageOf(person.language, caller.lang);
    const params = {
      appName: appName(lang),
      userName: person.account_name,
      email: maskEmail(email),
      time: messageTime(now, person.time_zone),
    };
    sendInBackground(deps, caller.log, {
      channel: 'mail',
      to: person.email,
      purpose: 'email_changed',
      subject: messageText(lang, 'messages.emailChangedEmail.subject', params),
      text: messageText(lang, 'messages.emailChangedEmail.text', params),
    });
  }
}
