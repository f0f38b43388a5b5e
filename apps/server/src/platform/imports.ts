import {
  type ImportBatch,
  type ImportStatus,
  importJobThreshold,
  importMaxRows,
  importPreviewErrorCap,
  importPreviewValidityMs,
  importStatuses,
} from '@console/contract';
import { type Language, translate } from '@console/phrases';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/database.js';
import { writeOperationLog } from './audit.js';
import type { UserCaller } from './caller.js';
import type { Deps } from './context.js';
import { AppError } from './errors.js';
import { newId } from './ids.js';
import { batchesByIds } from './import-batch-queries.js';
import {
  type ColumnHeader,
  type ImportContext,
  type ImportKind,
  batchOf,
  columnHeader,
  headerOf,
  messageOf,
  readSheet,
  rowIssue,
  rowsOf,
} from './import-kind.js';
import * as q from './import-queries.js';
import { leaseMs, runBatch } from './import-run.js';
import type { UploadedFile } from './route.js';
import { readSealedFile, storeSealedFile } from './sealed-files.js';
import { enterpriseOf } from './tenant.js';
import { writeWorkbookOffThread, yieldToRequests } from './workers.js';

export {
  type ColumnHeader,
  type ImportColumn,
  type ImportContext,
  type ImportKind,
  type RowIssue,
  issuesOf,
  rowIssue,
} from './import-kind.js';
export { importJob } from './import-run.js';

/**
 * Spreadsheet imports, the same for every kind of row: upload → dry run (every row
 * checked as its single-add form would, nothing written, the file kept sealed) → confirm (valid rows
 * applied one transaction each, together with the batch's progress, so a resumed run never applies
 * a row twice) → error report. Beyond importJobThreshold valid rows the capability's job applies them.
 * A kind (members, contacts) says its columns, how a row is checked and how it is applied
 * (import-kind.ts); import-run.ts applies a confirmed batch, here or in the kind's job.
 */

async function view(deps: Deps, kind: ImportKind<unknown, ColumnHeader>, batch: q.BatchRow, lang: Language): Promise<ImportBatch> {
  const errors = await q.batchErrors(deps.db, batch.id, importPreviewErrorCap);
  return {
    id: batch.id,
    status: importStatuses.includes(batch.status as ImportStatus) ? (batch.status as ImportStatus) : 'failed',
    total: batch.total,
    valid: batch.valid,
    invalid: batch.invalid,
    done: batch.done,
    failed: batch.failed,
    errors: errors.map((e) => ({ row: e.row, column: headerOf(kind, e.field, lang), message: messageOf(e.issue, lang) })),
    expiresAt: batch.expires_at,
  };
}

const contextOf = (caller: UserCaller): ImportContext => ({
  enterpriseId: enterpriseOf(caller.user),
  userId: caller.user.userId,
  lang: caller.lang,
  log: caller.log,
});

/** The dry run: every row checked, the problems kept, nothing of the rows written. */
export async function previewImport<V>(
  deps: Deps,
  kind: ImportKind<V, ColumnHeader>,
  input: {
    caller: UserCaller;
    file: UploadedFile | null;
    /** What the kind records beside the batch (its head), in the batch's transaction. */
    alsoWrite?: (trx: Db, batchId: string) => Promise<void>;
  },
): Promise<ImportBatch> {
  if (!input.file || input.file.bytes.length === 0) throw new AppError('importFileInvalid');
  const ctx = contextOf(input.caller);
  const sheet = await readSheet(input.file.bytes);
  const rows = rowsOf(kind as ImportKind<unknown, ColumnHeader>, sheet);
  const now = deps.clock.now();
  const id = newId(now);
  const errors: { batch_id: string; row: number; field: string; issue: string }[] = [];
  const seen = new Set<string>();
  let valid = 0;
  for (const [n, row] of rows.entries()) {
    // The synchronous SQLite driver resolves every query at once: without a pause, checking 10,000 rows would hold every request.
    if (n % 50 === 49) await yieldToRequests();
    let problems = row.problems;
    if (!problems.length) {
      const checked = await kind.check(deps, ctx, row.values, row.row);
      if (Array.isArray(checked)) problems = checked;
      else if (seen.has(checked.key)) problems = [rowIssue(checked.keyField, 'importDuplicate')];
      else seen.add(checked.key);
    }
    if (problems.length)
      for (const p of problems) errors.push({ batch_id: id, row: row.row, field: p.field, issue: JSON.stringify(p.issue) });
    else valid++;
  }
  const filePath = await storeSealedFile(deps, { folder: 'imports', id, bytes: Buffer.from(input.file.bytes) });
  await deps.db.transaction().execute(async (trx) => {
    await q.insertBatch(trx, {
      id,
      enterprise_id: ctx.enterpriseId,
      kind: kind.kind,
      status: 'preview',
      file_path: filePath,
      total: rows.length,
      valid,
      invalid: rows.length - valid,
      next_row: 0,
      done: 0,
      failed: 0,
      created_by: ctx.userId,
      ip: input.caller.ip,
      lang: ctx.lang,
      created_at: now,
      expires_at: now + importPreviewValidityMs,
      lease_until: null,
      finished_at: null,
    });
    await q.insertErrors(trx, errors);
    await input.alsoWrite?.(trx, id);
  });
  return view(deps, kind as ImportKind<unknown, ColumnHeader>, (await q.batchById(deps.db, id))!, ctx.lang);
}

