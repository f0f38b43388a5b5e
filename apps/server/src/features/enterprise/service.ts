import { randomInt } from 'node:crypto';
import {
  type CodeSent,
  type EnterpriseInfo,
  type EnterpriseSummary,
  type MasterTicket,
  type MyEnterprises,
  type RealNameStatus,
  fieldSchemas,
  masterTicketValidityMs,
  realNameStatus,
  smsCodeValidityMs,
  unauthenticatedEnterpriseLimit,
} from '@console/contract';
import { type Language, translate } from '@console/phrases';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/database.js';
import { writeOperationLog } from '../../platform/audit.js';
import type { Deps } from '../../platform/context.js';
import { newToken, safeEqual } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { parseInput } from '../../platform/route.js';
import type { UserSession } from '../../platform/session.js';
import { checkCode, issueCode, useCode } from '../auth/codes.js';
import { languageOf, messageTime, sendInBackground, sendNow } from '../auth/delivery.js';
import { countSendFromIp } from '../auth/limits.js';
import { keyedHash, maskIdentifier, maskPhone, openPhone, phoneHash } from '../auth/personal-data.js';
import { applyDeadlines } from '../enterpriseAuth/service.js';
import { applicationView } from '../enterpriseAuth/view.js';
import { fieldError } from '../realName/record.js';
import * as q from './queries.js';

/**
 * The enterprise center (§2 eCenterInfo, §3, §6): becoming an enterprise, the session's context
 * (personal or one enterprise), enterprise information, and handing the master administrator's
 * role on — only by the master, proven by SMS, to a registered account proven by SMS too.
 */

/** Who is asking: the signed-in person, where from, in which language. */
export interface Caller {
  user: UserSession;
  ip: string;
  lang: Language;
  log: FastifyBaseLogger;
}

type Role = EnterpriseSummary['role'];
const roleOf = (role: string): Role => (role === 'master' || role === 'admin' ? role : 'member');

const appName = (lang: Language) => translate(lang, 'common.appName');

const log = (deps: Deps, caller: Caller, enterpriseId: string | null, action: string, content: string) =>
  writeOperationLog(deps, { userId: caller.user.userId, enterpriseId, service: 'enterprise', action, content, ip: caller.ip });

/** The session's enterprise; the personal context has no enterprise center. */
function enterpriseIdOf(user: UserSession): string {
  if (user.context.kind !== 'enterprise' || !user.enterpriseId) throw new AppError('noPermission');
  return user.enterpriseId;
}

async function enterpriseRow(deps: Deps, enterpriseId: string): Promise<q.EnterpriseRow> {
  const row = await q.findEnterprise(deps.db, enterpriseId);
  if (!row) throw new AppError('notFound');
  return row;
}

/** Refuses what only an authenticated enterprise may do ('Please perform enterprise real-name authentication first'). */
export async function assertEnterprisePassed(deps: Pick<Deps, 'db'>, enterpriseId: string): Promise<void> {
  const row = await deps.db.selectFrom('enterprises').select('real_name_status').where('id', '=', enterpriseId).executeTakeFirst();
  if (!row) throw new AppError('notFound');
  if (row.real_name_status !== realNameStatus.passed) throw new AppError('enterpriseRealNameRequired');
}

// ---- becoming an enterprise, the context ------------------------------------------------------

export async function getMine(deps: Deps, input: { user: UserSession }): Promise<MyEnterprises> {
  const rows = await q.listMemberships(deps.db, input.user.userId);
  return {
    activeEnterpriseId: input.user.context.kind === 'enterprise' ? input.user.enterpriseId : null,
    enterprises: rows.map((r) => ({ id: r.id, name: r.name, role: roleOf(r.role), realNameStatus: r.real_name_status as RealNameStatus })),
  };
}

