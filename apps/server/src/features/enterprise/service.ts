import { randomInt } from 'node:crypto';
import {
  type AbbreviationChanged,
  type CodeSent,
  type EnterpriseInfo,
  type EnterpriseSummary,
  type MasterChanged,
  type MasterCodeSent,
  type MasterTicket,
  type MyEnterprises,
  type RealNameStatus,
  enterpriseStepOf,
  fieldSchemas,
  masterTicketValidityMs,
  realNameStatus,
  smsCodeValidityMs,
  unauthenticatedEnterpriseLimit,
} from '@console/contract';
import { type Language, translate } from '@console/phrases';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/database.js';
import type { LogPhraseOf } from '@console/contract';
import { actionOf, writeOperationLog } from '../../platform/audit.js';
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
import { enterpriseOf } from '../../platform/tenant.js';
import { applicationView, applyDeadlines } from '../enterpriseAuth/index.js';
import { purposes } from './purposes.js';
import * as q from './queries.js';
import { inheritChannel } from '../channels/index.js';

/**
 * The enterprise center (§2 eCenterInfo, §3, §6): becoming an enterprise, the session's context
 * (personal or one enterprise), enterprise information, and handing the master administrator's
 * role on — only by the master, proven by SMS, to a registered account proven by SMS too.
 */

type Role = EnterpriseSummary['role'];
const roleOf = (role: string): Role => (role === 'master' || role === 'admin' ? role : 'member');

const appName = (lang: Language) => translate(lang, 'common.appName');

const log = (deps: Deps, caller: UserCaller, enterpriseId: string | null, phrase: LogPhraseOf<'enterprise'>, content: string) =>
  writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId,
    service: 'enterprise',
    action: actionOf(phrase),
    phrase,
    content,
    ip: caller.ip,
    device: caller.userAgent,
  });

async function enterpriseRow(deps: Deps, enterpriseId: string): Promise<q.EnterpriseRow> {
  const row = await q.findEnterprise(deps.db, enterpriseId);
  if (!row) throw new AppError('notFound');
  return row;
}

/** Refuses what only an authenticated enterprise may do ('Please perform enterprise real-name authentication first'). */
export async function assertEnterprisePassed(deps: Pick<Deps, 'db'>, enterpriseId: string): Promise<void> {
  const status = await q.findRealNameStatus(deps.db, enterpriseId);
  if (status === undefined) throw new AppError('notFound');
  if (status !== realNameStatus.passed) throw new AppError('enterpriseRealNameRequired');
}

// ---- becoming an enterprise, the context ------------------------------------------------------

export async function getMine(deps: Deps, { caller }: { caller: UserCaller }): Promise<MyEnterprises> {
  const rows = await q.listMemberships(deps.db, caller.user.userId);
  return {
    activeEnterpriseId: caller.user.context.kind === 'enterprise' ? caller.user.enterpriseId : null,
    enterprises: rows.map((r) => ({
      id: r.id,
      name: r.name,
      role: roleOf(r.role),
      realNameStatus: r.real_name_status as RealNameStatus,
      realNameStep: enterpriseStepOf(r.real_name_status, r.application_status),
    })),
  };
}

