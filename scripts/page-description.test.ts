import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The public pages (sign-in, registration, agreements) are what search engines and link previews
 * show: the console's one HTML document carries a description of the product, in both languages.
 */
describe('the console document', () => {
  const html = fs.readFileSync(path.resolve(import.meta.dirname, '../apps/web/index.html'), 'utf8');
  const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1] ?? '';

  it('has a meta description in English and Chinese, of a length a results page shows', () => {
    expect(description).toMatch(/electronic signatures/);
    expect(description).toMatch(/电子签名/);
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(300);
  });
});
