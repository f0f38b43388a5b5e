import ExcelJS from 'exceljs';

/**
 * Reading and writing xlsx workbooks with exceljs, which never evaluates a formula:
 * a formula cell is reported as one (the caller refuses it) instead of its cached result, which the
 * file's author could set to anything. Untrusted files are measured before they are unzipped. This
 * module is CPU work: the server runs it in the worker pool (platform/workers.ts), not on the event loop.
 */

/** A cell as read: its text, or the formula it holds (never evaluated, never trusted). */
export type ReadCell = string | { formula: string };

export interface ReadSheet {
  header: string[];
  /** Non-empty data rows with the row number the spreadsheet shows (the header is row 1). */
  rows: { row: number; cells: ReadCell[] }[];
}

/** Why a workbook was refused before any of it was used. */
export type ReadFailure = { failure: 'invalid' } | { failure: 'tooManyRows'; max: number };

export interface ReadLimits {
  maxRows: number;
  /** The sum of the unzipped entries' declared sizes (a zip bomb declares or exceeds it). */
  maxUnzippedBytes: number;
  maxEntries: number;
}

export const defaultReadLimits: ReadLimits = { maxRows: 10_000, maxUnzippedBytes: 64 * 1024 * 1024, maxEntries: 400 };

/**
 * Checks a zip's central directory before anything is inflated: a readable directory, a bounded
 * number of entries, bounded declared sizes, no ZIP64 (an xlsx of our size never needs it), and
 * every entry's compression ratio within reason.
 */
export function zipLooksSafe(bytes: Uint8Array, limits: ReadLimits): boolean {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < 22 || buf.readUInt32LE(0) !== 0x04034b50) return false;
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i--)
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  if (eocd < 0) return false;
  const entries = buf.readUInt16LE(eocd + 10);
  const directoryOffset = buf.readUInt32LE(eocd + 16);
  if (entries === 0xffff || directoryOffset === 0xffffffff || entries > limits.maxEntries) return false;
  let offset = directoryOffset;
  let unzipped = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > buf.length || buf.readUInt32LE(offset) !== 0x02014b50) return false;
    const compressed = buf.readUInt32LE(offset + 20);
    const size = buf.readUInt32LE(offset + 24);
    if (compressed === 0xffffffff || size === 0xffffffff) return false;
    // Spreadsheet XML compresses well, but not a thousandfold: that is a bomb.
    if (size > 1024 * 1024 && size > compressed * 1000) return false;
    unzipped += size;
    if (unzipped > limits.maxUnzippedBytes) return false;
    offset += 46 + buf.readUInt16LE(offset + 28) + buf.readUInt16LE(offset + 30) + buf.readUInt16LE(offset + 32);
  }
  return true;
}

function cellText(value: ExcelJS.CellValue): ReadCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('formula' in value || 'sharedFormula' in value) {
    const f = value as { formula?: string; sharedFormula?: string };
    return { formula: String(f.formula ?? f.sharedFormula ?? '') };
  }
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return '';
}

const isBlank = (cells: ReadCell[]) => cells.every((c) => typeof c === 'string' && c.trim() === '');

/** The first worksheet: its header row and its non-empty data rows, or why the file is refused. */
export async function readWorkbook(bytes: Uint8Array, limits: ReadLimits = defaultReadLimits): Promise<ReadSheet | ReadFailure> {
  if (!zipLooksSafe(bytes, limits)) return { failure: 'invalid' };
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ExcelJS.Buffer);
  } catch {
    return { failure: 'invalid' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { failure: 'invalid' };
  if (sheet.actualRowCount - 1 > limits.maxRows) return { failure: 'tooManyRows', max: limits.maxRows };
  const width = Math.min(sheet.columnCount, 50);
  const read = (r: ExcelJS.Row) => Array.from({ length: width }, (_, i) => cellText(r.getCell(i + 1).value));
  const header = read(sheet.getRow(1)).map((c) => (typeof c === 'string' ? c.trim() : ''));
  const rows: ReadSheet['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (r, number) => {
    if (number === 1) return;
    const cells = read(r);
    if (!isBlank(cells)) rows.push({ row: number, cells });
  });
  if (rows.length > limits.maxRows) return { failure: 'tooManyRows', max: limits.maxRows };
  return { header, rows };
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
