import { createHash } from 'node:crypto';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from '@cantoo/pdf-lib';
import * as fontkit from 'fontkit';
import { cjkFontBytes } from '../../platform/fonts.js';

/**
 * The completion certificate's page layout: A4 pages of bilingual headings and label–value rows in
 * Noto Sans CJK SC Regular (SIL Open Font License), read from the npm package `@embedpdf/fonts-sc`
 * that already carries the seals' font — so a fresh `npm ci` machine embeds Chinese without a system
 * font — and subset by pdf-lib through fontkit: only the glyphs the certificate uses go into the
 * file (a certificate is some 60 kB, not the font's 8 MB). The subset's name carries the six-letter
 * tag readers expect of a subset (ISO 32000-1 §9.6.4), derived from the text drawn.
 */

/** A block of the certificate: a heading, label–value rows, or a paragraph. */
export type Block =
  | { kind: 'title'; text: string; sub: string }
  | { kind: 'heading'; text: string }
  | { kind: 'row'; label: string; value: string }
  | { kind: 'gap' };

const page = { width: 595.28, height: 841.89, margin: 48 };
const labelWidth = 170;
const size = { title: 18, sub: 9, heading: 12, row: 8.5 };
const ink = rgb(0.12, 0.14, 0.2);
const soft = rgb(0.4, 0.43, 0.5);
const accent = rgb(0.13, 0.36, 0.78);

/**
 * Each character's advance at 1 pt, per font: a line's width is the sum of its characters' (what
 * pdf-lib draws, glyph by glyph), so a line grows a character at a time without laying the whole
 * line out again — measuring the growing line each time cost ~200 ms of CPU per certificate.
 */
const advances = new WeakMap<PDFFont, Map<string, number>>();
function advanceOf(font: PDFFont, ch: string): number {
  let known = advances.get(font);
  if (!known) advances.set(font, (known = new Map()));
  let width = known.get(ch);
  if (width === undefined) known.set(ch, (width = font.widthOfTextAtSize(ch, 1)));
  return width;
}

/** Lines of `text` no wider than `width` at `fontSize` (CJK breaks anywhere, Latin at spaces when it can). */
function wrap(font: PDFFont, text: string, fontSize: number, width: number): string[] {
  const lines: string[] = [];
  const widthOf = (t: string) => [...t].reduce((sum, c) => sum + advanceOf(font, c), 0) * fontSize;
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const ch of [...paragraph]) {
      const chWidth = advanceOf(font, ch) * fontSize;
      if (lineWidth + chWidth <= width || !line) {
        line += ch;
        lineWidth += chWidth;
        continue;
      }
      const space = line.lastIndexOf(' ');
      if (ch !== ' ' && space > line.length / 2) {
        lines.push(line.slice(0, space));
        line = line.slice(space + 1) + ch;
      } else {
        lines.push(line);
        line = ch === ' ' ? '' : ch;
      }
      lineWidth = widthOf(line);
    }
    lines.push(line);
  }
  return lines;
}

/**
 * fontkit with the font's parse kept: pdf-lib parses the 8 MB font again for every document
 * (~70 ms of CPU); the parsed font is only read when a subset is made, so one serves every certificate.
 * Its `layout` is the character map alone: fontkit's full layout runs the OpenType substitution and
 * positioning tables for every string drawn (~45 ms of CPU a certificate), and pdf-lib keeps only
 * the glyphs of it (it draws each at its advance, never with the positions). The certificate's
 * Chinese, Latin and digits need none of those tables — without them a Latin "fi" stays two glyphs,
 * which also keeps the text pdftotext reads the same as the text drawn.
 */
interface ParsedFont {
  glyphsForString(text: string): unknown[];
  createSubset(): CffSubset;
}
/** The part of fontkit's CFF subset replaced below (not in its types). */
interface CffSubset {
  cff: { stream: { pos: number; readBuffer(length: number): Uint8Array } };
  subsetSubrs(subrs: { offset: number; length: number }[], used: Record<number, boolean>): Uint8Array[];
}

/**
 * A subset keeps every subroutine's place (charstrings call them by number), writing a bare
 * `return` (11) for each one its glyphs do not use. Noto Sans CJK's ideographs' font dictionary has
 * 22,293 local subroutines: fontkit made a new one-byte array for each, every certificate, ~40 % of
 * the subset's CPU with the collections it caused. They share one here; the bytes written are the same.
 */
