import { csvLine, csvText } from '@console/contract/csv';

/**
 * A CSV file of rows, written by the one CSV writer (contract/csv: cells a spreadsheet would run as a
 * formula get a leading apostrophe); a byte-order mark makes Excel read UTF-8.
 */
export function csvBlob(header: readonly string[], rows: readonly (readonly (string | number)[])[]): Blob {
  const lines = [header, ...rows].map((r) => csvLine(r));
  return new Blob([csvText(lines, { bom: true })], { type: 'text/csv;charset=utf-8' });
}
