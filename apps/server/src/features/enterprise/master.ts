import {
  type CodeSent,
  type MasterChanged,
  type MasterCodeSent,
  type MasterTicket,
  fieldSchemas,
  masterTicketValidityMs,
  realNameStatus,
  smsCodeValidityMs,
} from '@console/contract';
import type { Language } from '@console/phrases';
import { z } from 'zod';
import type { UserCaller } from '../../platform/caller.js';
import { checkCodeOfField, issueCode, useCode } from '../../platform/codes.js';
import type { Deps } from '../../platform/context.js';
import { languageOf, messageText, messageTime, sendInBackground, sendNow } from '../../platform/delivery.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { countSendFromIp } from '../../platform/limits.js';
import { maskIdentifier, maskPhone, openPhone, phoneHash } from '../../platform/personal-data.js';
import { parseInput } from '../../platform/route.js';
import type { UserSession } from '../../platform/session.js';
import { findStepTicket, issueStepTicket, useStepTicket } from '../../platform/step-tickets.js';
import { accountRecordOf, recipientsOf } from '../account/index.js';
import { enterpriseOf } from '../../platform/tenant.js';
import { membershipDirectory } from './membership-directory.js';
import { purposes } from './purposes.js';
import * as q from './queries.js';
import { appName, enterpriseRow, log } from './shared.js';

/**
 * Handing the master administrator's role on (§6): only by the master, proven by SMS, to a
 * registered account proven by SMS too.
 */

/** The session's enterprise, authenticated, with the caller as its master; else the refusal. */
async function masterEnterprise(deps: Deps, user: UserSession): Promise<q.EnterpriseRow> {
  const enterpriseId = enterpriseOf(user);
  const row = await enterpriseRow(deps, enterpriseId);
  if (row.master_user_id !== user.userId) throw new AppError('notMaster');
  if (row.real_name_status !== realNameStatus.passed) throw new AppError('enterpriseRealNameRequired');
  return row;
}

/** The master's phone (opened) and language, from their account. */
async function masterContactOf(deps: Deps, row: q.EnterpriseRow): Promise<{ phone: string; language: string | null }> {
  const master = await accountRecordOf(deps, { userId: row.master_user_id });
  const phone = openPhone(deps, master?.phone_cipher ?? null);
  if (!phone) throw new AppError('resetPhoneMissing');
  return { phone, language: master?.language ?? null };
}

/** The live ticket's row id, or a refusal: another's, a used or an expired ticket answer the same. */
async function ticketOf(deps: Deps, row: q.EnterpriseRow, userId: string, ticket: string, lang: Language): Promise<string> {
  // The ticket belongs to one master of one enterprise.
  const id = await findStepTicket(deps, { purpose: purposes.masterTicket, owner: `${row.id}:${userId}`, ticket });
  if (!id) throw fieldError('masterTicketInvalid', 'masterTicket', lang);
  return id;
}

/** editPhone, step 1: a code to the master's own phone. */
export async function sendMasterCode(deps: Deps, { caller }: { caller: UserCaller }): Promise<MasterCodeSent> {
  const row = await masterEnterprise(deps, caller.user);
  const master = await masterContactOf(deps, row);
  const phone = master.phone;
  await countSendFromIp(deps, caller.ip);
  const { code, sent } = await issueCode(deps, {
    purpose: purposes.master,
    recipient: phone,
    validityMs: smsCodeValidityMs,
    gate: { by: 'session', userId: caller.user.userId },
  });
  // The caller is the master (masterEnterprise): their own account's language.
  const lang = languageOf(master.language, caller.lang);
  const text = messageText(lang, 'messages.enterpriseMasterCodeSms', { appName: appName(lang), enterpriseName: row.name, code });
  await sendNow(deps, caller.log, { channel: 'sms', to: phone, purpose: 'enterprise_master', text });
  return { ...sent, phone: maskPhone(phone) };
}

/** editPhone, step 2: the master's code gives a single-use ticket for addPhone (10 minutes). */
export async function verifyMaster(deps: Deps, { caller, ...input }: { caller: UserCaller; code: string }): Promise<MasterTicket> {
  const row = await masterEnterprise(deps, caller.user);
  const { phone } = await masterContactOf(deps, row);
  const codeId = await checkCodeOfField(deps, { purpose: purposes.master, recipient: phone, code: input.code }, caller.lang);
  return deps.db.transaction().execute(async (trx) => {
    await useCode(deps, codeId, trx);
    return issueStepTicket(deps, {
      purpose: purposes.masterTicket,
      owner: `${row.id}:${caller.user.userId}`,
      validityMs: masterTicketValidityMs,
      db: trx,
    });
  });
}

