import { type MemberImportRow, exportMaxRows, invitationValidityMs, memberImportRowSchema, memberStatus } from '@console/contract';
import { type Language, translate } from '@console/phrases';
import type { Db } from '../../db/database.js';
import { writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { hashToken, newToken } from '../../platform/crypto.js';
import { newId } from '../../platform/ids.js';
import { type ImportContext, type ImportKind, type RowIssue, importJob, issuesOf, rowIssue } from '../../platform/imports.js';
import { maskEmail, maskPhone, openPhone } from '../../platform/personal-data.js';
import { enterpriseOf } from '../../platform/tenant.js';
import { exportPageSize, writeWorkbookOffThread, yieldToRequests } from '../../platform/workers.js';
import { customRoleNamed, roleNamesOf } from '../roles/index.js';
import * as iq from './import-queries.js';
import {
  type InvitationRefusal,
  accountOfRecipient,
  claimInvitationSend,
  contactsOf,
  invitationRecipientHash,
  sendInvitation,
} from './invitation-send.js';
import * as iv from './invitee-queries.js';
import * as q from './member-queries.js';
import { withAccounts } from './member-names.js';

/**
 * Import and export of members. A row is checked by the invite form's rules, its
 * role and departments resolved by name; confirmed, a member already in the enterprise (same phone
 * or e-mail, or same employee number) is updated, anyone else invited as the invite form does.
 */

interface MemberImport {
  row: MemberImportRow;
  role: { role: string; roleId: string | null };
  departmentIds: string[];
}

const builtInRoleNames = (lang: Language) => ({
  admin: translate(lang, 'roles.builtIn.admin'),
  member: translate(lang, 'roles.builtIn.member'),
  master: translate(lang, 'roles.builtIn.master'),
});

async function resolveRole(deps: Deps, enterpriseId: string, text: string): Promise<MemberImport['role'] | null> {
  const t = text.trim().toLowerCase();
  if (!t) return { role: 'member', roleId: null };
  for (const lang of ['en', 'zh'] as const) {
    const names = builtInRoleNames(lang);
    if (t === 'admin' || t === names.admin.toLowerCase()) return { role: 'admin', roleId: null };
    if (t === 'member' || t === names.member.toLowerCase()) return { role: 'member', roleId: null };
  }
  const roleId = await customRoleNamed(deps, { enterpriseId, name: text.trim() });
  return roleId ? { role: 'member', roleId } : null;
}

/** A department by name, or by its path from the top ("Sales/East") when names repeat. */
async function resolveDepartment(deps: Deps, enterpriseId: string, text: string): Promise<string | 'unknown' | 'ambiguous'> {
  const segments = text
    .split('/')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!segments.length) return 'unknown';
  const candidates = await iq.departmentsNamed(deps.db, enterpriseId, segments.at(-1)!);
  if (segments.length === 1) return candidates.length === 1 ? candidates[0]!.id : candidates.length ? 'ambiguous' : 'unknown';
  const pathIds = (path: string) => path.split('/').filter(Boolean);
  const names = await iq.departmentNames(deps.db, enterpriseId, [...new Set(candidates.flatMap((c) => pathIds(c.path)))]);
  const matching = candidates.filter((c) => {
    const path = pathIds(c.path).map((id) => names.get(id));
    return path.length === segments.length && path.every((name, i) => name === segments[i]);
  });
  return matching.length === 1 ? matching[0]!.id : matching.length ? 'ambiguous' : 'unknown';
}

/** The send limits' refusal as an import row's issue on the phone-or-e-mail column. */
function refusalIssue(refusal: InvitationRefusal): RowIssue {
  const daily = refusal.kind === 'daily';
  return {
    field: 'phoneOrEmail',
    issue: {
      code: 'custom',
      path: ['phoneOrEmail'],
      message: daily ? 'invitationDailyLimit' : 'invitationRecipientBusy',
      ...(daily ? { maximum: refusal.count } : {}),
    },
  };
}

/**
 * Invites the person as the invite form does (invitations.ts), inside the row's transaction and
 * within the same send limits: a row over them fails with the reason.
 */