/** 'E' and 12 digits: what people read out and type (§3 enterprise id); the uuid stays internal. */
const newEnterpriseNo = () => `E${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/** A new, not yet authenticated enterprise with the person as its master; the session moves into it. */
export async function createEnterprise(deps: Deps, { caller, ...input }: { caller: UserCaller; name: string }): Promise<EnterpriseSummary> {
  const userId = caller.user.userId;
  if ((await q.countUnpassedMasterships(deps.db, userId)) >= unauthenticatedEnterpriseLimit) {
    throw new AppError('enterpriseLimit', { limit: unauthenticatedEnterpriseLimit });
  }
  const now = deps.clock.now();
  const id = newId(now);
  let enterpriseNo = '';
  for (let attempt = 0; !enterpriseNo; attempt += 1) {
    const candidate = newEnterpriseNo();
    try {
      await deps.db.transaction().execute(async (trx) => {
        await q.insertEnterprise(trx, { id, name: input.name, enterpriseNo: candidate, masterUserId: userId, memberId: newId(now), now });
        await q.setSessionContext(trx, { sessionId: caller.user.sessionId, userId, enterpriseId: id });
      });
      enterpriseNo = candidate;
    } catch (error) {
      // One in a trillion: the number is taken; draw another.
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
  await log(
    deps,
    caller,
    id,
    { key: 'enterprise.create', params: { enterprise: input.name, enterpriseNo } },
    `${input.name} (${enterpriseNo})`,
  );
  // A partner's person brings the enterprises they create to that partner.
  await inheritChannel(deps, { userId, enterpriseId: id });
  return { id, name: input.name, role: 'master', realNameStatus: realNameStatus.notAuthenticated, realNameStep: null };
}

/** '' → the personal context; otherwise one of the person's own enterprises (any other answers 404). */
export async function switchContext(
  deps: Deps,
  { caller, ...input }: { caller: UserCaller; enterpriseId: string },
): Promise<MyEnterprises> {
  const target = input.enterpriseId.trim() || null;
  if (target) {
    const member = await q.findMembership(deps.db, caller.user.userId, target);
    if (!member || member.status !== 1) throw new AppError('notFound');
  }
  await q.setSessionContext(deps.db, { sessionId: caller.user.sessionId, userId: caller.user.userId, enterpriseId: target });
  const mine = await getMine(deps, { caller });
  return { ...mine, activeEnterpriseId: target };
}

// ---- enterprise information ---------------------------------------------------------------------

export async function getInfo(deps: Deps, { caller }: { caller: UserCaller }): Promise<EnterpriseInfo> {
  const enterpriseId = enterpriseOf(caller.user);
  // Deadlines end applications lazily; the info page shows the status they leave.
  await applyDeadlines(deps, enterpriseId);
  const row = await enterpriseRow(deps, enterpriseId);
  const [superior, subordinates, application] = await Promise.all([
    row.superior_id ? q.findEnterpriseName(deps.db, row.superior_id) : Promise.resolve(undefined),
    q.listSubordinates(deps.db, enterpriseId),
    q.findShownApplication(deps.db, enterpriseId, row.current_application_id),
  ]);
  const masterPhone = openPhone(deps, row.master_phone_cipher);
  const context = caller.user.context;
  return {
    id: row.id,
    enterpriseNo: row.enterprise_no ?? '',
    name: row.name,
    abbreviation: row.abbreviation,
    realNameStatus: row.real_name_status as RealNameStatus,
    checkStatus: row.check_status,
    master: { userName: row.master_name ?? '', phone: masterPhone ? maskPhone(masterPhone) : null },
    role:
      context.kind === 'enterprise' && context.isMaster ? 'master' : context.kind === 'enterprise' && context.isAdmin ? 'admin' : 'member',
    superior: superior ? { id: superior.id, name: superior.name } : null,
    subordinates: subordinates.map((s) => ({ id: s.id, name: s.name })),
    createdAt: row.created_at,
    application: application ? applicationView(deps, application, await q.findAccountName(deps.db, application.applicant_user_id)) : null,
  };
}

export async function changeAbbreviation(
  deps: Deps,
  { caller, ...input }: { caller: UserCaller; abbreviation: string },
): Promise<AbbreviationChanged> {
  const enterpriseId = enterpriseOf(caller.user);
  await assertEnterprisePassed(deps, enterpriseId);
  const before = (await enterpriseRow(deps, enterpriseId)).abbreviation;
  const abbreviation = input.abbreviation.trim() || null;
  await q.updateAbbreviation(deps.db, enterpriseId, abbreviation, deps.clock.now());
  await log(
    deps,
    caller,
    enterpriseId,
    { key: 'enterprise.changeAbbreviation', params: { before: before ?? '-', abbreviation: abbreviation ?? '-' } },
    `${before ?? '-'} → ${abbreviation ?? '-'}`,
  );
  return { abbreviation };
}

// ---- the master administrator (§6) --------------------------------------------------------------

/** The session's enterprise, authenticated, with the caller as its master; else the refusal. */
async function masterEnterprise(deps: Deps, user: UserSession): Promise<q.EnterpriseRow> {
  const enterpriseId = enterpriseOf(user);
  const row = await enterpriseRow(deps, enterpriseId);
  if (row.master_user_id !== user.userId) throw new AppError('notMaster');
  if (row.real_name_status !== realNameStatus.passed) throw new AppError('enterpriseRealNameRequired');
  return row;
}

async function masterPhoneOf(deps: Deps, row: q.EnterpriseRow): Promise<string> {
  const phone = openPhone(deps, row.master_phone_cipher);
  if (!phone) throw new AppError('resetPhoneMissing');
  return phone;
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
  const phone = await masterPhoneOf(deps, row);
  await countSendFromIp(deps, caller.ip);
  const { code, sent } = await issueCode(deps, {
    purpose: purposes.master,
    recipient: phone,
    validityMs: smsCodeValidityMs,
    gate: { by: 'session', userId: caller.user.userId },
  });
  const master = await q.findPerson(deps.db, caller.user.userId);
  const lang = languageOf(master?.language, caller.lang);
  const text = messageText(lang, 'messages.enterpriseMasterCodeSms', { appName: appName(lang), enterpriseName: row.name, code });
  await sendNow(deps, caller.log, { channel: 'sms', to: phone, purpose: 'enterprise_master', text });
  return { ...sent, phone: maskPhone(phone) };
}

/** editPhone, step 2: the master's code gives a single-use ticket for addPhone (10 minutes). */
export async function verifyMaster(deps: Deps, { caller, ...input }: { caller: UserCaller; code: string }): Promise<MasterTicket> {
  const row = await masterEnterprise(deps, caller.user);
  const phone = await masterPhoneOf(deps, row);
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
  const person = await q.findPersonByPhone(deps.db, phoneHash(deps, phone));
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
    const moved = await q.transferMaster(trx, { enterpriseId: row.id, from: caller.user.userId, to: person.id, memberId: newId(now), now });
    if (!moved) throw new AppError('notMaster');
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
  for (const admin of await q.listAdministrators(deps.db, row.id)) {
    const phone = openPhone(deps, admin.phone_cipher);
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
