import type { Selectable } from 'kysely';
import { coalescedRowsByColumn } from '../../db/coalesced-lookup.js';
import type { Db } from '../../db/database.js';
import type { IdentityRegistryTable } from '../../db/schema.js';
import { type ListPosition, defineListOrder } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';

export type RegistryRow = Selectable<IdentityRegistryTable>;

/** The entry of an ID number's hash; concurrent reads share one query on PostgreSQL. */
export const findByIdNumberHash = coalescedRowsByColumn<RegistryRow>({
  table: 'identity_registry',
  column: 'id_number_hash',
  one: (db, hash) => db.selectFrom('identity_registry').selectAll().where('id_number_hash', '=', hash).execute(),
  keyOf: (row) => row.id_number_hash,
});

/** Entries oldest first (the documented people lead), with the name of the operator who added each. */
/** Entries oldest first (the documented people lead; index identity_registry_created). */
export const registryOrder = defineListOrder<RegistryRow>('identityRegistry.list', 'asc', [
  { ref: 'identity_registry.created_at', field: 'created_at', type: 'number' },
  { ref: 'identity_registry.id', field: 'id', type: 'string' },
]);

export async function listEntries(db: Db, position: ListPosition): Promise<(RegistryRow & { operator_name: string | null })[]> {
  const query = db
    .selectFrom('identity_registry')
    .leftJoin('operators', 'operators.id', 'identity_registry.created_by')
    .selectAll('identity_registry')
    .select('operators.name as operator_name');
  return keysetPage(query, registryOrder, position).execute();
}

export async function countEntries(db: Db): Promise<number> {
  return countUpTo(db, db.selectFrom('identity_registry').select('id'));
}

/** Inserts unless the ID number is already there; answers whether a row was added. */
export async function insertEntry(db: Db, row: RegistryRow): Promise<boolean> {
  const result = await db
    .insertInto('identity_registry')
    .values(row)
    .onConflict((oc) => oc.column('id_number_hash').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}
