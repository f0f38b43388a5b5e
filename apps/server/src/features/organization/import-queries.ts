import type { Db } from '../../db/database.js';
import { ofEnterprise } from '../../platform/tenant-queries.js';

/** SQL of the members import: departments by name, members by employee number (roles by name: roles' `customRoleNamed`). */

/** Departments of that exact name (departments_enterprise_name), with their paths of ids. */
export async function departmentsNamed(db: Db, enterpriseId: string, name: string) {
  return db
    .selectFrom('departments')
    .select(['id', 'path'])
    .where(ofEnterprise(enterpriseId))
    .where('name', '=', name)
    .orderBy('id')
    .limit(50)
    .execute();
}

export async function departmentNames(db: Db, enterpriseId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('departments').select(['id', 'name']).where(ofEnterprise(enterpriseId)).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function memberByEmployeeNo(db: Db, enterpriseId: string, employeeNo: string) {
  return db
    .selectFrom('members')
    .select(['id', 'user_id', 'role'])
    .where(ofEnterprise(enterpriseId))
    .where('employee_no', '=', employeeNo)
    .limit(1)
    .executeTakeFirst();
}
