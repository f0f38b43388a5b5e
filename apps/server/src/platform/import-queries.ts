import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { ImportBatchTable, ImportErrorTable } from '../db/schema.js';
import { ofEnterprise } from './tenant-queries.js';

/** SQL of spreadsheet imports (platform/imports.ts): batches, their row errors, the job's queue. */

export async function insertBatch(db: Db, row: Insertable<ImportBatchTable>): Promise<void> {
  await db.insertInto('import_batches').values(row).execute();
}

export async function insertErrors(db: Db, rows: readonly Omit<ImportErrorTable, 'enterprise_id'>[]): Promise<void> {
  // Chunked: PostgreSQL takes at most 65,535 parameters in one statement.
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('import_errors')
      // Each row takes its batch's enterprise (the tenant key, 0067) in the same statement.
      .values(
        rows.slice(i, i + 500).map((row) => ({
          ...row,
          enterprise_id: db.selectFrom('import_batches').select('enterprise_id').where('id', '=', row.batch_id),
        })),
      )
      .execute();
}

export async function findBatch(db: Db, enterpriseId: string, kind: string, id: string) {
  return db
    .selectFrom('import_batches')
    .selectAll()
    .where(ofEnterprise(enterpriseId))
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
}

export type BatchRow = NonNullable<Awaited<ReturnType<typeof findBatch>>>;

export async function batchById(db: Db, id: string): Promise<BatchRow | undefined> {
  return db.selectFrom('import_batches').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A batch's errors in row order (the preview shows the first ones, the report all). */
export async function batchErrors(db: Db, batchId: string, limit: number) {
  return db
    .selectFrom('import_errors')
    .select(['row', 'field', 'issue'])
    .where('batch_id', '=', batchId)
    .orderBy('row')
    .orderBy('field')
    .limit(limit)
    .execute();
}

/** Moves a batch from one status to another; false when it was not in that status (another caller won). */
export async function moveStatus(
  db: Db,
  id: string,
  from: string,
  values: Partial<Pick<ImportBatchTable, 'status' | 'lease_until' | 'finished_at' | 'expires_at'>>,
): Promise<boolean> {
  const result = await db.updateTable('import_batches').set(values).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records one row's outcome, only if the batch is still at that row: applied (done + 1) or failed
 * (failed + 1). Run in the row's transaction, it is what makes a resumed import skip applied rows.
 */
export async function advance(db: Db, id: string, atRow: number, outcome: 'done' | 'failed'): Promise<boolean> {
  const result = await db
    .updateTable('import_batches')
    .set((eb) => ({ next_row: atRow + 1, [outcome]: eb(outcome, '+', 1) }))
    .where('id', '=', id)
    .where('next_row', '=', atRow)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Skips rows the preview found invalid (nothing to apply) in one step. */
export async function skipTo(db: Db, id: string, fromRow: number, toRow: number): Promise<boolean> {
  const result = await db
    .updateTable('import_batches')
    .set({ next_row: toRow })
    .where('id', '=', id)
    .where('next_row', '=', fromRow)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The oldest queued or running batch of a kind whose lease is free (a crashed run's lapses). */
export async function nextDue(db: Db, kind: string, now: number) {
  for (const status of ['running', 'queued']) {
    const row = await db
      .selectFrom('import_batches')
      .select(['id', 'lease_until'])
      .where('status', '=', status)
      .where('kind', '=', kind)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (row) return row;
  }
  return undefined;
}

/** Takes a batch for a run: only one runner holds it until the lease ends (the update decides, atomically). */
export async function claim(db: Db, id: string, now: number, until: number): Promise<boolean> {
  const result = await db
    .updateTable('import_batches')
    .set({ status: 'running', lease_until: until })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Batches whose kept file is due to go (previews never confirmed, finished imports). */
export async function expiredFiles(db: Db, kind: string, now: number) {
  return db
    .selectFrom('import_batches')
    .select(['id', 'status', 'file_path'])
    .where('status', 'in', ['preview', 'done', 'failed'])
    .where('kind', '=', kind)
    .where('expires_at', '<', now)
    .where('file_path', 'is not', null)
    .orderBy('id')
    .limit(100)
    .execute();
}

export async function dropFile(db: Db, id: string, status: string): Promise<void> {
  await db.updateTable('import_batches').set({ file_path: null, status }).where('id', '=', id).execute();
}

/** A long run keeps its lease. */
export async function claimAgain(db: Db, id: string, until: number): Promise<void> {
  await db.updateTable('import_batches').set({ lease_until: until }).where('id', '=', id).where('status', '=', 'running').execute();
}
