import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { ofEnterprise } from '../../platform/tenant-queries.js';

/** SQL of roles: custom roles and their module permissions (who holds them: organization's to count). Tenant rows by enterprise. */

export type RoleRow = { id: string; name: string; description: string; updated_at: number };

/** Custom roles by id after `after` (keyset), name containing `keyword`. */
export async function listRoles(
  db: Db,
  enterpriseId: string,
  options: { keyword: string; after: string; limit: number },
): Promise<RoleRow[]> {
  let query = db.selectFrom('roles').select(['id', 'name', 'description', 'updated_at']).where(ofEnterprise(enterpriseId));
  if (options.after) query = query.where('id', '>', options.after);
  if (options.keyword) query = query.where(nameContains(options.keyword));
  return query.orderBy('id').limit(options.limit).execute();
}

/** Case-insensitive; LIKE wildcards in the keyword are literal. */
function nameContains(keyword: string) {
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(name) like ${pattern} escape '\\'`;
}

export async function findRole(db: Db, enterpriseId: string, roleId: string): Promise<RoleRow | undefined> {
  return db
    .selectFrom('roles')
    .select(['id', 'name', 'description', 'updated_at'])
    .where(ofEnterprise(enterpriseId))
    .where('id', '=', roleId)
    .executeTakeFirst();
}

export async function roleModuleCodes(db: Db, enterpriseId: string, roleId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('role_modules')
    .select('module_code')
    .where(ofEnterprise(enterpriseId))
    .where('role_id', '=', roleId)
    .orderBy('module_code')
    .execute();
  return rows.map((r) => r.module_code);
}

/** Names of some of the enterprise's custom roles, by id (absent: not the enterprise's, or deleted). */
export async function roleNamesIn(db: Db, enterpriseId: string, roleIds: readonly string[]) {
  return db
    .selectFrom('roles')
    .select(['id', 'name'])
    .where(ofEnterprise(enterpriseId))
    .where('id', 'in', [...roleIds])
    .execute();
}

export async function insertRole(
  db: Db,
  row: {
    id: string;
    enterpriseId: string;
    name: string;
    description: string;
    createdBy: string;
    now: number;
    moduleCodes: readonly string[];
  },
): Promise<void> {
  await db
    .insertInto('roles')
    .values({
      id: row.id,
      enterprise_id: row.enterpriseId,
      name: row.name,
      description: row.description,
      created_by: row.createdBy,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
  await insertModules(db, row.enterpriseId, row.id, row.moduleCodes);
}

async function insertModules(db: Db, enterpriseId: string, roleId: string, codes: readonly string[]): Promise<void> {
  if (!codes.length) return;
  await db
    .insertInto('role_modules')
    .values(codes.map((code) => ({ role_id: roleId, enterprise_id: enterpriseId, module_code: code })))
    .execute();
}

export async function updateRole(
  db: Db,
  row: { id: string; enterpriseId: string; name: string; description: string; now: number; moduleCodes: readonly string[] },
): Promise<void> {
  await db
    .updateTable('roles')
    .set({ name: row.name, description: row.description, updated_at: row.now })
    .where(ofEnterprise(row.enterpriseId))
    .where('id', '=', row.id)
    .execute();
  await db.deleteFrom('role_modules').where(ofEnterprise(row.enterpriseId)).where('role_id', '=', row.id).execute();
  await insertModules(db, row.enterpriseId, row.id, row.moduleCodes);
}

export async function deleteRole(db: Db, enterpriseId: string, roleId: string): Promise<void> {
  await db.deleteFrom('role_modules').where(ofEnterprise(enterpriseId)).where('role_id', '=', roleId).execute();
  await db.deleteFrom('roles').where(ofEnterprise(enterpriseId)).where('id', '=', roleId).execute();
}

/** Custom roles granting one module code. */
export async function rolesGranting(db: Db, enterpriseId: string, code: string): Promise<RoleRow[]> {
  return db
    .selectFrom('role_modules')
    .innerJoin('roles', 'roles.id', 'role_modules.role_id')
    .select(['roles.id', 'roles.name', 'roles.description', 'roles.updated_at'])
    .where(ofEnterprise(enterpriseId, 'role_modules'))
    .where('role_modules.module_code', '=', code)
    .orderBy('roles.id')
    .limit(200)
    .execute();
}

/** Custom roles of this name, case aside (two at most: enough to tell one from several). */
export async function rolesNamed(db: Db, enterpriseId: string, name: string) {
  return db
    .selectFrom('roles')
    .select(['id'])
    .where(ofEnterprise(enterpriseId))
    .where(sql<SqlBool>`lower(name) = ${name.toLowerCase()}`)
    .limit(2)
    .execute();
}
