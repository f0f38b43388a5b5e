/**
 * The one CSV writer, for the server's exports and the console's own. Zod-free like money.ts, so the
 * signed-in shell can import it without the schemas.
 *
 * A spreadsheet must show a cell, never run it: text starting with = + - @, a tab or a carriage
 * return gets a leading apostrophe (OWASP "CSV injection"). A number is written as it is, so a
 * negative amount stays a number. A cell holding a quote, comma or line break is quoted.
 */

export type CsvCell = string | number | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;

/** The cell as written: guarded against formulas, quoted when it has to be (or always, with `quoteAll`). */
export function csvCell(value: CsvCell, options: { quoteAll?: boolean } = {}): string {
  const raw = value === null || value === undefined ? '' : String(value);
  const text = typeof value === 'string' && formulaStart.test(raw) ? `'${raw}` : raw;
  return options.quoteAll || /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, without its line end. */
export const csvLine = (cells: readonly CsvCell[], options: { quoteAll?: boolean } = {}): string =>
  cells.map((c) => csvCell(c, options)).join(',');

/**
 * The file's text: the lines joined with CRLF (RFC 4180), ending with one; `bom` starts it with a
 * byte-order mark so Excel reads UTF-8. Lines are given already written (csvLine), so a file can carry
 * a commented preamble as well.
 */
export const csvText = (lines: readonly string[], options: { bom?: boolean } = {}): string =>
  `${options.bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`;