/** 'E' and 12 digits: what people read out and type (§3 enterprise id); the uuid stays internal. */
const newEnterpriseNo = () => `E${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/** A new, not yet authenticated enterprise with the person as its master; the session moves into it. */
export async function createEnterprise(deps: Deps, caller: Caller, input: { name: string }): Promise<EnterpriseSummary> {
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
        await q.setSessionContext(trx, caller.user.sessionId, id);
      });
      enterpriseNo = candidate;
    } catch (error) {
      // One in a trillion: the number is taken; draw another.
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
  await log(deps, caller, id, 'create', `${input.name} (${enterpriseNo})`);
  return { id, name: input.name, role: 'master', realNameStatus: realNameStatus.notAuthenticated };
}

/** '' → the personal context; otherwise one of the person's own enterprises (any other answers 404). */
export async function switchContext(deps: Deps, caller: Caller, input: { enterpriseId: string }): Promise<MyEnterprises> {
  const target = input.enterpriseId.trim() || null;
  if (target) {
    const member = await q.findMembership(deps.db, caller.user.userId, target);
    if (!member || member.status !== 1) throw new AppError('notFound');
  }
  await q.setSessionContext(deps.db, caller.user.sessionId, target);
  const mine = await getMine(deps, caller);
  return { ...mine, activeEnterpriseId: target };
}

// ---- enterprise information ---------------------------------------------------------------------

export async function getInfo(deps: Deps, input: { user: UserSession }): Promise<EnterpriseInfo> {
  const enterpriseId = enterpriseIdOf(input.user);
  // Deadlines end applications lazily; the info page shows the status they leave.
  await applyDeadlines(deps, enterpriseId);
  const row = await enterpriseRow(deps, enterpriseId);
  const [superior, subordinates, application] = await Promise.all([
    row.superior_id ? q.findEnterpriseName(deps.db, row.superior_id) : Promise.resolve(undefined),
    q.listSubordinates(deps.db, enterpriseId),
    q.findShownApplication(deps.db, enterpriseId, row.current_application_id),
  ]);
  const masterPhone = openPhone(deps, row.master_phone_cipher);
  const context = input.user.context;
  return {
    id: row.id,
    enterpriseNo: row.enterprise_no ?? '',
    name: row.name,
    abbreviation: row.abbreviation,
    realNameStatus: row.real_name_status as RealNameStatus,
    checkStatus: row.check_status,
    master: { userName: row.master_name ?? '', phone: masterPhone ? maskPhone(masterPhone) : null },
    role: context.kind === 'enterprise' && context.isMaster ? 'master' : context.kind === 'enterprise' && context.isAdmin ? 'admin' : 'member',
    superior: superior ? { id: superior.id, name: superior.name } : null,
    subordinates: subordinates.map((s) => ({ id: s.id, name: s.name })),
    createdAt: row.created_at,
    application: application ? applicationView(deps, application, await q.findAccountName(deps.db, application.applicant_user_id)) : null,
  };
}

export async function changeAbbreviation(deps: Deps, caller: Caller, input: { abbreviation: string }): Promise<{ abbreviation: string | null }> {
  const enterpriseId = enterpriseIdOf(caller.user);
  await assertEnterprisePassed(deps, enterpriseId);
  const before = (await enterpriseRow(deps, enterpriseId)).abbreviation;
  const abbreviation = input.abbreviation.trim() || null;
  await q.updateAbbreviation(deps.db, enterpriseId, abbreviation, deps.clock.now());
  await log(deps, caller, enterpriseId, 'changeAbbreviation', `${before ?? '-'} → ${abbreviation ?? '-'}`);
  return { abbreviation };
}

// ---- the master administrator (§6) --------------------------------------------------------------

/** The session's enterprise, authenticated, with the caller as its master; else the refusal. */
async function masterEnterprise(deps: Deps, user: UserSession): Promise<q.EnterpriseRow> {
  const enterpriseId = enterpriseIdOf(user);
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

/** A wrong code is said beside the code input; other refusals of the code check pass through. */
async function checkCodeFor(deps: Deps, input: Parameters<typeof checkCode>[1], lang: Language): Promise<string> {
  try {
    return await checkCode(deps, input);
  } catch (error) {
    throw error instanceof AppError && error.key === 'codeWrong' ? fieldError('codeWrong', 'code', lang) : error;
  }
}

/** The ticket belongs to one master of one enterprise; its owner is hashed like a recipient. */
const ownerHash = (deps: Deps, enterpriseId: string, userId: string) => keyedHash(deps, 'enterprise-master-owner', enterpriseId, userId);
const ticketHash = (deps: Deps, ticket: string) => keyedHash(deps, 'enterprise-master-ticket', ticket);

/** The live ticket's row id, or a refusal: another's, a used or an expired ticket answer the same. */
async function ticketOf(deps: Deps, row: q.EnterpriseRow, userId: string, ticket: string, lang: Language): Promise<string> {
  const live = await q.findLiveTicket(deps.db, ownerHash(deps, row.id, userId), deps.clock.now());
  if (!live || !safeEqual(live.code_hash, ticketHash(deps, ticket))) throw fieldError('masterTicketInvalid', 'masterTicket', lang);
  return live.id;
}

/** editPhone, step 1: a code to the master's own phone. */
export async function sendMasterCode(deps: Deps, caller: Caller): Promise<CodeSent & { phone: string }> {
  const row = await masterEnterprise(deps, caller.user);
  const phone = await masterPhoneOf(deps, row);
  await countSendFromIp(deps, caller.ip);
  const { code, sent } = await issueCode(deps, { purpose: 'enterprise_master', recipient: phone, validityMs: smsCodeValidityMs });
  const master = await q.findPerson(deps.db, caller.user.userId);
  const lang = languageOf(master?.language, caller.lang);
  const text = translate(lang, 'messages.enterpriseMasterCodeSms', { appName: appName(lang), enterpriseName: row.name, code });
  await sendNow(deps, caller.log, { channel: 'sms', to: phone, purpose: 'enterprise_master', text });
  return { ...sent, phone: maskPhone(phone) };
}

/** editPhone, step 2: the master's code gives a single-use ticket for addPhone (10 minutes). */
export async function verifyMaster(deps: Deps, caller: Caller, input: { code: string }): Promise<MasterTicket> {
  const row = await masterEnterprise(deps, caller.user);
  const phone = await masterPhoneOf(deps, row);
  const codeId = await checkCodeFor(deps, { purpose: 'enterprise_master', recipient: phone, code: input.code }, caller.lang);
  const now = deps.clock.now();
  const ticket = newToken();
  const expiresAt = now + masterTicketValidityMs;
  await deps.db.transaction().execute(async (trx) => {
    await useCode({ db: trx, clock: deps.clock }, codeId);
    await q.storeTicket(trx, { id: newId(now), ownerHash: ownerHash(deps, row.id, caller.user.userId), ticketHash: ticketHash(deps, ticket), now, expiresAt });
  });
  return { ticket, expiresAt };
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
export async function sendNewMasterCode(deps: Deps, caller: Caller, input: { masterTicket: string; phone: string }): Promise<CodeSent> {
  const row = await masterEnterprise(deps, caller.user);
  await ticketOf(deps, row, caller.user.userId, input.masterTicket, caller.lang);
  const person = await newMasterOf(deps, row, input.phone, caller.lang);
  await countSendFromIp(deps, caller.ip);
  const { code, sent } = await issueCode(deps, { purpose: 'enterprise_new_master', recipient: input.phone, validityMs: smsCodeValidityMs });
  const lang = languageOf(person.language, caller.lang);
  const text = translate(lang, 'messages.enterpriseNewMasterCodeSms', { appName: appName(lang), userName: caller.user.userName, enterpriseName: row.name, code });
  await sendNow(deps, caller.log, { channel: 'sms', to: input.phone, purpose: 'enterprise_new_master', text });
  return sent;
}

/**
 * addPhone, step 2: the new master's code. In one transaction the ticket and the code are used and
 * the role moves; then every administrator and both masters are told, with names masked.
 */
export async function changeMaster(deps: Deps, caller: Caller, input: { masterTicket: string; phone: string; code: string }): Promise<{ masterUserName: string }> {
  const row = await masterEnterprise(deps, caller.user);
  const ticketId = await ticketOf(deps, row, caller.user.userId, input.masterTicket, caller.lang);
  const person = await newMasterOf(deps, row, input.phone, caller.lang);
  const codeId = await checkCodeFor(deps, { purpose: 'enterprise_new_master', recipient: input.phone, code: input.code }, caller.lang);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await q.consumeTicket(trx, ticketId, now))) throw fieldError('masterTicketInvalid', 'masterTicket', caller.lang);
    await useCode({ db: trx, clock: deps.clock }, codeId);
    const moved = await q.transferMaster(trx, { enterpriseId: row.id, from: caller.user.userId, to: person.id, memberId: newId(now), now });
    if (!moved) throw new AppError('notMaster');
  });
  const oldMaster = maskIdentifier(caller.user.userName);
  const newMaster = maskIdentifier(person.account_name);
  await log(deps, caller, row.id, 'changeMaster', `${oldMaster} → ${newMaster} ${maskPhone(input.phone.trim())}`);
  for (const admin of await q.listAdministrators(deps.db, row.id)) {
    const phone = openPhone(deps, admin.phone_cipher);
    if (!phone) continue;
    const lang = languageOf(admin.language, caller.lang);
    const text = translate(lang, 'messages.enterpriseMasterChangedSms', { appName: appName(lang), enterpriseName: row.name, oldMaster, newMaster, time: messageTime(now) });
    // The change is done; a notice the gateway drops is logged rather than undoing it.
    sendInBackground(deps, caller.log, { channel: 'sms', to: phone, purpose: 'enterprise_master_changed', text });
  }
  return { masterUserName: person.account_name };
}
