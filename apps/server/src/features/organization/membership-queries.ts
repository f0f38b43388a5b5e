import type { Db } from '../../db/database.js';

/** SQL of what other capabilities read of a person's memberships (memberships.ts). */

/** The enterprises a person has a member row in, along members_user. */
export const enterpriseIdsOfMember = (db: Db, userId: string) =>
  db.selectFrom('members').select('enterprise_id').where('user_id', '=', userId).execute();
