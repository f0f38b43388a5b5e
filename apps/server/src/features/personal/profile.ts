import { type CodeSent, type JoinedEnterprise, type PersonalProfile, type RealNameStatus, smsCodeValidityMs } from '@console/contract';
import { type Language, translate } from '@console/phrases';
import { writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import { checkCodeOfField, issueCode, useCode } from '../../platform/codes.js';
import type { Deps } from '../../platform/context.js';
import { languageOf, messageText, messageTime, sendInBackground, sendNow } from '../../platform/delivery.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { countSendFromIp } from '../../platform/limits.js';
import { maskEmail, maskPhone, normalizeEmail, openPhone } from '../../platform/personal-data.js';
import { passedIdentityOf } from '../realName/index.js';
import { type AccountRecord, accountHeldByOther, accountRecordOf, changeAccount } from '../account/index.js';
import { enterpriseNamesOf } from '../enterprise/index.js';
import { activeMembershipsOf } from '../organization/index.js';
import { purposes } from './purposes.js';

/**
 * Personal information (pCenterInfo): the masked profile, the nickname and the e-mail change (the
 * phone change is phone-change.ts).
 */

const roles = new Set<JoinedEnterprise['role']>(['master', 'admin', 'member']);

/** The signed-in person's row (the profile's, the phone change's). */
export async function personOf(deps: Deps, userId: string): Promise<AccountRecord> {
  const person = await accountRecordOf(deps, { userId });
  // The session was resolved a moment ago; a person gone since is signed out.
  if (!person) throw new AppError('sessionExpired');
  return person;
}

export const appName = (lang: Language) => translate(lang, 'common.appName');

// ---- the profile -----------------------------------------------------------------------------

/**
 * The enterprises the person is an active member of, oldest membership first: the memberships are
 * organization's and the names enterprise's (decision 49), one read each; a membership whose
 * enterprise is gone is left out, as the join did.
 */
async function joinedEnterprisesOf(deps: Deps, userId: string): Promise<{ name: string; role: string }[]> {
  const memberships = await activeMembershipsOf(deps, { userId });
  const names = await enterpriseNamesOf(deps, { enterpriseIds: memberships.map((m) => m.enterpriseId) });
  return memberships.flatMap((m) => {
    const enterprise = names.get(m.enterpriseId);
    return enterprise ? [{ name: enterprise.name, role: m.role }] : [];
  });
}

export async function getProfile(deps: Deps, { caller }: { caller: UserCaller }): Promise<PersonalProfile> {
  const person = await personOf(deps, caller.user.userId);
  const phone = openPhone(deps, person.phone_cipher);
  const enterprises = await joinedEnterprisesOf(deps, person.id);
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
  await changeAccount(deps, { userId: person.id, nickname: input.nickname, now: deps.clock.now() });
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

// ---- e-mail change: a code to the new address ------------------------------------------------

async function assertNewEmailFree(deps: Deps, person: AccountRecord, email: string, lang: Language): Promise<void> {
  if (person.email === email) throw fieldError('emailSameAsCurrent', 'email', lang);
  if (await accountHeldByOther(deps, { userId: person.id, email })) throw fieldError('emailUsed', 'email', lang);
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
      await changeAccount({ db: trx }, { userId: person.id, email, now });
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
