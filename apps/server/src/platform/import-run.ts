import { importMaxRows, importPreviewValidityMs } from '@console/contract';
import type { FastifyBaseLogger } from 'fastify';
import { writeOperationLog } from './audit.js';
import { backgroundPace } from './background-pace.js';
import type { Job } from './capability.js';
import type { Deps } from './context.js';
import { type ColumnHeader, type ImportContext, type ImportKind, type RowIssue, readSheet, rowsOf } from './import-kind.js';
import * as q from './import-queries.js';
import { readSealedFile, removeSealedFile } from './sealed-files.js';
import { yieldToRequests } from './workers.js';
import type { ReadSheet } from './xlsx.js';

/**
 * Applying a confirmed import: its rows one transaction each under a lease, now (small imports) or by
 * the kind's job, which also drops the files of old batches (imports.ts confirms).
 */

/** How long a runner holds a batch before another may take it over. */
export const leaseMs = 5 * 60_000;

class RowRefused extends Error {
  constructor(readonly issues: RowIssue[]) {
    super('row refused');
  }
}

/** Lost the batch to another runner (its lease lapsed meanwhile): stop without touching it. */
class BatchLost extends Error {}

/** Applies the batch's remaining rows from `next_row`; each row and its progress in one transaction. */
export async function runBatch(deps: Deps, kind: ImportKind<unknown, ColumnHeader>, id: string, log: FastifyBaseLogger): Promise<void> {
  const batch = (await q.batchById(deps.db, id))!;
  const finish = async (status: 'done' | 'failed') => {
    const now = deps.clock.now();
    await q.moveStatus(deps.db, id, 'running', { status, finished_at: now, lease_until: null, expires_at: now + importPreviewValidityMs });
    const final = (await q.batchById(deps.db, id))!;
    await writeOperationLog(deps, {
      userId: final.created_by,
      enterpriseId: final.enterprise_id,
      service: kind.service,
      action: status === 'done' ? 'importDone' : 'importFailed',
      phrase: {
        key: status === 'done' ? 'imports.importDone' : 'imports.importFailed',
        params: { kind: { phrase: `operationLog.importKinds.${kind.kind}` }, done: final.done, failed: final.failed + final.invalid },
      },
      content: `${kind.kind}: ${final.done} imported, ${final.failed + final.invalid} not`,
      ip: final.ip,
    });
  };
  if (!batch.file_path) return finish('failed');
  let sheet: ReadSheet;
  try {
    sheet = await readSheet(await readSealedFile(deps, batch.file_path));
  } catch (error) {
    log.error({ batch: id, problem: error instanceof Error ? error.message : String(error) }, 'import file unreadable');
    return finish('failed');
  }
  const rows = rowsOf(kind, sheet);
  const invalid = new Set((await q.batchErrors(deps.db, id, importMaxRows * 8)).map((e) => e.row));
  const ctx: ImportContext = { enterpriseId: batch.enterprise_id, userId: batch.created_by, lang: batch.lang === 'zh' ? 'zh' : 'en', log };
  const pace = backgroundPace();
  // A row checked, then (the slow part, outside its transaction: nothing holds a lock while a PDF is
  // drawn) prepared. Check, prepare and the transaction are each a synchronous stretch of their own on
  // SQLite: requests that arrived during one are answered before the next.
  const readied = async (row: (typeof rows)[number]): Promise<unknown> => {
    const checked = row.problems.length ? row.problems : await kind.check(deps, ctx, row.values, row.row);
    if (Array.isArray(checked) || !kind.prepare) return Array.isArray(checked) ? checked : checked.value;
    await yieldToRequests();
    return kind.prepare(deps, ctx, checked.value);
  };
  const nextValid = (from: number) => {
    let j = from;
    while (j < rows.length && invalid.has(rows[j]!.row)) j++;
    return j;
  };
  // A kind whose rows stand alone readies the next valid row while this one is written (its drawing
  // thread works meanwhile); a row readied but never written leaves at most an unreferenced file.
  let ahead: { index: number; value: Promise<unknown> } | null = null;
  try {
    for (let i = batch.next_row; i < rows.length; i++) {
      const row = rows[i]!;
      if (i % 100 === 0) await q.claimAgain(deps.db, id, deps.clock.now() + leaseMs);
      // Between every two rows: a row's checks, its files and its transaction are synchronous stretches
      // (on SQLite the queries too), so other requests get their turn row by row, and while the loop is
      // busy the rows leave it idle a moment (background-pace.ts): an import never crowds out the console.
      if (i > batch.next_row) await pace();
      if (invalid.has(row.row)) {
        if (!(await q.skipTo(deps.db, id, i, i + 1))) throw new BatchLost();
        continue;
      }
      const readying = ahead?.index === i ? ahead.value : readied(row);
      ahead = null;
      const value = await readying;
      const next = kind.rowsStandAlone ? nextValid(i + 1) : rows.length;
      if (next < rows.length) {
        ahead = { index: next, value: yieldToRequests().then(() => readied(rows[next]!)) };
        // Awaited when its turn comes; a run stopped before then must not leave it unhandled.
        ahead.value.catch(() => undefined);
      }
      try {
        if (Array.isArray(value)) throw new RowRefused(value);
        await yieldToRequests();
        await deps.db.transaction().execute(async (trx) => {
          const issues = await kind.apply(trx, deps, ctx, value);
          if (issues) throw new RowRefused(issues);
          if (!(await q.advance(trx, id, i, 'done'))) throw new BatchLost();
        });
        if (kind.applied)
          await kind
            .applied(deps, ctx, value)
            .catch((error: unknown) =>
              log.error(
                { batch: id, row: row.row, problem: error instanceof Error ? error.message : String(error) },
                'import row follow-up failed',
              ),
            );
      } catch (error) {
        if (!(error instanceof RowRefused)) throw error;
        await deps.db.transaction().execute(async (trx) => {
          if (!(await q.advance(trx, id, i, 'failed'))) throw new BatchLost();
          await q.insertErrors(
            trx,
            error.issues.map((p) => ({ batch_id: id, row: row.row, field: p.field, issue: JSON.stringify(p.issue) })),
          );
        });
      }
    }
  } catch (error) {
    if (error instanceof BatchLost) return;
    throw error;
  }
  await finish('done');
}