async function inviteInside(
  trx: Db,
  deps: Deps,
  ctx: ImportContext,
  value: MemberImport,
  accountId: string | null,
  language: string | null,
): Promise<RowIssue[] | null> {
  const recipient = value.row.phoneOrEmail.trim();
  const refusal = await claimInvitationSend(deps, { db: trx, enterpriseId: ctx.enterpriseId, userId: ctx.userId, recipient });
  if (refusal) return [refusalIssue(refusal)];
  const now = deps.clock.now();
  const token = newToken();
  await iv.insertInvitation(trx, {
    id: newId(now),
    enterprise_id: ctx.enterpriseId,
    token_hash: hashToken(token),
    user_id: accountId,
    recipient_hash: invitationRecipientHash(deps, recipient),
    recipient_cipher: deps.cipher.encrypt(recipient),
    display_name: value.row.name,
    employee_no: value.row.employeeNo || null,
    role: value.role.role,
    role_id: value.role.roleId,
    department_ids: JSON.stringify(value.departmentIds),
    invited_by: ctx.userId,
    created_at: now,
    expires_at: now + invitationValidityMs,
    accepted_at: null,
    revoked_at: null,
  });
  const inviter = await contactsOf(trx, ctx.userId);
  await sendInvitation(deps, ctx.log, {
    db: trx,
    recipient,
    token,
    hasAccount: accountId !== null,
    language,
    fallback: ctx.lang,
    inviterName: inviter.account_name,
    enterpriseId: ctx.enterpriseId,
  });
  return null;
}

export const membersImport: ImportKind<MemberImport> = {
  kind: 'members',
  service: 'organization',
  columns: [
    { field: 'name', header: 'imports.members.name', width: 16 },
    { field: 'phoneOrEmail', header: 'imports.members.phoneOrEmail', width: 26 },
    { field: 'employeeNo', header: 'imports.members.employeeNo', width: 16 },
    { field: 'role', header: 'imports.members.role', width: 16 },
    { field: 'departments', header: 'imports.members.departments', width: 30 },
  ],
  sample: (lang) => [
    translate(lang, 'imports.members.sampleName'),
    '13800138000',
    'E0001',
    translate(lang, 'roles.builtIn.member'),
    translate(lang, 'imports.members.sampleDepartments'),
  ],
  notes: (lang) => [
    translate(lang, 'imports.members.notes.required'),
    translate(lang, 'imports.members.notes.upsert'),
    translate(lang, 'imports.members.notes.role'),
    translate(lang, 'imports.members.notes.departments'),
    translate(lang, 'imports.common.limits'),
  ],
  async check(deps, ctx, cells) {
    const parsed = memberImportRowSchema.safeParse(cells);
    if (!parsed.success) return issuesOf(parsed.error);
    const row = parsed.data;
    const issues: RowIssue[] = [];
    const role = await resolveRole(deps, ctx.enterpriseId, row.role);
    if (!role) issues.push(rowIssue('role', 'importRoleUnknown'));
    const departmentIds: string[] = [];
    for (const name of row.departments.split(/[;；]/).filter((s) => s.trim())) {
      const found = await resolveDepartment(deps, ctx.enterpriseId, name);
      if (found === 'unknown' || found === 'ambiguous') {
        issues.push(rowIssue('departments', found === 'unknown' ? 'importDepartmentUnknown' : 'importDepartmentAmbiguous'));
        break;
      }
      departmentIds.push(found);
    }
    if (issues.length || !role) return issues;
    return {
      value: { row, role, departmentIds: [...new Set(departmentIds)] },
      key: invitationRecipientHash(deps, row.phoneOrEmail.trim()),
      keyField: 'phoneOrEmail',
    };
  },
  async apply(trx, deps, ctx, value) {
    const account = await accountOfRecipient(deps, value.row.phoneOrEmail.trim(), trx);
    const byAccount = account ? await q.findMembershipOf(trx, ctx.enterpriseId, account.id) : undefined;
    const byNumber = value.row.employeeNo ? await iq.memberByEmployeeNo(trx, ctx.enterpriseId, value.row.employeeNo) : undefined;
    if (byAccount && byNumber && byAccount.id !== byNumber.id) return [rowIssue('employeeNo', 'importMemberConflict')];
    const memberId = byAccount?.id ?? byNumber?.id;
    if (!memberId) return inviteInside(trx, deps, ctx, value, account?.id ?? null, account?.language ?? null);
    const existing = (await q.findMemberRow(trx, ctx.enterpriseId, memberId))!;
    // The master keeps their role (only the SMS hand-over changes it); their name, number and departments may change.
    await q.updateMember(trx, ctx.enterpriseId, memberId, {
      display_name: value.row.name,
      employee_no: value.row.employeeNo || existing.employee_no,
      ...(existing.role === 'master' ? {} : { role: value.role.role, role_id: value.role.roleId }),
    });
    await q.setMemberDepartments(trx, ctx.enterpriseId, memberId, value.departmentIds);
    return null;
  },
};

