import { coalescedRowsByColumn } from '../../../db/coalesced-lookup.js';
import type { Db } from '../../../db/database.js';
import { reusableQuery } from '../../../db/reusable-query.js';
import type { KeyStoreKeyRow } from '../../../db/schema.js';

export async function insertKey(db: Db, row: KeyStoreKeyRow): Promise<void> {
  await db.insertInto('key_store_keys').values(row).execute();
}

// Read by every signature: compiled once.
const keyById = reusableQuery((db: Db, id: string) => db.selectFrom('key_store_keys').selectAll().where('id', '=', id));

/** A key's row; concurrent signatures share one query on PostgreSQL (often with one key: an enterprise's). */
export const keyRow = coalescedRowsByColumn<KeyStoreKeyRow>({
  table: 'key_store_keys',
  column: 'id',
  one: keyById,
  keyOf: (row) => row.id,
});
