import {
  type ImportBatch,
  type ImportStatus,
  hasUnsafeCharacters,
  importJobThreshold,
  importMaxRows,
  importPreviewErrorCap,
  importPreviewValidityMs,
  importStatuses,
} from '@console/contract';
import { type Language, type PhraseKey, hasPhrase, translate } from '@console/phrases';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/database.js';
import { writeOperationLog } from './audit.js';
import type { UserCaller } from './caller.js';
import type { Job } from './capability.js';
import type { Deps } from './context.js';
import { AppError } from './errors.js';
import { localizeIssue } from './i18n.js';
import { newId } from './ids.js';
import { batchesByIds } from './import-batch-queries.js';
import * as q from './import-queries.js';
import type { UploadedFile } from './route.js';
import { readSealedFile, removeSealedFile, storeSealedFile } from './sealed-files.js';
import { enterpriseOf } from './tenant.js';
import { readWorkbookOffThread, writeWorkbookOffThread, yieldToRequests } from './workers.js';
import { type ReadSheet, defaultReadLimits } from './xlsx.js';

/**
 * Spreadsheet imports, the same for every kind of row: upload → dry run (every row
 * checked as its single-add form would, nothing written, the file kept sealed) → confirm (valid rows
 * applied one transaction each, together with the batch's progress, so a resumed run never applies
 * a row twice) → error report. Beyond importJobThreshold valid rows the capability's job applies them.
 * A kind (members, contacts) says its columns, how a row is checked and how it is applied.
 */

/** A problem of one row: the field (column) it concerns and the zod-shaped issue (localized when read). */
export interface RowIssue {
  field: string;
  issue: {
    code: string;
    path: (string | number)[];
    message: string;
    minimum?: number;
    maximum?: number;
    /** A phrase path's parameters (`rowIssue`). */
    params?: Record<string, string | number>;
  };
}

export interface ImportContext {
  enterpriseId: string;
  userId: string;
  lang: Language;
  /** Where background work (an invitation's message) reports failures. */
  log: FastifyBaseLogger;
}

/** A column's header: a phrase, or (columns made from user data, as a template's fields) a text per language. */
export type ColumnHeader = PhraseKey | ((lang: Language) => string);

export interface ImportColumn<H extends ColumnHeader = ColumnHeader> {
  field: string;
  header: H;
  width?: number;
}

/** A kind of rows; `H` narrows its headers (members' and contacts' are phrases, which their exports read). */
export interface ImportKind<V, H extends ColumnHeader = PhraseKey> {
  kind: 'members' | 'contacts' | 'templateBulk';
  /** The operation log's service. */
  service: string;
  /** Template order: each column's field and its header. */
  columns: readonly ImportColumn<H>[];
  /** The template's sample row and its notes (in the caller's language). */
  sample(lang: Language): string[];
  notes(lang: Language): string[];
  /** Checks a row as the single-add form would, and against what the database holds. */
  check(
    deps: Deps,
    ctx: ImportContext,
    cells: Record<string, string>,
    /** The row's number as the spreadsheet shows it (the header is row 1). */
    row: number,
  ): Promise<{ value: V; key: string; keyField: string } | RowIssue[]>;
  /**
   * Optional: the slow part of applying a checked row (drawing a PDF, storing a file), done before its
   * transaction so that no lock is held meanwhile; issues when the row cannot be applied.
   */
  prepare?(deps: Deps, ctx: ImportContext, value: V): Promise<V | RowIssue[]>;
  /** Applies a checked row inside its transaction; issues when it no longer fits (nothing of it stays). */
  apply(trx: Db, deps: Deps, ctx: ImportContext, value: V): Promise<RowIssue[] | null>;
  /** Optional: what follows a row's commit (a message); a failure is logged, the row stays applied. */
  applied?(deps: Deps, ctx: ImportContext, value: V): Promise<void>;
}

const leaseMs = 5 * 60_000;

/** A zod failure as row issues, one per field. */
export function issuesOf(error: z.ZodError): RowIssue[] {
  const byField = new Map<string, RowIssue>();
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'row');
    if (byField.has(field)) continue;
    const { code, message } = issue;
    const limits = issue as { minimum?: unknown; maximum?: unknown; origin?: unknown };
    byField.set(field, {
      field,
      issue: {
        code,
        path: issue.path.map((p) => (typeof p === 'number' ? p : String(p))),
        message,
        ...(limits.minimum !== undefined ? { minimum: Number(limits.minimum) } : {}),
        ...(limits.maximum !== undefined ? { maximum: Number(limits.maximum) } : {}),
        ...(limits.origin !== undefined ? { origin: String(limits.origin) } : {}),
      },
    });
  }
  return [...byField.values()];
}

/**
 * A problem the kind finds itself, on one field: a validation phrase key, or a whole phrase path of
 * its own (`templates.rule.date`) with its parameters, read in the reader's language.
 */
