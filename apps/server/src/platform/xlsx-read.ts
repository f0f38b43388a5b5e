import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl from 'yauzl';
import type { ReadCell, ReadFailure, ReadLimits, ReadSheet } from './xlsx.js';

/**
 * Reading an uploaded xlsx without ever holding more of it than an import keeps. A 2 MB zip can
 * inflate to gigabytes, and its directory's sizes are whatever the author wrote: so every entry read
 * is inflated as a stream (yauzl) whose bytes are counted as they come, and reading stops the moment
 * an entry passes what its directory declared or the import's total passes `maxUnzippedBytes`. The
 * XML is parsed as it streams (saxes); only the shared strings and the kept rows stay, and the sheet
 * stops at the first data row past `maxRows`. Formulas are never evaluated: a formula cell is
 * reported as one (the caller refuses it) instead of its cached result, which the author could set
 * to anything.
 */

/** Past this many columns a cell is ignored: no import has that many. */
const maxColumns = 50;

class Refused extends Error {
  constructor(readonly failure: ReadFailure) {
    super(failure.failure);
  }
}

const invalid = (): Refused => new Refused({ failure: 'invalid' });
const tooLarge = (limits: ReadLimits): Refused =>
  new Refused({ failure: 'tooLarge', maxMb: Math.round(limits.maxUnzippedBytes / 1024 / 1024) });

/** Inflates one entry as a stream, counting the bytes, and hands the text to `onText` as it comes. */
async function streamEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  budget: { left: number; limits: ReadLimits },
  onText: (text: string) => void,
): Promise<void> {
  const stream = await zip.openReadStreamPromise(entry);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let counted = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      counted += chunk.length;
      budget.left -= chunk.length;
      // The directory's size is a claim: more bytes than it declared is a bomb, as is more than the import reads.
      if (counted > entry.uncompressedSize || budget.left < 0) throw tooLarge(budget.limits);
      onText(decoder.decode(chunk, { stream: true }));
    }
    onText(decoder.decode());
  } finally {
    stream.destroy();
  }
}

/** Parses one XML entry as it inflates; `handlers` see each element as it opens and closes. */
async function parseEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  budget: { left: number; limits: ReadLimits },
  handlers: { open(tag: SaxesTagPlain): void; close(tag: SaxesTagPlain): void; text(text: string): void },
): Promise<void> {
  const parser = new SaxesParser();
  parser.on('opentag', handlers.open);
  parser.on('closetag', handlers.close);
  parser.on('text', handlers.text);
  parser.on('cdata', handlers.text);
  await streamEntry(zip, entry, budget, (text) => parser.write(text));
  parser.close();
}

const localName = (tag: { name: string }) => tag.name.slice(tag.name.indexOf(':') + 1);
const attribute = (tag: SaxesTagPlain, name: string) => {
  for (const [key, value] of Object.entries(tag.attributes)) if (key === name || key.endsWith(`:${name}`)) return String(value);
  return undefined;
};

