import {
  type EditMemberInput,
  type Member,
  type SeparateMemberInput,
  type MemberPage,
  isBuiltInRole,
  memberPageSize,
  memberStatus,
} from '@console/contract';
import { translate } from '@console/phrases';
import type { LogPhraseOf, LogText } from '@console/contract';
import { actionOf, writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { maskEmail, maskPhone, openPhone } from '../../platform/personal-data.js';
import { revokeSessionsIn } from '../../platform/session.js';
import { enterpriseOf } from '../../platform/tenant.js';
import { countAppsOwnedBy, handOverApps } from '../apps/index.js';
import { roleNamesOf } from '../roles/index.js';
import { endGrantsOfSeparated } from '../seals/index.js';
import * as q from './member-queries.js';
import { withAccounts } from './member-names.js';

/**
 * Members (§3 Member, §4 on the job or separated, §6): their fields, role and departments; separation
 * ends their enterprise sessions at once and keeps their history; a separated member may rejoin or be
 * removed. The master administrator is never separated nor removed (only the SMS hand-over moves it).
 */

const log = (deps: Deps, caller: UserCaller, enterpriseId: string, phrase: LogPhraseOf<'organization'>, content: string) =>
  writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId,
    service: 'organization',
    action: actionOf(phrase),
    phrase,
    content,
    ip: caller.ip,
    device: caller.userAgent,
  });

type Role = Member['role'];
const roleOf = (role: string): Role => (role === 'master' || role === 'admin' ? role : 'member');

async function toMembers(deps: Deps, enterpriseId: string, page: q.MemberRow[]): Promise<Member[]> {
  const rows = await withAccounts(deps, page);
  const departments = await q.departmentsOfMembers(
    deps.db,
    enterpriseId,
    rows.map((r) => r.id),
  );
  const customIds = [...new Set(rows.flatMap((r) => (r.role_id ? [r.role_id] : [])))];
  const names = await roleNamesOf(deps, { enterpriseId, roleIds: customIds });
  return rows.map((r) => {
    const phone = openPhone(deps, r.member_phone_cipher ?? r.phone_cipher);
    const email = r.member_email ?? r.email;
    return {
      id: r.id,
      name: r.name,
      employeeNo: r.employee_no ?? '',
      phone: phone ? maskPhone(phone) : null,
      email: email ? maskEmail(email) : null,
      role: roleOf(r.role),
      roleId: r.role_id ?? roleOf(r.role),
      roleName: r.role_id ? (names.get(r.role_id) ?? '') : '',
      departments: departments.filter((d) => d.member_id === r.id).map((d) => ({ nodeCode: d.id, name: d.name })),
      status: r.status,
      joinedAt: r.created_at,
      separatedAt: r.separated_at,
    };
  });
}

async function memberView(deps: Deps, enterpriseId: string, id: string): Promise<Member> {
  const rows = await q.listMembers(deps.db, enterpriseId, { departmentId: '', status: 0, keyword: '', after: '', limit: 1, ids: [id] });
  const [member] = await toMembers(deps, enterpriseId, rows);
  if (!member) throw new AppError('notFound');
  return member;
}

async function memberOf(deps: Deps, enterpriseId: string, id: string) {
  const row = await q.findMemberRow(deps.db, enterpriseId, id);
  if (!row) throw new AppError('notFound');
  return row;
}

export async function listMembers(
  deps: Deps,
  input: { caller: UserCaller; departmentCode: string; status: 'onTheJob' | 'separated' | 'all'; keyword: string; after: string },
): Promise<MemberPage> {
  const enterpriseId = enterpriseOf(input.caller.user);
  const rows = await q.listMembers(deps.db, enterpriseId, {
    departmentId: input.departmentCode === 'root' ? '' : input.departmentCode,
    status: input.status === 'all' ? 0 : memberStatus[input.status],
    keyword: input.keyword,
    after: input.after,
    limit: memberPageSize + 1,
  });
  const page = rows.slice(0, memberPageSize);
  return { list: await toMembers(deps, enterpriseId, page), next: rows.length > memberPageSize ? page.at(-1)!.id : null };
}

/** A role a member may be given: administrator, member or one of the enterprise's custom roles (never the master). */
export async function checkAssignableRole(
  deps: Deps,
  caller: UserCaller,
  enterpriseId: string,
  roleId: string,
): Promise<{ role: string; roleId: string | null; name: LogText }> {
  if (roleId === 'admin' || roleId === 'member') return { role: roleId, roleId: null, name: { phrase: `roles.builtIn.${roleId}` } };
  const name = isBuiltInRole(roleId) ? undefined : (await roleNamesOf(deps, { enterpriseId, roleIds: [roleId] })).get(roleId);
  if (name === undefined) throw fieldError('roleNotFound', 'roleId', caller.lang);
  return { role: 'member', roleId, name };
}

export async function checkDepartments(deps: Deps, caller: UserCaller, enterpriseId: string, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if ((await q.countDepartments(deps.db, enterpriseId, unique)) !== unique.length)
    throw fieldError('departmentNotFound', 'departmentIds', caller.lang);
  return unique;
}