/** The account that is to become master: registered, active, and not the master already. */
async function newMasterOf(deps: Deps, row: q.EnterpriseRow, phone: string, lang: Language) {
  if (!phone) throw fieldError('mobileRequired', 'phone', lang);
  // The format is the phone field's own rule, named like any refused field.
  parseInput(z.object({ phone: fieldSchemas.phone }), { phone }, lang);
  const found = await accountRecordOf(deps, { phoneHash: phoneHash(deps, phone) });
  // Only an active account can take the role.
  const person = found?.status === 1 ? found : undefined;
  if (!person) throw fieldError('newMasterUnknown', 'phone', lang);
  if (person.id === row.master_user_id) throw fieldError('newMasterIsCurrent', 'phone', lang);
  return person;
}

/** addPhone, step 1: a code to the new master's phone (the ticket stays usable, so a code can be asked for again). */
export async function sendNewMasterCode(
  deps: Deps,
  { caller, ...input }: { caller: UserCaller; masterTicket: string; phone: string },
): Promise<CodeSent> {
  const row = await masterEnterprise(deps, caller.user);
  await ticketOf(deps, row, caller.user.userId, input.masterTicket, caller.lang);
  const person = await newMasterOf(deps, row, input.phone, caller.lang);
  await countSendFromIp(deps, caller.ip);
  const { code, sent } = await issueCode(deps, {
    purpose: purposes.newMaster,
    recipient: input.phone,
    validityMs: smsCodeValidityMs,
    gate: { by: 'session', userId: caller.user.userId },
  });
  const lang = languageOf(person.language, caller.lang);
  const text = messageText(lang, 'messages.enterpriseNewMasterCodeSms', {
    appName: appName(lang),
    userName: caller.user.userName,
    enterpriseName: row.name,
    code,
  });
  await sendNow(deps, caller.log, { channel: 'sms', to: input.phone, purpose: 'enterprise_new_master', text });
  return sent;
}

/**
 * addPhone, step 2: the new master's code. In one transaction the ticket and the code are used and
 * the role moves; then every administrator and both masters are told, with names masked.
 */
export async function changeMaster(
  deps: Deps,
  { caller, ...input }: { caller: UserCaller; masterTicket: string; phone: string; code: string },
): Promise<MasterChanged> {
  const row = await masterEnterprise(deps, caller.user);
  const ticketId = await ticketOf(deps, row, caller.user.userId, input.masterTicket, caller.lang);
  const person = await newMasterOf(deps, row, input.phone, caller.lang);
  const codeId = await checkCodeOfField(deps, { purpose: purposes.newMaster, recipient: input.phone, code: input.code }, caller.lang);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await useStepTicket(trx, ticketId, now))) throw fieldError('masterTicketInvalid', 'masterTicket', caller.lang);
    await useCode(deps, codeId, trx);
    const change = { enterpriseId: row.id, from: caller.user.userId, to: person.id, now };
    if (!(await q.moveMaster(trx, change))) throw new AppError('notMaster');
    await membershipDirectory().handOverMaster({ db: trx }, { ...change, toAccountName: person.account_name, memberId: newId(now) });
  });
  const oldMaster = maskIdentifier(caller.user.userName);
  const newMaster = maskIdentifier(person.account_name);
  await log(
    deps,
    caller,
    row.id,
    { key: 'enterprise.changeMaster', params: { before: oldMaster, master: newMaster } },
    `${oldMaster} → ${newMaster} ${maskPhone(input.phone.trim())}`,
  );
  const administrators = await recipientsOf(deps, {
    userIds: await membershipDirectory().administratorsOf(deps, { enterpriseId: row.id }),
  });
  for (const admin of administrators.values()) {
    const { phone } = admin;
    if (!phone) continue;
    const lang = languageOf(admin.language, caller.lang);
    const text = messageText(lang, 'messages.enterpriseMasterChangedSms', {
      appName: appName(lang),
      enterpriseName: row.name,
      oldMaster,
      newMaster,
      time: messageTime(now, admin.time_zone),
    });
    // The change is done; a notice the gateway drops is logged rather than undoing it.
    sendInBackground(deps, caller.log, { channel: 'sms', to: phone, purpose: 'enterprise_master_changed', text });
  }
  return { masterUserName: person.account_name };
}
