import { PDFDocument } from '@cantoo/pdf-lib';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { cjkFontBytes } from './fonts.js';
import { layoutText, wrapLines } from './text-layout.js';

/** A measure like the font's: CJK one em, Latin half an em. */
const measure = (text: string, size: number) =>
  [...text].reduce((w, c) => w + (/[\u3000-\u9fff\uff00-\uffef]/.test(c) ? 1 : 0.5), 0) * size;

describe('text in a field’s box', () => {
  it('a single line fits or is refused, never cut', () => {
    expect(layoutText('ACME Ltd', { width: 60, height: 20, fontSize: 10 }, { multiline: false, measure })).toEqual(['ACME Ltd']);
    expect(layoutText('上海示例贸易', { width: 50, height: 20, fontSize: 10 }, { multiline: false, measure })).toBeNull();
    // Too low for one line of its size.
    expect(layoutText('A', { width: 50, height: 10, fontSize: 10 }, { multiline: false, measure })).toBeNull();
  });
  it('CJK wraps between any two characters; Latin at the last space; line breaks kept', () => {
    expect(wrapLines('甲方乙方丙方', 40, 10, measure)).toEqual(['甲方乙方', '丙方']);
    expect(wrapLines('delivered in two lots', 60, 10, measure)).toEqual(['delivered in', 'two lots']);
    expect(wrapLines('Supercalifragilistic', 50, 10, measure)).toEqual(['Supercalif', 'ragilistic']);
    expect(wrapLines('分两批\nIn two lots', 100, 10, measure)).toEqual(['分两批', 'In two lots']);
  });
  it('a multi-line field refuses lines taller than its box', () => {
    const box = { width: 44, height: 30, fontSize: 10 };
    expect(layoutText('甲方乙方丙方', box, { multiline: true, measure })).toEqual(['甲方乙方', '丙方']);
    expect(layoutText('甲方乙方丙方丁方戊方', box, { multiline: true, measure })).toBeNull();
  });
  it('with the embedded Noto Sans CJK’s own widths: a CJK character is wider than a Latin one', async () => {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
    const font = await doc.embedFont(cjkFontBytes(), { subset: true });
    const real = (t: string, s: number) => font.widthOfTextAtSize(t, s);
    expect(real('中', 10)).toBeCloseTo(10, 0);
    const box = { width: 104, height: 20, fontSize: 10 };
    expect(layoutText('中'.repeat(10), box, { multiline: false, measure: real })).not.toBeNull();
    expect(layoutText('中'.repeat(11), box, { multiline: false, measure: real })).toBeNull();
    expect(layoutText('a'.repeat(17), box, { multiline: false, measure: real })).not.toBeNull();
  });
});