/**
 * The job of a kind: drops files of previews never confirmed and of imports finished long enough,
 * then runs the oldest queued import (or one whose runner crashed: its lease has lapsed) to its end.
 */
export function importJob(kind: ImportKind<never, ColumnHeader>): Job;
/** For kinds whose columns depend on the batch (a template's version): the batch's own kind, or null when it cannot run. */
export function importJob(
  kind: Pick<ImportKind<never, ColumnHeader>, 'kind'>,
  kindOfBatch: (deps: Deps, batchId: string) => Promise<ImportKind<never, ColumnHeader> | null>,
): Job;
export function importJob(
  kind: Pick<ImportKind<never, ColumnHeader>, 'kind'>,
  kindOfBatch?: (deps: Deps, batchId: string) => Promise<ImportKind<never, ColumnHeader> | null>,
): Job {
  const k = kind as unknown as ImportKind<unknown, ColumnHeader>;
  return {
    name: `${k.kind}Import`,
    everyMs: 5_000,
    run: async (deps, log) => {
      const now = deps.clock.now();
      for (const old of await q.expiredFiles(deps.db, k.kind, now)) {
        await removeSealedFile(deps, old.file_path!);
        await q.dropFile(deps.db, old.id, old.status === 'preview' ? 'expired' : old.status);
      }
      const due = await q.nextDue(deps.db, k.kind, now);
      if (!due || !(await q.claim(deps.db, due.id, now, now + leaseMs))) return;
      const own = kindOfBatch ? await kindOfBatch(deps, due.id) : (kind as ImportKind<never, ColumnHeader>);
      if (!own) {
        await q.moveStatus(deps.db, due.id, 'running', {
          status: 'failed',
          finished_at: now,
          lease_until: null,
          expires_at: now + importPreviewValidityMs,
        });
        return;
      }
      await runBatch(deps, own as unknown as ImportKind<unknown, ColumnHeader>, due.id, log);
    },
  };
}
