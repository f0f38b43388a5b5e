import {
  type CodeSent,
  type PhoneChangeTicket,
  type PhoneOldCodeSent,
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
import { countSendFromIp } from '../../platform/limits.js';
import { assertOldPasswordTriesLeft, countWrongOldPassword } from '../../platform/sign-in-limits.js';
import { verifyPassword } from '../../platform/password.js';
import { maskPhone, openPhone, phoneHash, sealPhone } from '../../platform/personal-data.js';
import { findStepTicket, issueStepTicket, useStepTicket } from '../../platform/step-tickets.js';
import { type AccountRecord, accountHeldByOther, changeAccount } from '../account/index.js';
import { appName, personOf } from './profile.js';
import { purposes } from './purposes.js';

/**
 * The phone change of personal information (pCenterInfo): the password and the current phone, then
 * the new phone, each step a single-use ticket; both phones told when it is done.
 */

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
async function assertNewPhoneFree(deps: Deps, person: AccountRecord, phone: string, lang: Language): Promise<string> {
  const hash = phoneHash(deps, phone);
  if (openPhone(deps, person.phone_cipher) === phone.trim()) throw fieldError('phoneSameAsCurrent', 'phone', lang);
  if (await accountHeldByOther(deps, { userId: person.id, phoneHash: hash })) throw fieldError('phoneUsed', 'phone', lang);
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
      await changeAccount({ db: trx }, { userId, phone: { cipher: sealPhone(deps, input.phone), hash }, now });
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
