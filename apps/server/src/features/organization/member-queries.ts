import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { ofEnterprise } from '../../platform/tenant-queries.js';

/** SQL of members: the list, their departments and roles, separation; an invitee's in invitee-queries.ts; roles' names are roles'. */

export async function findMemberRow(db: Db, enterpriseId: string, id: string) {
  return db
    .selectFrom('members')
    .select(['id', 'user_id', 'role', 'role_id', 'status', 'display_name', 'employee_no'])
    .where(ofEnterprise(enterpriseId))
    .where('id', '=', id)
    .executeTakeFirst();
}

export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

/** The shape both member list sources share (for the type of the query built on them). */
function membersFrom(db: Db) {
  return db.selectFrom('members as m');
}

/**
 * Members by id after `after`; of one department, one status (0: any), by name (their own, else their
 * account's) or employee number. Their account's nickname, e-mail and phone are account's to give
 * (member-names.ts's `withAccounts`, one read per page).
 */
export async function listMembers(
  db: Db,
  enterpriseId: string,
  input: { departmentId: string; status: number; keyword: string; after: string; limit: number; ids?: readonly string[] },
) {
  // One department: driven from its membership rows (their key is (department_id, member_id); the
  // CROSS JOIN keeps SQLite from starting at the members), so a department of ten among 100,000
  // members reads ten rows, not the enterprise.
  const from = input.departmentId
    ? db
        .selectFrom('department_members as dm')
        .crossJoin('members as m')
        .whereRef('m.id', '=', 'dm.member_id')
        .where('dm.department_id', '=', input.departmentId)
        .where(ofEnterprise(enterpriseId, 'dm'))
    : membersFrom(db).where(ofEnterprise(enterpriseId, 'm'));
  let query = (from as unknown as ReturnType<typeof membersFrom>).select([
    'm.id',
    'm.user_id',
    'm.role',
    'm.role_id',
    'm.status',
    'm.created_at',
    'm.separated_at',
    'm.employee_no',
    'm.display_name',
    'm.account_name',
    'm.email as member_email',
    'm.phone_cipher as member_phone_cipher',
  ]);
  if (input.ids) query = query.where('m.id', 'in', input.ids.length ? input.ids : ['']);
  if (input.status) query = query.where('m.status', '=', input.status);
  if (input.keyword) {
    const pattern = `%${input.keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // The account name is the copy on `members` (0073), not a join of account's `users`: the filter
    // stays a condition on the rows the keyset walk already reads, so a page reads one enterprise's
    // (or department's) members in key order at any size of `users`. Asking account first for the
    // ids whose name matches would scan every account (a contains-match uses no index) and, bounded,
    // miss members beyond the bound.
    query = query.where(
      sql<SqlBool>`(lower(coalesce(m.display_name, m.account_name)) like ${pattern} escape '\\' or lower(coalesce(m.employee_no, '')) like ${pattern} escape '\\')`,
    );
  }
  const key = sql.ref<string>(input.departmentId ? 'dm.member_id' : 'm.id');
  if (input.after) query = query.where(key, '>', input.after);
  return query.orderBy(key).limit(input.limit).execute();
}

export async function departmentsOfMembers(db: Db, enterpriseId: string, memberIds: readonly string[]) {
  if (!memberIds.length) return [];
  return db
    .selectFrom('department_members as dm')
    .innerJoin('departments as d', 'd.id', 'dm.department_id')
    .select(['dm.member_id', 'd.id', 'd.name'])
    .where(ofEnterprise(enterpriseId, 'dm'))
    .where('dm.member_id', 'in', memberIds)
    .orderBy('d.name')
    .execute();
}

export async function countDepartments(db: Db, enterpriseId: string, ids: readonly string[]): Promise<number> {
  if (!ids.length) return 0;
  const row = await db
    .selectFrom('departments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(ofEnterprise(enterpriseId))
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function setMemberDepartments(
  db: Db,
  enterpriseId: string,
  memberId: string,
  departmentIds: readonly string[],
): Promise<void> {
  await db.deleteFrom('department_members').where(ofEnterprise(enterpriseId)).where('member_id', '=', memberId).execute();
  if (departmentIds.length)
    await db
      .insertInto('department_members')
      .values(departmentIds.map((id) => ({ department_id: id, member_id: memberId, enterprise_id: enterpriseId })))
      .execute();
}

export async function updateMember(
  db: Db,
  enterpriseId: string,
  id: string,
  values: Partial<{
    display_name: string;
    employee_no: string | null;
    role: string;
    role_id: string | null;
    status: number;
    separated_at: number | null;
  }>,
): Promise<void> {
  await db.updateTable('members').set(values).where(ofEnterprise(enterpriseId)).where('id', '=', id).execute();
}

/** Departments the member heads: open work to hand over before they separate. */
export async function countHeadships(db: Db, enterpriseId: string, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('departments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(ofEnterprise(enterpriseId))
    .where('head_member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The departments one member heads get another head (a separation's hand-over). A head is one of the
 * department's members, so the successor joins those departments they are not in yet.
 */
export async function moveHeadships(db: Db, enterpriseId: string, fromMemberId: string, toMemberId: string, now: number): Promise<void> {
  await db
    .insertInto('department_members')
    .columns(['department_id', 'member_id', 'enterprise_id'])
    .expression((eb) =>
      eb
        .selectFrom('departments as d')
        .select(['d.id', sql<string>`${toMemberId}`.as('member_id'), 'd.enterprise_id'])
        .where(ofEnterprise(enterpriseId, 'd'))
        .where('d.head_member_id', '=', fromMemberId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('department_members as dm')
                .select('dm.member_id')
                .whereRef('dm.department_id', '=', 'd.id')
                .where('dm.member_id', '=', toMemberId),
            ),
          ),
        ),
    )
    .execute();
  await db
    .updateTable('departments')
    .set({ head_member_id: toMemberId, updated_at: now })
    .where(ofEnterprise(enterpriseId))
    .where('head_member_id', '=', fromMemberId)
    .execute();
}

export async function deleteMember(db: Db, enterpriseId: string, id: string): Promise<void> {
  await db.deleteFrom('department_members').where(ofEnterprise(enterpriseId)).where('member_id', '=', id).execute();
  await db.deleteFrom('members').where(ofEnterprise(enterpriseId)).where('id', '=', id).execute();
}

export async function findMembershipOf(db: Db, enterpriseId: string, userId: string) {
  return db
    .selectFrom('members')
    .select(['id', 'role', 'status'])
    .where(ofEnterprise(enterpriseId))
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
