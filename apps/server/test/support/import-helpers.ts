import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { type TestApp, consoleHeaders } from './harness.js';
import type { Person } from './real-name-helpers.js';

/** Spreadsheet imports: workbooks built and read with exceljs, uploaded as the console does. */

export type Cell = string | number | { formula: string; result?: string | number };

/** A workbook of one sheet: the header row, then the data rows. */
export async function workbookOf(rows: Cell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  for (const row of rows) sheet.addRow(row as ExcelJS.CellValue[]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The same rows as an Excel 97–2003 workbook (.xls, BIFF8 in a compound file), written by SheetJS. */
export function xlsOf(rows: (string | number)[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Data');
  return XLSX.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer;
}

/** Every sheet's cells as the file holds them (a formula as `{formula}`). */
export async function sheetsOf(bytes: Buffer): Promise<{ name: string; rows: unknown[][] }[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: sheet.name, rows };
  });
}

export async function uploadWorkbook(
  t: TestApp,
  p: Person,
  url: string,
  bytes: Buffer,
  language: 'en' | 'zh' = 'en',
  name = 'import.xlsx',
) {
  const form = new FormData();
  const type = name.endsWith('.xls') ? 'application/vnd.ms-excel' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  const res = await t.app.inject({
    method: 'POST',
    url: `/webgate${url}`,
    headers: { ...consoleHeaders, 'Accept-Language': language, 'content-type': request.headers.get('content-type')!, cookie: p.cookie },
    payload,
  });
  return Object.assign(res, { json: () => JSON.parse(res.body) as { code: number; msg: string; data: any } });
}