/** Every entry's directory record, none inflated; a directory of more than `maxEntries` is refused unread. */
async function entriesOf(zip: yauzl.ZipFile, limits: ReadLimits): Promise<Map<string, yauzl.Entry>> {
  if (zip.entryCount > limits.maxEntries) throw invalid();
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      // A claim past the import's total needs no inflating to refuse; a smaller claim is still checked as it streams.
      if (entry.uncompressedSize > limits.maxUnzippedBytes) return reject(tooLarge(limits));
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

/** A zip path from a relationship's target, relative to `xl/` unless absolute. */
const partPath = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`);

/** The first worksheet's and the shared strings' parts, by the workbook and its relationships. */
async function partsOf(zip: yauzl.ZipFile, entries: Map<string, yauzl.Entry>, budget: { left: number; limits: ReadLimits }) {
  const workbook = entries.get('xl/workbook.xml');
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) throw invalid();
  let firstSheet: string | undefined;
  await parseEntry(zip, workbook, budget, {
    open: (tag) => {
      if (localName(tag) === 'sheet' && firstSheet === undefined) firstSheet = attribute(tag, 'id');
    },
    close: () => undefined,
    text: () => undefined,
  });
  let sheet: string | undefined;
  let strings: string | undefined;
  await parseEntry(zip, rels, budget, {
    open: (tag) => {
      if (localName(tag) !== 'Relationship') return;
      const target = attribute(tag, 'Target');
      if (!target) return;
      if (attribute(tag, 'Id') === firstSheet) sheet = partPath(target);
      if (attribute(tag, 'Type')?.endsWith('/sharedStrings')) strings = partPath(target);
    },
    close: () => undefined,
    text: () => undefined,
  });
  const sheetEntry = sheet ? entries.get(sheet) : undefined;
  if (!sheetEntry) throw invalid();
  return { sheet: sheetEntry, strings: strings ? entries.get(strings) : undefined };
}

/** The shared strings' texts, rich runs joined, phonetic guides left out. */
async function sharedStrings(zip: yauzl.ZipFile, entry: yauzl.Entry | undefined, budget: { left: number; limits: ReadLimits }) {
  const strings: string[] = [];
  if (!entry) return strings;
  let current: string[] | null = null;
  let inText = false;
  let phonetic = 0;
  await parseEntry(zip, entry, budget, {
    open: (tag) => {
      const name = localName(tag);
      if (name === 'si') current = [];
      else if (name === 'rPh') phonetic++;
      else if (name === 't') inText = phonetic === 0;
    },
    close: (tag) => {
      const name = localName(tag);
      if (name === 'si') {
        strings.push(current?.join('') ?? '');
        current = null;
      } else if (name === 'rPh') phonetic--;
      else if (name === 't') inText = false;
    },
    text: (text) => {
      if (inText && current) current.push(text);
    },
  });
  return strings;
}

/** "AB12" → 27 (0-based column index), or -1. */
function columnOf(reference: string | undefined): number {
  const letters = /^([A-Z]{1,3})\d*$/.exec(reference ?? '')?.[1];
  if (!letters) return -1;
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

const isBlank = (cells: ReadCell[]) => cells.every((c) => typeof c === 'string' && c.trim() === '');

/** The sheet's header (row 1) and its non-blank data rows, stopping at the first one past maxRows. */
async function sheetRows(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  strings: string[],
  budget: { left: number; limits: ReadLimits },
): Promise<ReadSheet> {
  const { maxRows } = budget.limits;
  let header: ReadCell[] = [];
  const rows: ReadSheet['rows'] = [];
  let width = 0;
  let rowNumber = 0;
  let cells: ReadCell[] = [];
  let column = -1;
  let cell: { type: string; value: string[]; formula: string[] | null; column: number } | null = null;
  let capture: string[] | null = null;
  await parseEntry(zip, entry, budget, {
    open: (tag) => {
      const name = localName(tag);
      if (name === 'row') {
        const r = Number(attribute(tag, 'r'));
        rowNumber = Number.isSafeInteger(r) && r > 0 ? r : rowNumber + 1;
        cells = [];
        column = -1;
      } else if (name === 'c') {
        const at = columnOf(attribute(tag, 'r'));
        column = at >= 0 ? at : column + 1;
        cell = { type: attribute(tag, 't') ?? 'n', value: [], formula: null, column };
      } else if (cell && (name === 'v' || name === 't')) capture = cell.value;
      else if (cell && name === 'f') capture = cell.formula = [];
    },
    close: (tag) => {
      const name = localName(tag);
      if (name === 'v' || name === 't' || name === 'f') capture = null;
      else if (name === 'c' && cell) {
        if (cell.column < maxColumns) {
          const text = cell.value.join('');
          let value: ReadCell;
          if (cell.formula) value = { formula: cell.formula.join('') };
          else if (cell.type === 's') value = strings[Number(text)] ?? '';
          else if (cell.type === 'b') value = text === '1' ? 'true' : 'false';
          else if (cell.type === 'n') value = text === '' ? '' : String(Number(text));
          else value = text;
          cells[cell.column] = value;
        }
        cell = null;
      } else if (name === 'row') {
        const filled = Array.from(cells, (c) => c ?? '');
        if (rowNumber === 1) header = filled;
        else if (rowNumber > 1 && !isBlank(filled)) {
          // Refused at the first row too many: the rest of the sheet is never read, let alone kept.
          if (rows.length === maxRows) throw new Refused({ failure: 'tooManyRows', max: maxRows });
          rows.push({ row: rowNumber, cells: filled });
        } else return;
        width = Math.max(width, filled.length);
      }
    },
    text: (text) => {
      capture?.push(text);
    },
  });
  const pad = (c: ReadCell[]) => Array.from({ length: width }, (_, i) => c[i] ?? '');
  return {
    header: pad(header).map((c) => (typeof c === 'string' ? c.trim() : '')),
    rows: rows.map((r) => ({ row: r.row, cells: pad(r.cells) })),
  };
}

/** The first worksheet of an xlsx: its header row and its non-empty data rows, or why the file is refused. */
export async function readXlsx(bytes: Uint8Array, limits: ReadLimits): Promise<ReadSheet | ReadFailure> {
  let zip: yauzl.ZipFile | undefined;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      lazyEntries: true,
      autoClose: false,
      // Checked here, as the bytes are counted, with the import's own total on top.
      validateEntrySizes: false,
    });
    const entries = await entriesOf(zip, limits);
    const budget = { left: limits.maxUnzippedBytes, limits };
    const parts = await partsOf(zip, entries, budget);
    const strings = await sharedStrings(zip, parts.strings, budget);
    return await sheetRows(zip, parts.sheet, strings, budget);
  } catch (error) {
    if (error instanceof Refused) return error.failure;
    return { failure: 'invalid' };
  } finally {
    zip?.close();
  }
}
