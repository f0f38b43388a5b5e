import type { Db } from '../../../db/database.js';
import { reusableQuery } from '../../../db/reusable-query.js';
import type { KeyStoreKeyRow } from '../../../db/schema.js';

export async function insertKey(db: Db, row: KeyStoreKeyRow): Promise<void> {
  await db.insertInto('key_store_keys').values(row).execute();
}

// Read by every signature: compiled once.
const keyById = reusableQuery((db: Db, id: string) => db.selectFrom('key_store_keys').selectAll().where('id', '=', id));

export async function keyRow(db: Db, id: string): Promise<KeyStoreKeyRow | undefined> {
  return (await keyById(db, id))[0];
}