export const rowIssue = (field: string, key: string, params?: Record<string, string | number>): RowIssue => ({
  field,
  issue: { code: 'custom', path: [field], message: key, ...(params ? { params } : {}) },
});

const columnHeader = (column: ImportColumn, lang: Language) =>
  typeof column.header === 'function' ? column.header(lang) : translate(lang, column.header);

function headerOf(kind: ImportKind<unknown, ColumnHeader>, field: string, lang: Language): string {
  const column = kind.columns.find((c) => c.field === field);
  return column ? columnHeader(column, lang) : field;
}

function messageOf(stored: string, lang: Language): string {
  const issue = JSON.parse(stored) as z.core.$ZodIssue & { params?: Record<string, string | number> };
  if (issue.code === 'custom' && issue.message.includes('.') && hasPhrase(issue.message))
    return translate(lang, issue.message as PhraseKey, issue.params ?? {});
  return localizeIssue(issue, lang).message;
}

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

/** The rows of a sheet as field → text, by header (in either language) or else by position. */
function rowsOf(kind: ImportKind<unknown, ColumnHeader>, sheet: ReadSheet) {
  const headers = sheet.header.map((h) => h.replace(/^\*/, '').trim().toLowerCase());
  const index = kind.columns.map((column, position) => {
    const names = (['en', 'zh'] as const).map((lang) => columnHeader(column, lang).toLowerCase());
    const at = headers.findIndex((h) => names.includes(h));
    return at >= 0 ? at : position;
  });
  return sheet.rows.map(({ row, cells }) => {
    const values: Record<string, string> = {};
    /** Each cell as the author wrote it (a formula as its text), for the error report. */
    const written: Record<string, string> = {};
    const problems: RowIssue[] = [];
    kind.columns.forEach((column, i) => {
      const cell = cells[index[i]!] ?? '';
      written[column.field] = typeof cell === 'string' ? cell : `=${cell.formula}`;
      // A formula is never evaluated nor taken as text: the author types the value.
      if (typeof cell !== 'string') problems.push(rowIssue(column.field, 'importFormula'));
      else if (hasUnsafeCharacters(cell)) problems.push(rowIssue(column.field, 'unsafeCharacters'));
      else values[column.field] = cell.trim();
    });
    return { row, values, written, problems, cells: cells.map((c) => (typeof c === 'string' ? c : `=${c.formula}`)) };
  });
}

async function readSheet(bytes: Uint8Array): Promise<ReadSheet> {
  const sheet = await readWorkbookOffThread(bytes, { ...defaultReadLimits, maxRows: importMaxRows });
  if ('failure' in sheet) {
    if (sheet.failure === 'tooManyRows') throw new AppError('importTooManyRows', { max: sheet.max });
    if (sheet.failure === 'tooLarge') throw new AppError('importUnpackedTooLarge', { maxMb: sheet.maxMb });
    throw new AppError('importFileInvalid');
  }
  return sheet;
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

async function batchOf(deps: Deps, kind: ImportKind<unknown, ColumnHeader>, caller: UserCaller, id: string): Promise<q.BatchRow> {
  const batch = await q.findBatch(deps.db, enterpriseOf(caller.user), kind.kind, id);
  if (!batch) throw new AppError('notFound');
  return batch;
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

class RowRefused extends Error {
  constructor(readonly issues: RowIssue[]) {
    super('row refused');
  }
}

/** Lost the batch to another runner (its lease lapsed meanwhile): stop without touching it. */
class BatchLost extends Error {}

/** Applies the batch's remaining rows from `next_row`; each row and its progress in one transaction. */
async function runBatch(deps: Deps, kind: ImportKind<unknown, ColumnHeader>, id: string, log: FastifyBaseLogger): Promise<void> {
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
  try {
    for (let i = batch.next_row; i < rows.length; i++) {
      const row = rows[i]!;
      if (i % 100 === 0) await q.claimAgain(deps.db, id, deps.clock.now() + leaseMs);
      // Between every two rows: a row's checks, its files and its transaction are synchronous stretches
      // (on SQLite the queries too), so other requests get their turn row by row.
      if (i > batch.next_row) await yieldToRequests();
      if (invalid.has(row.row)) {
        if (!(await q.skipTo(deps.db, id, i, i + 1))) throw new BatchLost();
        continue;
      }
      const checked = row.problems.length ? row.problems : await kind.check(deps, ctx, row.values, row.row);
      // The slow part outside the row's transaction: nothing holds a lock while a PDF is drawn.
      const value = Array.isArray(checked) ? checked : kind.prepare ? await kind.prepare(deps, ctx, checked.value) : checked.value;
      try {
        if (Array.isArray(value)) throw new RowRefused(value);
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

/** The error report: every invalid or failed row as uploaded, with its problems in a last column. */
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
