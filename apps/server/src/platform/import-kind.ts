import { hasUnsafeCharacters, importMaxRows } from '@console/contract';
import { type Language, type PhraseKey, hasPhrase, translate } from '@console/phrases';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/database.js';
import type { UserCaller } from './caller.js';
import type { Deps } from './context.js';
import { AppError } from './errors.js';
import { localizeIssue } from './i18n.js';
import * as q from './import-queries.js';
import { enterpriseOf } from './tenant.js';
import { readWorkbookOffThread } from './workers.js';
import { type ReadSheet, defaultReadLimits } from './xlsx.js';

/**
 * A kind of rows (members, contacts, a template's bulk send) as every import reads it: its columns,
 * how a row is checked and applied, and a sheet's rows and problems read against it (imports.ts).
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
  /**
   * Optional: a row's check and prepare depend on no earlier row of the batch (a bulk send's rows are
   * each their own flow), so the engine readies the next row while this one is written.
   */
  rowsStandAlone?: boolean;
  /** Applies a checked row inside its transaction; issues when it no longer fits (nothing of it stays). */
  apply(trx: Db, deps: Deps, ctx: ImportContext, value: V): Promise<RowIssue[] | null>;
  /** Optional: what follows a row's commit (a message); a failure is logged, the row stays applied. */
  applied?(deps: Deps, ctx: ImportContext, value: V): Promise<void>;
}

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

export const columnHeader = (column: ImportColumn, lang: Language) =>
  typeof column.header === 'function' ? column.header(lang) : translate(lang, column.header);

export function headerOf(kind: ImportKind<unknown, ColumnHeader>, field: string, lang: Language): string {
  const column = kind.columns.find((c) => c.field === field);
  return column ? columnHeader(column, lang) : field;
}

export function messageOf(stored: string, lang: Language): string {
  const issue = JSON.parse(stored) as z.core.$ZodIssue & { params?: Record<string, string | number> };
  if (issue.code === 'custom' && issue.message.includes('.') && hasPhrase(issue.message))
    return translate(lang, issue.message as PhraseKey, issue.params ?? {});
  return localizeIssue(issue, lang).message;
}

/** The rows of a sheet as field → text, by header (in either language) or else by position. */
export function rowsOf(kind: ImportKind<unknown, ColumnHeader>, sheet: ReadSheet) {
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

export async function readSheet(bytes: Uint8Array): Promise<ReadSheet> {
  const sheet = await readWorkbookOffThread(bytes, { ...defaultReadLimits, maxRows: importMaxRows });
  if ('failure' in sheet) {
    if (sheet.failure === 'tooManyRows') throw new AppError('importTooManyRows', { max: sheet.max });
    if (sheet.failure === 'tooLarge') throw new AppError('importUnpackedTooLarge', { maxMb: sheet.maxMb });
    throw new AppError('importFileInvalid');
  }
  return sheet;
}
/** The caller's enterprise's batch of this kind, or 404. */
export async function batchOf(deps: Deps, kind: ImportKind<unknown, ColumnHeader>, caller: UserCaller, id: string): Promise<q.BatchRow> {
  const batch = await q.findBatch(deps.db, enterpriseOf(caller.user), kind.kind, id);
  if (!batch) throw new AppError('notFound');
  return batch;
}
