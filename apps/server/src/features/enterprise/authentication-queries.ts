import type { Db } from '../../db/database.js';

/** SQL of what enterprise authentication reads and writes of an enterprise (authentication.ts). Times are epoch ms handed in. */

export const findAuthState = (db: Db, enterpriseId: string) =>
  db.selectFrom('enterprises').select(['real_name_status', 'current_application_id']).where('id', '=', enterpriseId).executeTakeFirst();

/** Takes the row's lock for the rest of the transaction, marking the enterprise changed at `at`. */
export async function touchEnterpriseRow(db: Db, enterpriseId: string, at: number): Promise<void> {
  await db.updateTable('enterprises').set({ updated_at: at }).where('id', '=', enterpriseId).execute();
}

export async function identityKeyHeldByOther(db: Db, identityKey: string, enterpriseId: string): Promise<boolean> {
  const row = await db
    .selectFrom('enterprises')
    .select('id')
    .where('identity_key', '=', identityKey)
    .where('id', '!=', enterpriseId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Points the enterprise at its current application and writes what follows from it (a unique identity key may refuse). */
export async function updateAuthentication(
  db: Db,
  enterpriseId: string,
  set: {
    current_application_id: string;
    real_name_status: number;
    check_status: number;
    updated_at: number;
    name?: string;
    identity_key?: string;
    passed_at?: number;
  },
): Promise<void> {
  await db.updateTable('enterprises').set(set).where('id', '=', enterpriseId).execute();
}
