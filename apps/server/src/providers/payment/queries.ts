import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** SQL of the sandbox payment gateway's ledger. */

export async function insertEntry(db: Db, row: Insertable<Database['payment_sandbox_ledger']>): Promise<void> {
  await db
    .insertInto('payment_sandbox_ledger')
    .values(row)
    .onConflict((oc) => oc.column('reference').doNothing())
    .execute();
}

export async function findEntry(db: Db, ref: string) {
  return db.selectFrom('payment_sandbox_ledger').selectAll().where('ref', '=', ref).executeTakeFirst();
}

export async function findByReference(db: Db, reference: string) {
  return db.selectFrom('payment_sandbox_ledger').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** Decides a pending entry; false when it was decided already (one decision wins). */
export async function decideEntry(db: Db, input: { ref: string; status: 'approved' | 'declined'; at: number }): Promise<boolean> {
  const result = await db
    .updateTable('payment_sandbox_ledger')
    .set({ status: input.status, decided_at: input.at })
    .where('ref', '=', input.ref)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks a collected (approved) entry refunded; false when it was not collected. */
export async function refundEntry(db: Db, input: { ref: string; at: number }): Promise<boolean> {
  const result = await db
    .updateTable('payment_sandbox_ledger')
    .set({ status: 'refunded', decided_at: input.at })
    .where('ref', '=', input.ref)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
