import { createHash } from 'node:crypto';
import { PDFDocument, type PDFFont, rgb } from '@cantoo/pdf-lib';
import * as fontkit from 'fontkit';
import { cjkFontBytes } from '../../platform/fonts.js';
import { layoutText, lineHeight, padding } from './layout.js';

/**
 * Draws the initiator's values into a template's PDF before anyone signs: each text in its box in
 * Noto Sans CJK SC (from `@embedpdf/fonts-sc`, the install's own; platform/fonts.ts), embedded as a
 * subset — only the glyphs drawn, under a six-letter subset tag (ISO 32000-1 §9.6.4) — so the page
 * reads the same in any viewer; a ticked checkbox as a drawn check mark. The layout is `layout.ts`'s.
 */

export interface FillItem {
  key: string;
  kind: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
  value: string;
}

/** The field a value did not fit in (the caller names it). */
export class TextOverflow extends Error {
  constructor(readonly key: string) {
    super(`text overflows field ${key}`);
  }
}

/** fontkit keeping its parse of the 8 MB font across documents (as the completion certificate's; pdf-lib parses again otherwise). */
const parsed = new WeakMap<Uint8Array, unknown>();
const cachingFontkit = {
  ...fontkit,
  create: (bytes: Uint8Array, postscriptName?: string) => {
    if (postscriptName) return fontkit.create(bytes as Buffer, postscriptName);
    let font = parsed.get(bytes);
    if (!font) parsed.set(bytes, (font = fontkit.create(bytes as Buffer)));
    return font;
  },
};

const ink = rgb(0.05, 0.07, 0.15);

/** Per-character advances at 1 pt (a line's width is their sum: pdf-lib draws glyph by glyph). */
function measurer(font: PDFFont) {
  const known = new Map<string, number>();
  return (text: string, size: number) => {
    let sum = 0;
    for (const ch of text) {
      let w = known.get(ch);
      if (w === undefined) known.set(ch, (w = font.widthOfTextAtSize(ch, 1)));
      sum += w;
    }
    return sum * size;
  };
}

/** The PDF with the values drawn; throws `TextOverflow` naming the first field whose text does not fit. */
export async function fillPdf(bytes: Buffer, items: FillItem[]): Promise<Buffer> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const texts = items.filter((i) => i.kind !== 'checkbox');
  const pages = doc.getPages();
  if (texts.length) {
    doc.registerFontkit(cachingFontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
    const drawn = texts.map((t) => t.value).join('\n');
    const tag = [...createHash('sha256').update(drawn).digest()]
      .slice(0, 6)
      .map((b) => String.fromCharCode(65 + (b % 26)))
      .join('');
    const font = await doc.embedFont(cjkFontBytes(), { subset: true, customName: `${tag}+NotoSansCJKsc-Regular` });
    const measure = measurer(font);
    for (const item of texts) {
      const lines = layoutText(item.value, item, { multiline: item.kind === 'multiline', measure });
      if (!lines) throw new TextOverflow(item.key);
      const page = pages[item.page - 1]!;
      // A single line sits in the middle of its box; several start at its top.
      let baseline =
        lines.length === 1
          ? item.y + (item.height - item.fontSize) / 2 + item.fontSize * 0.12
          : item.y + item.height - padding - item.fontSize;
      for (const line of lines) {
        page.drawText(line, { x: item.x + padding, y: baseline, size: item.fontSize, font, color: ink });
        baseline -= item.fontSize * lineHeight;
      }
    }
  }
  for (const item of items.filter((i) => i.kind === 'checkbox' && i.value === 'true')) {
    const page = pages[item.page - 1]!;
    const s = Math.min(item.width, item.height);
    const at = (fx: number, fy: number) => ({ x: item.x + (item.width - s) / 2 + fx * s, y: item.y + (item.height - s) / 2 + fy * s });
    page.drawLine({ start: at(0.18, 0.52), end: at(0.42, 0.25), thickness: Math.max(1, s / 10), color: ink });
    page.drawLine({ start: at(0.42, 0.25), end: at(0.85, 0.8), thickness: Math.max(1, s / 10), color: ink });
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