const unusedSubr = new Uint8Array([11]);
function subsetSubrs(this: CffSubset, subrs: { offset: number; length: number }[], used: Record<number, boolean>): Uint8Array[] {
  const kept = new Array<Uint8Array>(subrs.length);
  for (let i = 0; i < subrs.length; i++) {
    if (!used[i]) kept[i] = unusedSubr;
    else {
      this.cff.stream.pos = subrs[i]!.offset;
      kept[i] = this.cff.stream.readBuffer(subrs[i]!.length);
    }
  }
  return kept;
}
const parsedFonts = new WeakMap<Uint8Array, ParsedFont>();
const cachingFontkit = {
  ...fontkit,
  create: (bytes: Uint8Array, postscriptName?: string) => {
    if (postscriptName) return fontkit.create(bytes as Buffer, postscriptName);
    let parsed = parsedFonts.get(bytes);
    if (!parsed) {
      const font = fontkit.create(bytes as Buffer) as unknown as ParsedFont;
      parsed = Object.assign(Object.create(font) as ParsedFont, {
        layout: (text: string) => ({ glyphs: font.glyphsForString(text) }),
        createSubset: () => Object.assign(font.createSubset(), { subsetSubrs }),
      });
      parsedFonts.set(bytes, parsed);
    }
    return parsed;
  },
};

/** What the certificate says: its blocks, the footer of every page, the room kept for the signature, the document's title. */
export interface CertificateText {
  blocks: Block[];
  footer: string;
  reserve: number;
  title: string;
}
export interface CertificateLayout {
  bytes: Buffer;
  lastPage: number;
}

/**
 * Lays the blocks out on as many pages as they need, leaving `reserve` points free at the foot of
 * the last page (for the platform signature's box), and answers the PDF with the last page's number.
 */
export async function layoutCertificate(o: CertificateText): Promise<CertificateLayout> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(cachingFontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  doc.setTitle(o.title);
  doc.setProducer('eSign Cloud');
  const drawn = o.blocks.map((b) => ('text' in b ? b.text + ('sub' in b ? b.sub : '') : 'label' in b ? b.label + b.value : '')).join('');
  const tag = [
    ...createHash('sha256')
      .update(drawn + o.footer)
      .digest(),
  ]
    .slice(0, 6)
    .map((b) => String.fromCharCode(65 + (b % 26)))
    .join('');
  const font = await doc.embedFont(cjkFontBytes(), { subset: true, customName: `${tag}+NotoSansCJKsc-Regular` });

  let current: PDFPage = doc.addPage([page.width, page.height]);
  let y = page.height - page.margin;
  const width = page.width - 2 * page.margin;
  const room = (needed: number) => {
    if (y - needed >= page.margin + 24) return;
    current = doc.addPage([page.width, page.height]);
    y = page.height - page.margin;
  };
  const text = (t: string, x: number, at: number, fontSize: number, color = ink) =>
    current.drawText(t, { x, y: at, size: fontSize, font, color });

  for (const block of o.blocks) {
    if (block.kind === 'title') {
      text(block.text, page.margin, y - size.title, size.title, accent);
      y -= size.title + 10;
      for (const line of wrap(font, block.sub, size.sub, width)) {
        text(line, page.margin, y - size.sub, size.sub, soft);
        y -= size.sub * 1.5;
      }
      y -= 6;
    } else if (block.kind === 'heading') {
      room(size.heading * 3);
      y -= 8;
      text(block.text, page.margin, y - size.heading, size.heading, accent);
      y -= size.heading + 4;
      current.drawLine({ start: { x: page.margin, y }, end: { x: page.width - page.margin, y }, thickness: 0.6, color: accent });
      y -= 6;
    } else if (block.kind === 'gap') {
      y -= 6;
    } else {
      const labels = wrap(font, block.label, size.row, labelWidth - 8);
      const values = wrap(font, block.value, size.row, width - labelWidth);
      const lines = Math.max(labels.length, values.length);
      room(lines * size.row * 1.45 + 2);
      for (let i = 0; i < lines; i++) {
        if (labels[i]) text(labels[i]!, page.margin, y - size.row, size.row, soft);
        if (values[i]) text(values[i]!, page.margin + labelWidth, y - size.row, size.row);
        y -= size.row * 1.45;
      }
      y -= 2;
    }
  }
  // The footer and the signature's box need the foot of the last page.
  if (y - o.reserve < page.margin) {
    current = doc.addPage([page.width, page.height]);
    y = page.height - page.margin;
  }
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    current = p;
    const footer = `${o.footer}    ${i + 1} / ${pages.length}`;
    for (const [j, line] of wrap(font, footer, 7, width).entries()) text(line, page.margin, page.margin - 20 - j * 9, 7, soft);
  });
  return { bytes: Buffer.from(await doc.save({ useObjectStreams: false })), lastPage: pages.length };
}

/** Where the platform's signature is drawn on the last page: the lower right, above the footer. */
export const signatureBox = { x: page.width - page.margin - 220, y: page.margin, width: 220, height: 62 };
