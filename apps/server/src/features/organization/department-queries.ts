import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { ofEnterprise } from '../../platform/tenant-queries.js';

/** SQL of the department tree. A top-level department's parent is the enterprise's id; `path` is `/top/…/id/`. */

export interface DepartmentRow {
  id: string;
  parent_id: string;
  name: string;
  path: string;
  depth: number;
  head_member_id: string | null;
}

const columns = ['id', 'parent_id', 'name', 'path', 'depth', 'head_member_id'] as const;

export async function findDepartment(db: Db, enterpriseId: string, id: string): Promise<DepartmentRow | undefined> {
  return db.selectFrom('departments').select(columns).where(ofEnterprise(enterpriseId)).where('id', '=', id).executeTakeFirst();
}

/** Departments as tree nodes: with the head's member name and person (their account name is account's) and whether anything sits below. */
function nodes(db: Db, enterpriseId: string) {
  return db
    .selectFrom('departments as d')
    .leftJoin('members as h', 'h.id', 'd.head_member_id')
    .select([
      'd.id',
      'd.parent_id',
      'd.name',
      'd.path',
      'd.depth',
      'd.head_member_id',
      'h.display_name as head_display_name',
      'h.user_id as head_user_id',
      (eb) => eb.exists(eb.selectFrom('departments as c').select('c.id').whereRef('c.parent_id', '=', 'd.id')).as('has_children'),
    ])
    .where(ofEnterprise(enterpriseId, 'd'));
}

export type NodeRow = Awaited<ReturnType<typeof findNode>> & object;

export async function findNode(db: Db, enterpriseId: string, id: string) {
  return nodes(db, enterpriseId).where('d.id', '=', id).executeTakeFirst();
}

/** One level, by name after `after` (the sibling-name index serves it). */
export async function listChildren(db: Db, enterpriseId: string, parentId: string, after: string | null, limit: number) {
  let query = nodes(db, enterpriseId).where('d.parent_id', '=', parentId);
  if (after !== null) query = query.where('d.name', '>', after);
  return query.orderBy('d.name').limit(limit).execute();
}

/** Departments whose name contains the keyword (case-insensitive, wildcards literal), by id after `after`. */
export async function searchDepartments(db: Db, enterpriseId: string, keyword: string, after: string, limit: number) {
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let query = keyword ? nodes(db, enterpriseId).where(sql<SqlBool>`lower(d.name) like ${pattern} escape '\\'`) : nodes(db, enterpriseId);
  if (after) query = query.where('d.id', '>', after);
  return query.orderBy('d.id').limit(limit).execute();
}

export async function namesOf(db: Db, enterpriseId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('departments').select(['id', 'name']).where(ofEnterprise(enterpriseId)).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function insertDepartment(
  db: Db,
  row: {
    id: string;
    enterpriseId: string;
    parentId: string;
    name: string;
    path: string;
    depth: number;
    headMemberId: string | null;
    now: number;
  },
): Promise<void> {
  await db
    .insertInto('departments')
    .values({
      id: row.id,
      enterprise_id: row.enterpriseId,
      parent_id: row.parentId,
      name: row.name,
      path: row.path,
      depth: row.depth,
      head_member_id: row.headMemberId,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
}

export async function updateDepartment(
  db: Db,
  enterpriseId: string,
  id: string,
  values: { name: string; head_member_id: string | null; updated_at: number },
): Promise<void> {
  await db.updateTable('departments').set(values).where(ofEnterprise(enterpriseId)).where('id', '=', id).execute();
}

/** Moves a subtree: the department gets its new parent, and every path below it the new prefix. */
export async function moveSubtree(
  db: Db,
  input: { enterpriseId: string; id: string; parentId: string; oldPath: string; newPath: string; depthDelta: number; now: number },
): Promise<void> {
  await db
    .updateTable('departments')
    .set({ parent_id: input.parentId, updated_at: input.now })
    .where(ofEnterprise(input.enterpriseId))
    .where('id', '=', input.id)
    .execute();
  const prefix = `${input.oldPath.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  await db
    .updateTable('departments')
    .set({
      path: sql<string>`${input.newPath} || substr(path, ${input.oldPath.length + 1})`,
      depth: sql<number>`depth + ${input.depthDelta}`,
    })
    .where(ofEnterprise(input.enterpriseId))
    .where(sql<SqlBool>`path like ${prefix} escape '\\'`)
    .execute();
}

export async function countChildren(db: Db, enterpriseId: string, id: string): Promise<number> {
  const row = await db
    .selectFrom('departments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(ofEnterprise(enterpriseId))
    .where('parent_id', '=', id)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function countDepartmentMembers(db: Db, enterpriseId: string, id: string): Promise<number> {
  const row = await db
    .selectFrom('department_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(ofEnterprise(enterpriseId))
    .where('department_id', '=', id)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function deleteDepartment(db: Db, enterpriseId: string, id: string): Promise<void> {
  await db.deleteFrom('departments').where(ofEnterprise(enterpriseId)).where('id', '=', id).execute();
}

/** How many of these ids are the enterprise's members on the job (another enterprise's never count). */
export async function countMembersOnTheJob(db: Db, enterpriseId: string, ids: readonly string[], onTheJob: number): Promise<number> {
  if (!ids.length) return 0;
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(ofEnterprise(enterpriseId))
    .where('status', '=', onTheJob)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The department's members on the job become exactly `memberIds`. Separated members keep their place:
 * they come back to their departments when they rejoin.
 */
export async function setDepartmentMembers(
  db: Db,
  input: { enterpriseId: string; departmentId: string; memberIds: readonly string[]; onTheJob: number },
): Promise<void> {
  const { enterpriseId, departmentId, memberIds } = input;
  await db
    .deleteFrom('department_members')
    .where(ofEnterprise(enterpriseId))
    .where('department_id', '=', departmentId)
    .where('member_id', 'not in', memberIds)
    .where('member_id', 'in', (eb) =>
      eb.selectFrom('members').select('id').where(ofEnterprise(enterpriseId)).where('status', '=', input.onTheJob),
    )
    .execute();
  const present = await db
    .selectFrom('department_members')
    .select('member_id')
    .where(ofEnterprise(enterpriseId))
    .where('department_id', '=', departmentId)
    .where('member_id', 'in', memberIds)
    .execute();
  const have = new Set(present.map((r) => r.member_id));
  const missing = memberIds.filter((id) => !have.has(id));
  if (missing.length)
    await db
      .insertInto('department_members')
      .values(missing.map((id) => ({ department_id: departmentId, member_id: id, enterprise_id: enterpriseId })))
      .execute();
}
