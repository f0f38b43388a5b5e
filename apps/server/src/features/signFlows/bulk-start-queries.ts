import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { NewEvent } from './event-queries.js';
import type { DocumentRow, FieldRow, FlowRow } from './queries.js';
import type * as q from './queries.js';

/** SQL of flows started in bulk (bulk-start.ts): a started flow's rows in the caller's transaction, a first link, counts. */

export async function insertStarted(
  trx: Db,
  o: {
    flow: FlowRow;
    document: DocumentRow;
    signers: { signer: Parameters<typeof q.insertSigner>[1]; fields: FieldRow[] }[];
    events: NewEvent[];
  },
): Promise<void> {
  await trx.insertInto('sign_flows').values(o.flow).execute();
  await trx.insertInto('sign_flow_documents').values(o.document).execute();
  for (const s of o.signers) {
    await trx.insertInto('sign_flow_signers').values(s.signer).execute();
    if (s.fields.length) await trx.insertInto('sign_flow_fields').values(s.fields).execute();
  }
  await trx.insertInto('sign_flow_events').values(o.events).execute();
}

/** A signer's first link with its `notified` event, only while it has its turn and no link: of two runners, one gives it. */
export async function giveFirstLink(db: Db, o: { signerId: string; linkHash: string; now: number; event: NewEvent }): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const r = await tx
      .updateTable('sign_flow_signers')
      .set({ link_hash: o.linkHash, reminded_at: o.now })
      .where('id', '=', o.signerId)
      .where('status', '=', 'toSign')
      .where('link_hash', 'is', null)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    await tx.insertInto('sign_flow_events').values(o.event).execute();
    return true;
  });
}

/** Flows by status among `flowIds` (a subquery of the caller's rows). */
export async function countByStatus(
  db: Db,
  flowIds: SelectQueryBuilder<Database, keyof Database, { flow_id: string }>,
): Promise<{ status: number; n: number | string }[]> {
  return db
    .selectFrom('sign_flows')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('id', 'in', flowIds)
    .groupBy('status')
    .execute();
}

export const flowsByIds = (db: Db, ids: readonly string[]) => db.selectFrom('sign_flows').selectAll().where('id', 'in', ids).execute();