/** Several batches of an enterprise and kind, by id (a page of a capability's own list of them), without their errors. */
export async function importBatchesOf(
  deps: Deps,
  o: { enterpriseId: string; kind: ImportKind<unknown, ColumnHeader>['kind']; ids: readonly string[] },
): Promise<Map<string, Omit<ImportBatch, 'errors'>>> {
  if (!o.ids.length) return new Map();
  const rows = await batchesByIds(deps.db, o.enterpriseId, o.kind, o.ids);
  return new Map(
    rows.map((b) => [
      b.id,
      {
        id: b.id,
        status: importStatuses.includes(b.status as ImportStatus) ? (b.status as ImportStatus) : 'failed',
        total: b.total,
        valid: b.valid,
        invalid: b.invalid,
        done: b.done,
        failed: b.failed,
        expiresAt: Number(b.expires_at),
      },
    ]),
  );
}

export async function importStatus<V>(
  deps: Deps,
  kind: ImportKind<V, ColumnHeader>,
  input: { caller: UserCaller; id: string },
): Promise<ImportBatch> {
  const k = kind as ImportKind<unknown, ColumnHeader>;
  return view(deps, k, await batchOf(deps, k, input.caller, input.id), input.caller.lang);
}

/** Confirms a dry run: small imports run now, larger ones are queued for the job. A second confirm changes nothing. */
export async function confirmImport<V>(
  deps: Deps,
  kind: ImportKind<V, ColumnHeader>,
  input: { caller: UserCaller; id: string },
): Promise<ImportBatch> {
  const k = kind as ImportKind<unknown, ColumnHeader>;
  const { caller } = input;
  const batch = await batchOf(deps, k, caller, input.id);
  const now = deps.clock.now();
  if (batch.status === 'preview' && (batch.expires_at <= now || !batch.file_path)) throw new AppError('importExpired');
  if (batch.status === 'expired') throw new AppError('importExpired');
  if (batch.status === 'preview') {
    const queued = batch.valid > importJobThreshold;
    const moved = await q.moveStatus(deps.db, batch.id, 'preview', {
      status: queued ? 'queued' : 'running',
      lease_until: queued ? null : now + leaseMs,
    });
    if (moved) {
      await writeOperationLog(deps, {
        userId: caller.user.userId,
        enterpriseId: batch.enterprise_id,
        service: k.service,
        action: 'importConfirm',
        phrase: {
          key: 'imports.importConfirm',
          params: { kind: { phrase: `operationLog.importKinds.${k.kind}` }, valid: batch.valid, total: batch.total },
        },
        content: `${k.kind}: ${batch.valid} of ${batch.total} rows`,
        ip: caller.ip,
      });
      if (!queued) await runBatch(deps, k, batch.id, caller.log);
    }
  }
  return view(deps, k, (await q.batchById(deps.db, batch.id))!, caller.lang);
}

/** The template: headers in the caller's language, a sample row, and a sheet of notes. */
export async function importTemplate<V>(kind: ImportKind<V, ColumnHeader>, lang: Language): Promise<Buffer> {
  return writeWorkbookOffThread([
    {
      name: translate(lang, 'imports.sheet.data'),
      header: kind.columns.map((c) => columnHeader(c, lang)),
      rows: [kind.sample(lang)],
      widths: kind.columns.map((c) => c.width ?? 20),
    },
    {
      name: translate(lang, 'imports.sheet.notes'),
      header: [translate(lang, 'imports.sheet.notes')],
      rows: kind.notes(lang).map((n) => [n]),
      widths: [100],
    },
  ]);
}

/** The error report's table: every invalid or failed row as uploaded, with its problems in a last column. */
export async function importErrorTable<V>(
  deps: Deps,
  kind: ImportKind<V, ColumnHeader>,
  input: { caller: UserCaller; id: string },
): Promise<{ header: string[]; rows: string[][] }> {
  const k = kind as ImportKind<unknown, ColumnHeader>;
  const { lang } = input.caller;
  const batch = await batchOf(deps, k, input.caller, input.id);
  if (!batch.file_path) throw new AppError('importExpired');
  const errors = await q.batchErrors(deps.db, batch.id, importMaxRows * 8);
  const byRow = new Map<number, string[]>();
  for (const e of errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), `${headerOf(k, e.field, lang)}: ${messageOf(e.issue, lang)}`]);
  const rows = rowsOf(k, await readSheet(await readSealedFile(deps, batch.file_path)));
  return {
    header: [
      translate(lang, 'imports.column.row'),
      ...k.columns.map((c) => columnHeader(c, lang)),
      translate(lang, 'imports.column.error'),
    ],
    rows: rows
      .filter((r) => byRow.has(r.row))
      .map((r) => [String(r.row), ...k.columns.map((c) => r.written[c.field] ?? ''), byRow.get(r.row)!.join('; ')]),
  };
}

/** The error report as a workbook. */
export async function importErrorReport<V>(
  deps: Deps,
  kind: ImportKind<V, ColumnHeader>,
  input: { caller: UserCaller; id: string },
): Promise<Buffer> {
  const { header, rows } = await importErrorTable(deps, kind, input);
  return writeWorkbookOffThread([
    {
      name: translate(input.caller.lang, 'imports.sheet.errors'),
      header,
      rows,
      widths: [8, ...kind.columns.map((c) => c.width ?? 20), 60],
    },
  ]);
}

/** Answers a workbook as a download (never cached: it may hold personal data). */
export function sendWorkbook(reply: FastifyReply, bytes: Buffer, fileName: string): FastifyReply {
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
    .send(bytes);
}