export const membersImportJob = importJob(membersImport as ImportKind<never>);

/** The members the list shows (its filters), every page of them, as xlsx; phones and e-mails masked. */
export async function exportMembers(
  deps: Deps,
  input: { caller: UserCaller; departmentCode: string; status: 'onTheJob' | 'separated' | 'all'; keyword: string },
): Promise<Buffer> {
  const { caller } = input;
  const { lang } = caller;
  const enterpriseId = enterpriseOf(caller.user);
  const roles = builtInRoleNames(lang);
  const rows: string[][] = [];
  let after = '';
  while (rows.length < exportMaxRows) {
    const found = await q.listMembers(deps.db, enterpriseId, {
      departmentId: input.departmentCode === 'root' ? '' : input.departmentCode,
      status: input.status === 'all' ? 0 : memberStatus[input.status],
      keyword: input.keyword,
      after,
      limit: exportPageSize,
    });
    const page = await withAccounts(deps, found);
    const departments = await q.departmentsOfMembers(
      deps.db,
      enterpriseId,
      page.map((r) => r.id),
    );
    const departmentsOf = new Map<string, string[]>();
    for (const d of departments) departmentsOf.set(d.member_id, [...(departmentsOf.get(d.member_id) ?? []), d.name]);
    const custom = await roleNamesOf(deps, { enterpriseId, roleIds: [...new Set(page.flatMap((r) => (r.role_id ? [r.role_id] : [])))] });
    for (const r of page) {
      const phone = openPhone(deps, r.member_phone_cipher ?? r.phone_cipher);
      const email = r.member_email ?? r.email;
      const role = r.role_id ? (custom.get(r.role_id) ?? '') : roles[r.role === 'master' || r.role === 'admin' ? r.role : 'member'];
      rows.push([
        r.name,
        phone ? maskPhone(phone) : email ? maskEmail(email) : '',
        r.employee_no ?? '',
        role,
        (departmentsOf.get(r.id) ?? []).join('; '),
        translate(lang, r.status === memberStatus.separated ? 'organization.members.separated' : 'organization.members.onTheJob'),
      ]);
    }
    if (page.length < exportPageSize) break;
    after = page.at(-1)!.id;
    // Each page is a few synchronous queries on SQLite: let waiting requests in between them.
    await yieldToRequests();
  }
  const bytes = await writeWorkbookOffThread([
    {
      name: translate(lang, 'imports.sheet.data'),
      header: [...membersImport.columns.map((c) => translate(lang, c.header)), translate(lang, 'imports.members.status')],
      rows: rows.slice(0, exportMaxRows),
      widths: [...membersImport.columns.map((c) => c.width ?? 20), 12],
    },
  ]);
  await writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId,
    service: 'organization',
    action: 'memberExport',
    phrase: { key: 'organization.memberExport', params: { count: rows.length } },
    content: `${rows.length} rows (${input.status}${input.keyword ? `, "${input.keyword}"` : ''}${input.departmentCode ? `, ${input.departmentCode}` : ''})`,
    ip: caller.ip,
  });
  return bytes;
}
