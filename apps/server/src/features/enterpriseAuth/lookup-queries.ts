import type { Db } from '../../db/database.js';
import { ofEnterprise } from '../../platform/tenant-queries.js';

/** SQL of what the enterprise capability reads of applications (lookups.ts). */

export const findStatuses = (db: Db, ids: readonly string[]) =>
  db
    .selectFrom('enterprise_applications')
    .select(['id', 'status'])
    .where('id', 'in', [...ids])
    .execute();

export const findNewestPassed = (db: Db, enterpriseId: string) =>
  db
    .selectFrom('enterprise_applications')
    .selectAll()
    .where(ofEnterprise(enterpriseId))
    .where('status', '=', 'passed')
    .orderBy('passed_at', 'desc')
    .executeTakeFirst();

export const findOfEnterprise = (db: Db, id: string, enterpriseId: string) =>
  db.selectFrom('enterprise_applications').selectAll().where('id', '=', id).where(ofEnterprise(enterpriseId)).executeTakeFirst();

export const findCodes = (db: Db, id: string) =>
  db.selectFrom('enterprise_applications').select(['credit_code', 'org_code', 'legal_name_cipher']).where('id', '=', id).executeTakeFirst();
