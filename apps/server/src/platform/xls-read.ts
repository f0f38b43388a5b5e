import type { ReadCell, ReadFailure, ReadLimits, ReadSheet } from './xlsx.js';

/**
 * Reading an uploaded Excel 97–2003 workbook (.xls, BIFF8 in a compound file) with SheetJS
 * (`@e965/xlsx`, the npm publication of SheetJS Community Edition 0.20.3). BIFF is not compressed,
 * so what a parse holds is bounded by the 2 MB upload; the parse stops after the header and one row
 * more than `maxRows` (SheetJS's `sheetRows`), and a sheet whose range goes on past them is refused
 * as too many rows. Formulas are never evaluated: a formula cell is reported as one (the caller
 * refuses it), never as the cached result the author could set to anything. SheetJS is loaded only
 * when an xls arrives.
 */

/** Past this many columns a cell is ignored: no import has that many. */
const maxColumns = 50;

/** The compound-file signature every .xls starts with. */
export const isCompoundFile = (bytes: Uint8Array) =>
  bytes.length >= 8 && Buffer.from(bytes.buffer, bytes.byteOffset, 8).equals(Buffer.from('d0cf11e0a1b11ae1', 'hex'));

interface Cell {
  t: string;
  v?: unknown;
  f?: string;
  w?: string;
}

function cellOf(cell: Cell | undefined): ReadCell {
  if (!cell) return '';
  if (cell.f) return { formula: cell.f };
  if (cell.t === 'b') return cell.v ? 'true' : 'false';
  if (cell.t === 'e') return cell.w ?? '';
  if (cell.v === undefined || cell.v === null) return '';
  return String(cell.v);
}

const isBlank = (cells: ReadCell[]) => cells.every((c) => typeof c === 'string' && c.trim() === '');

/** The first worksheet of an xls: its header row and its non-empty data rows, or why the file is refused. */
export async function readXls(bytes: Uint8Array, limits: ReadLimits): Promise<ReadSheet | ReadFailure> {
  const XLSX = await import('@e965/xlsx');
  let sheet;
  try {
    const book = XLSX.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      type: 'buffer',
      // The header, the rows an import takes and one more to tell that there are too many.
      sheetRows: limits.maxRows + 2,
      sheets: 0,
      dense: true,
      cellFormula: true,
      cellDates: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
    });
    sheet = book.Sheets[book.SheetNames[0] ?? ''];
  } catch {
    return { failure: 'invalid' };
  }
  if (!sheet) return { failure: 'invalid' };
  const full = sheet['!fullref'] ? XLSX.utils.decode_range(sheet['!fullref']) : undefined;
  if (full && full.e.r > limits.maxRows + 1) return { failure: 'tooManyRows', max: limits.maxRows };
  const data = (sheet['!data'] ?? []) as (Cell[] | undefined)[];
  // The rows array has holes where the sheet has no row: a loop, not map, sees them as empty.
  let width = 0;
  for (let r = 0; r < data.length; r++) width = Math.min(maxColumns, Math.max(width, data[r]?.length ?? 0));
  const read = (row: Cell[] | undefined) => Array.from({ length: width }, (_, i) => cellOf(row?.[i]));
  const rows: ReadSheet['rows'] = [];
  for (let r = 1; r < data.length; r++) {
    const cells = read(data[r]);
    if (isBlank(cells)) continue;
    if (rows.length === limits.maxRows) return { failure: 'tooManyRows', max: limits.maxRows };
    rows.push({ row: r + 1, cells });
  }
  return { header: read(data[0]).map((c) => (typeof c === 'string' ? c.trim() : '')), rows };
}
