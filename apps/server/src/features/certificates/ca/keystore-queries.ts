import { sql } from 'kysely';
import { coalescedLookup } from '../../../db/coalesced-lookup.js';
import type { Db } from '../../../db/database.js';
import { reusableQuery } from '../../../db/reusable-query.js';
import type { KeyStoreKeyRow } from '../../../db/schema.js';

export async function insertKey(db: Db, row: KeyStoreKeyRow): Promise<void> {
  await db.insertInto('key_store_keys').values(row).execute();
}

// Read by every signature: compiled once.
const keyById = reusableQuery((db: Db, id: string) => db.selectFrom('key_store_keys').selectAll().where('id', '=', id));

/** A key's row; concurrent signatures share one query on PostgreSQL (often with one key: an enterprise's). */
export const keyRow = coalescedLookup<KeyStoreKeyRow>({
  findMany: (db, ids) =>
    ids.length === 1
      ? keyById(db, ids[0]!)
      : db
          .selectFrom('key_store_keys')
          .selectAll()
          .where(sql<boolean>`id = any(${[...ids]})`)
          .execute(),
  keyOf: (row) => row.id,
});
