import type { Db } from '../../../db/database.js';
import type { KeyStoreKeyRow } from '../../../db/schema.js';

export async function insertKey(db: Db, row: KeyStoreKeyRow): Promise<void> {
  await db.insertInto('key_store_keys').values(row).execute();
}

export async function keyRow(db: Db, id: string): Promise<KeyStoreKeyRow | undefined> {
  return db.selectFrom('key_store_keys').selectAll().where('id', '=', id).executeTakeFirst();
}
