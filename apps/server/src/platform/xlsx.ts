import ExcelJS from 'exceljs';
import { isCompoundFile, readXls } from './xls-read.js';
import { readXlsx } from './xlsx-read.js';

/**
 * Spreadsheets: uploaded xlsx read by streaming, counted inflation (platform/xlsx-read.ts), xls by
 * SheetJS (platform/xls-read.ts), and
 * workbooks written with exceljs, every cell escaped. This module is CPU work: the server runs it in
 * the worker pool (platform/workers.ts), not on the event loop.
 */

/** A cell as read: its text, or the formula it holds (never evaluated, never trusted). */
export type ReadCell = string | { formula: string };

export interface ReadSheet {
  header: string[];
  /** Non-empty data rows with the row number the spreadsheet shows (the header is row 1). */
  rows: { row: number; cells: ReadCell[] }[];
}

/** Why a workbook was refused before any of it was used. */
export type ReadFailure = { failure: 'invalid' } | { failure: 'tooManyRows'; max: number } | { failure: 'tooLarge'; maxMb: number };

export interface ReadLimits {
  /** Data rows kept; the sheet is refused at the first one more. */
  maxRows: number;
  /** Bytes inflated from the zip in all, counted as they stream (never the directory's claims). */
  maxUnzippedBytes: number;
  maxEntries: number;
}

/** 10,000 rows of an import's few columns are a few MB of sheet XML; 32 MiB leaves room and bounds the memory. */
export const defaultReadLimits: ReadLimits = { maxRows: 10_000, maxUnzippedBytes: 32 * 1024 * 1024, maxEntries: 400 };

/** The first worksheet of an xlsx or an xls (told apart by their first bytes): its header row and its non-empty data rows, or why the file is refused. */
export async function readWorkbook(bytes: Uint8Array, limits: ReadLimits = defaultReadLimits): Promise<ReadSheet | ReadFailure> {
  return isCompoundFile(bytes) ? readXls(bytes, limits) : readXlsx(bytes, limits);
}

/** Text a spreadsheet would read as a formula (or DDE) gets a leading apostrophe: data stays data. */
export function escapeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export interface WriteSheet {
  name: string;
  header: string[];
  rows: string[][];
  widths?: number[];
}

/** A workbook of text cells, every one escaped, the header bold and frozen. */
export async function writeWorkbook(sheets: readonly WriteSheet[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = spec.header.map((header, i) => ({ header: escapeCell(header), width: spec.widths?.[i] ?? 20 }));
    sheet.getRow(1).font = { bold: true };
    for (const row of spec.rows) sheet.addRow(row.map(escapeCell));
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