export async function editMember(deps: Deps, input: { caller: UserCaller; id: string } & EditMemberInput): Promise<Member> {
  const { caller } = input;
  const enterpriseId = enterpriseOf(caller.user);
  const row = await memberOf(deps, enterpriseId, input.id);
  // The master keeps their role; their name, number and departments may change.
  const role = row.role === 'master' ? null : await checkAssignableRole(deps, caller, enterpriseId, input.roleId);
  if (row.role === 'master' && input.roleId !== 'master') throw fieldError('memberIsMaster', 'roleId', caller.lang);
  const departments = await checkDepartments(deps, caller, enterpriseId, input.departmentIds);
  await deps.db.transaction().execute(async (trx) => {
    await q.updateMember(trx, enterpriseId, row.id, {
      display_name: input.name,
      employee_no: input.employeeNo || null,
      ...(role ? { role: role.role, role_id: role.roleId } : {}),
    });
    await q.setMemberDepartments(trx, enterpriseId, row.id, departments);
  });
  await log(
    deps,
    caller,
    enterpriseId,
    { key: 'organization.memberEdit', params: { member: input.name, role: role?.name ?? { phrase: 'roles.builtIn.master' } } },
    `${input.name} (${input.employeeNo || '-'}): ${input.roleId}`,
  );
  return memberView(deps, enterpriseId, row.id);
}

/** The leaver's open work, in the caller's words: the departments they head, the applications they own. */
async function openWorkOf(deps: Deps, caller: UserCaller, enterpriseId: string, row: { id: string; user_id: string }) {
  const headships = await q.countHeadships(deps.db, enterpriseId, row.id);
  const apps = await countAppsOwnedBy(deps, { enterpriseId, userId: row.user_id });
  const work = [
    ...(headships > 0 ? [translate(caller.lang, 'organization.openWork.headships', { count: headships })] : []),
    ...(apps > 0 ? [translate(caller.lang, 'organization.openWork.apps', { count: apps })] : []),
  ];
  return work.join(translate(caller.lang, 'common.listSeparator'));
}

export async function separateMember(deps: Deps, input: { caller: UserCaller; id: string } & SeparateMemberInput): Promise<Member> {
  const { caller } = input;
  const enterpriseId = enterpriseOf(caller.user);
  const row = await memberOf(deps, enterpriseId, input.id);
  if (row.role === 'master') throw new AppError('memberIsMaster');
  if (row.status === memberStatus.separated) return memberView(deps, enterpriseId, row.id);
  const successor = input.successorId ? await q.findMemberRow(deps.db, enterpriseId, input.successorId) : undefined;
  if (input.successorId && (!successor || successor.id === row.id || successor.status !== memberStatus.onTheJob))
    throw fieldError('successorInvalid', 'successorId', caller.lang);
  // Open work is handed over, never dropped: without a successor a leaver who has any stays on the job.
  const work = await openWorkOf(deps, caller, enterpriseId, row);
  if (work && !successor) throw new AppError('memberHasOpenWork', { work });
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    if (successor) {
      await q.moveHeadships(trx, enterpriseId, row.id, successor.id, now);
      await handOverApps({ ...deps, db: trx }, { enterpriseId, fromUserId: row.user_id, toUserId: successor.user_id });
    }
    await q.updateMember(trx, enterpriseId, row.id, { status: memberStatus.separated, separated_at: now });
    // Their seal grants end with it.
    await endGrantsOfSeparated({ ...deps, db: trx }, { enterpriseId, userId: row.user_id, by: caller.user.userId });
    // Every permission ends at once: their sessions in this enterprise end (told "kicked out", code 12).
    await revokeSessionsIn(deps, { userId: row.user_id, enterpriseId, reason: 'kicked', db: trx });
  });
  const who = row.display_name ?? row.user_id;
  await log(
    deps,
    caller,
    enterpriseId,
    {
      key: 'organization.memberSeparate',
      params: {
        member: row.display_name ?? '',
        successor: successor && work ? (successor.display_name ?? '') : { phrase: 'operationLog.nobody' },
      },
    },
    successor && work ? `${who} → ${successor.display_name ?? successor.user_id}: ${work}` : who,
  );
  return memberView(deps, enterpriseId, row.id);
}

export async function rejoinMember(deps: Deps, input: { caller: UserCaller; id: string }): Promise<Member> {
  const { caller } = input;
  const enterpriseId = enterpriseOf(caller.user);
  const row = await memberOf(deps, enterpriseId, input.id);
  if (row.status !== memberStatus.separated) throw new AppError('memberNotSeparated');
  await q.updateMember(deps.db, enterpriseId, row.id, { status: memberStatus.onTheJob, separated_at: null });
  await log(
    deps,
    caller,
    enterpriseId,
    { key: 'organization.memberRejoin', params: { member: row.display_name ?? '' } },
    row.display_name ?? row.user_id,
  );
  return memberView(deps, enterpriseId, row.id);
}

export async function removeMember(deps: Deps, input: { caller: UserCaller; id: string }): Promise<null> {
  const { caller } = input;
  const enterpriseId = enterpriseOf(caller.user);
  const row = await memberOf(deps, enterpriseId, input.id);
  if (row.role === 'master') throw new AppError('memberIsMaster');
  if (row.status !== memberStatus.separated) throw new AppError('memberNotSeparated');
  await deps.db.transaction().execute(async (trx) => {
    await q.deleteMember(trx, enterpriseId, row.id);
    await revokeSessionsIn(deps, { userId: row.user_id, enterpriseId, reason: 'kicked', db: trx });
  });
  await log(
    deps,
    caller,
    enterpriseId,
    { key: 'organization.memberRemove', params: { member: row.display_name ?? '' } },
    `${row.display_name ?? ''} ${row.employee_no ?? ''} (${row.user_id})`,
  );
  return null;
}
