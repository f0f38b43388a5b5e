import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SignFlowBatchTable } from '../../db/schema.js';

/** SQL of batch signing (0063): the batch row, the documents opened in it, the signer's waiting rows. */

export type BatchRow = Selectable<SignFlowBatchTable>;

export async function insertBatch(db: Db, row: BatchRow): Promise<void> {
  await db.insertInto('sign_flow_batches').values(row).execute();
}

export const batchByToken = (db: Db, tokenHash: string) =>
  db.selectFrom('sign_flow_batches').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/**
 * The signer rows whose turn it is for this phone, of flows in progress before their deadline, newest
 * first over the waiting list's index (`sign_flow_signers_phone_status_created`).
 */
export const waitingOfPhoneQuery = (db: Db, phoneHash: string, now: number, limit: number) =>
  db
    .selectFrom('sign_flow_signers as s')
    .innerJoin('sign_flows as f', 'f.id', 's.flow_id')
    .selectAll('s')
    .select(['f.title', 'f.deadline_at'])
    .where('s.phone_hash', '=', phoneHash)
    .where('s.status', '=', 'toSign')
    .where('f.status', '=', 1)
    .where('f.deadline_at', '>', now)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit);

export const waitingOfPhone = (db: Db, phoneHash: string, now: number, limit: number) =>
  waitingOfPhoneQuery(db, phoneHash, now, limit).execute();

export const documentsOfFlows = (db: Db, flowIds: string[]) =>
  flowIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('sign_flow_documents')
        .select(['id', 'flow_id', 'name', 'pages'])
        .where('flow_id', 'in', flowIds)
        .orderBy('created_at')
        .orderBy('id')
        .execute();

/** A document opened in the batch; opening it twice keeps the first. */
export async function markViewed(db: Db, o: { batchId: string; documentId: string; signerId: string; now: number }): Promise<void> {
  await db
    .insertInto('sign_flow_batch_views')
    .values({
      batch_id: o.batchId,
      // The batch's signer: the tenant key (0067).
      user_id: db.selectFrom('sign_flow_batches').select('user_id').where('id', '=', o.batchId),
      document_id: o.documentId,
      signer_id: o.signerId,
      created_at: o.now,
    })
    .onConflict((c) => c.columns(['batch_id', 'document_id']).doNothing())
    .execute();
}

export const viewedOf = async (db: Db, batchId: string) =>
  new Set(
    (await db.selectFrom('sign_flow_batch_views').select('document_id').where('batch_id', '=', batchId).execute()).map(
      (r) => r.document_id,
    ),
  );

/** Fixes the chosen rows and the willingness code's binding, while the batch is not signing or done. */
export interface Chosen {
  signerId: string;
  flowId: string;
  title: string;
}

export async function chooseFlows(db: Db, o: { id: string; chosen: Chosen[]; codeHash: string }): Promise<boolean> {
  const r = await db
    .updateTable('sign_flow_batches')
    .set({ status: 'coded', chosen: JSON.stringify(o.chosen), code_hash: o.codeHash })
    .where('id', '=', o.id)
    .where('status', 'in', ['open', 'coded'])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The one winner of a submit: coded → signing, only with the code the batch was sent. */
export async function claimSigning(db: Db, o: { id: string; codeHash: string }): Promise<boolean> {
  const r = await db
    .updateTable('sign_flow_batches')
    .set({ status: 'signing' })
    .where('id', '=', o.id)
    .where('status', '=', 'coded')
    .where('code_hash', '=', o.codeHash)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function finishBatch(db: Db, o: { id: string; results: string }): Promise<void> {
  await db.updateTable('sign_flow_batches').set({ status: 'done', results: o.results }).where('id', '=', o.id).execute();
}

/** A signer row by id. */
export const signerById = (db: Db, id: string) => db.selectFrom('sign_flow_signers').selectAll().where('id', '=', id).executeTakeFirst();
