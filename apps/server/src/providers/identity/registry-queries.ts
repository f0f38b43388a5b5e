import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { IdentityRegistryTable } from '../../db/schema.js';

export type RegistryRow = Selectable<IdentityRegistryTable>;

export async function findByIdNumberHash(db: Db, hash: string): Promise<RegistryRow | undefined> {
  return db.selectFrom('identity_registry').selectAll().where('id_number_hash', '=', hash).executeTakeFirst();
}

/** Entries oldest first (the documented people lead), with the name of the operator who added each. */
export async function listEntries(
  db: Db,
  page: { offset: number; limit: number },
): Promise<(RegistryRow & { operator_name: string | null })[]> {
  return db
    .selectFrom('identity_registry')
    .leftJoin('operators', 'operators.id', 'identity_registry.created_by')
    .selectAll('identity_registry')
    .select('operators.name as operator_name')
    .orderBy('identity_registry.created_at', 'asc')
    .orderBy('identity_registry.id', 'asc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countEntries(db: Db): Promise<number> {
  const row = await db
    .selectFrom('identity_registry')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
