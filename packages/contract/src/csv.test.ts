import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvText } from './csv.js';

describe('csv', () => {
  it('prefixes text a spreadsheet would run as a formula with an apostrophe', () => {
    expect(csvLine(['=1+2', '+SUM(A1)', '-2+3', '@cmd', '\tx', 'plain'])).toBe(`'=1+2,'+SUM(A1),'-2+3,'@cmd,'\tx,plain`);
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('writes numbers as numbers, negatives included, and empty for null', () => {
    expect(csvLine([-12.3, 0, 5, null, undefined])).toBe('-12.3,0,5,,');
  });

  it('quotes cells with quotes, commas or line breaks, or every cell when asked', () => {
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines'])).toBe('"a,b","say ""hi""","two\nlines"');
    expect(csvLine(['a', 1, null], { quoteAll: true })).toBe('"a","1",""');
    expect(csvLine(['-x'], { quoteAll: true })).toBe(`"'-x"`);
  });

  it('ends every line with CRLF and starts with a byte-order mark when asked', () => {
    expect(csvText(['a', 'b'])).toBe('a\r\nb\r\n');
    expect(csvText(['a'], { bom: true })).toBe('\uFEFFa\r\n');
  });
});
