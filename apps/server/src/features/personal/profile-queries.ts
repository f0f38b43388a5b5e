import type { Db } from '../../db/database.js';

/** SQL of personal information. Times are epoch ms handed in by the service (its clock). */

/** The enterprises a person is an active member of, oldest membership first. */
export async function listJoinedEnterprises(db: Db, userId: string) {
  return db
    .selectFrom('members')
    .innerJoin('enterprises', 'enterprises.id', 'members.enterprise_id')
    .select(['enterprises.name', 'members.role'])
    .where('members.user_id', '=', userId)
    .where('members.status', '=', 1)
    .orderBy('members.created_at')
    .execute();
}
