import fs from 'node:fs';
import { readWorkbook } from '../../src/platform/xlsx.js';
import { manyRowsXlsx } from './hostile-xlsx.js';
import { xlsOf } from './import-helpers.js';

/**
 * Run by test/platform/xlsx-memory.test.ts in a process of its own, so the peak resident memory it
 * reports is the reading's alone: reads the files named on the command line at once, as concurrent
 * imports would, and prints what each read answered and how far the peak grew while they ran.
 */
const files = process.argv.slice(2).map((file) => fs.readFileSync(file));
// The readers' code (xlsx and xls) loaded and warmed on small files first, so the growth measured is the files' own.
await readWorkbook(await manyRowsXlsx(3));
await readWorkbook(xlsOf([['Name'], ['A']]));
const before = process.resourceUsage().maxRSS;
const results = await Promise.all(files.map((bytes) => readWorkbook(bytes)));
const after = process.resourceUsage().maxRSS;
process.stdout.write(
  JSON.stringify({
    results: results.map((r) => ('failure' in r ? r : { rows: r.rows.length })),
    growthMb: Math.round((after - before) / 1024),
  }),
);
