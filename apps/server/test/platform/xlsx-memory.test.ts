import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workbookOf, xlsOf } from '../support/import-helpers.js';
import { lyingBombXlsx, manyRowsXlsx } from '../support/hostile-xlsx.js';

/**
 * What reading an uploaded workbook costs in memory, measured as a child process's peak resident
 * memory (test/support/xlsx-memory-child.ts), never as time: a 1 MB file whose sheet inflates to
 * 1 GiB behind a directory declaring 1 MiB, and 1.2 million tiny rows that honestly fit the size
 * limit, are each refused with the rule they broke while the peak grows by a small fixed bound —
 * and four of them read at once stay within four times it.
 */

/** Per import: the 32 MiB the reader may inflate in all, the rows it keeps and the parser's buffers, with room. */
const boundMb = 96;

const child = fileURLToPath(new URL('../support/xlsx-memory-child.ts', import.meta.url));
const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

describe('reading hostile xlsx uploads (memory measured in a child process)', () => {
  let dir: string;
  const files: Record<'bomb' | 'bombAtCap' | 'rows' | 'fine' | 'xlsRows', string> = {
    bomb: '',
    bombAtCap: '',
    rows: '',
    fine: '',
    xlsRows: '',
  };
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xlsx-memory-'));
    const bomb = await lyingBombXlsx();
    expect(bomb.bytes.length).toBeLessThan(2 * 1024 * 1024);
    expect(bomb.inflated).toBeGreaterThanOrEqual(2 ** 30);
    const write = (name: keyof typeof files, bytes: Buffer) => {
      files[name] = path.join(dir, `${name}.xlsx`);
      fs.writeFileSync(files[name], bytes);
    };
    write('bomb', bomb.bytes);
    // Declaring just under the reader's 32 MiB: every byte it may inflate is inflated, into one text node.
    write('bombAtCap', (await lyingBombXlsx(31 * 1024 * 1024)).bytes);
    write('rows', await manyRowsXlsx(1_200_000));
    write(
      'fine',
      await workbookOf([['Name', 'Phone or e-mail'], ...Array.from({ length: 10_000 }, (_, i) => [`Person ${i}`, `p${i}@example.com`])]),
    );
    // An xls is not compressed, and holds at most 65,536 rows: about as many as it can.
    const xls = xlsOf([['Name'], ...Array.from({ length: 65_000 }, () => [1])]);
    expect(xls.length).toBeLessThan(2 * 1024 * 1024);
    files.xlsRows = path.join(dir, 'rows.xls');
    fs.writeFileSync(files.xlsRows, xls);
  }, 120_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const measure = (...names: (keyof typeof files)[]) =>
    JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', child, ...names.map((n) => files[n])], {
        cwd: serverRoot,
        encoding: 'utf8',
        maxBuffer: 1024 * 1024,
      }),
    ) as { results: unknown[]; growthMb: number };

  it('refuses a sheet inflating to 1 GiB behind a directory declaring 1 MiB, or 31 MiB, by counting what it inflates', () => {
    for (const bomb of ['bomb', 'bombAtCap'] as const) {
      const { results, growthMb } = measure(bomb);
      expect(results, bomb).toEqual([{ failure: 'tooLarge', maxMb: 32 }]);
      expect(growthMb, bomb).toBeLessThan(boundMb);
    }
  }, 120_000);

  it('refuses 1.2 million tiny rows at the first row past 10,000, never holding the rest', () => {
    const { results, growthMb } = measure('rows');
    expect(results).toEqual([{ failure: 'tooManyRows', max: 10_000 }]);
    expect(growthMb).toBeLessThan(boundMb);
  }, 120_000);

  it('refuses an xls of 65,000 rows (about all one holds) at the row limit, within the same bound', () => {
    const { results, growthMb } = measure('xlsRows');
    expect(results).toEqual([{ failure: 'tooManyRows', max: 10_000 }]);
    expect(growthMb).toBeLessThan(boundMb);
  }, 120_000);

  it('reads a file at the row limit whole, within the same bound', () => {
    const { results, growthMb } = measure('fine');
    expect(results).toEqual([{ rows: 10_000 }]);
    expect(growthMb).toBeLessThan(boundMb);
  }, 120_000);

  it('stays within four bounds for four hostile imports at once', () => {
    const { results, growthMb } = measure('bombAtCap', 'rows', 'bombAtCap', 'rows');
    expect(results).toEqual([
      { failure: 'tooLarge', maxMb: 32 },
      { failure: 'tooManyRows', max: 10_000 },
      { failure: 'tooLarge', maxMb: 32 },
      { failure: 'tooManyRows', max: 10_000 },
    ]);
    expect(growthMb).toBeLessThan(4 * boundMb);
  }, 120_000);
});
