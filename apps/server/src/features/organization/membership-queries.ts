import type { Db } from '../../db/database.js';
import { ofEnterprise } from '../../platform/tenant-queries.js';

/** SQL of what other capabilities read of a person's memberships (memberships.ts). */

/** The enterprises a person has a member row in, along members_user. */
export const enterpriseIdsOfMember = (db: Db, userId: string) =>
  db.selectFrom('members').select('enterprise_id').where('user_id', '=', userId).execute();

/** A person's active memberships with their role, oldest first, along members_user (a person has few). */
export const activeMembershipsOfPerson = (db: Db, userId: string) =>
  db
    .selectFrom('members')
    .select(['enterprise_id', 'role'])
    .where('user_id', '=', userId)
    .where('status', '=', 1)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** The names an enterprise gave some of its members, by person, over members' (enterprise_id, user_id) key. */
export const memberDisplayNames = (db: Db, enterpriseId: string, userIds: readonly string[]) =>
  db
    .selectFrom('members')
    .select(['user_id', 'display_name'])
    .where(ofEnterprise(enterpriseId))
    .where('user_id', 'in', [...userIds])
    .execute();
