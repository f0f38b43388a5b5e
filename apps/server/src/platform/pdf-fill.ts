import { createHash } from 'node:crypto';
import { PDFDocument, type PDFFont, rgb } from '@cantoo/pdf-lib';
import { type TemplateFillKind, fillValueProblem } from '@console/contract';
import { type Language, translate } from '@console/phrases';
import * as fontkit from 'fontkit';
import { fieldError } from './errors.js';
import { cjkFontBytes } from './fonts.js';
import { type Measure, layoutText, lineHeight, padding } from './text-layout.js';

/**
 * Fill-in values drawn into a PDF: a template's initiator values before anyone signs
 * (templates), and a signer's own values just before its signature (signFlows) — each text in its box
 * in Noto Sans CJK SC (from `@embedpdf/fonts-sc`, the install's own; fonts.ts), embedded as a subset —
 * only the glyphs drawn, under a six-letter subset tag (ISO 32000-1 §9.6.4) — so the page reads the
 * same in any viewer; a ticked checkbox as a drawn check mark. The layout is `text-layout.ts`'s. The
 * one check of a value against its field (`fillItemOf`) serves both callers, so both refuse alike.
 */

/** A fill-in field as both callers keep it: its rule (kind, required, maximum length) and its box. */
export interface FillField {
  key: string;
  label: string;
  kind: TemplateFillKind;
  required: boolean;
  maxLength: number;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
}

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

/**
 * A value checked against its field's rule (contract's `fillValueProblem`, the console's too): the
 * item to draw, or null when there is nothing to draw (an empty optional value, an unticked box).
 * A broken rule is `templateValueInvalid` naming `name` with the field's label and the rule, in `lang`.
 */
export function fillItemOf(field: FillField, raw: string, o: { lang: Language; name: string }): FillItem | null {
  const rule = fillValueProblem(field, raw);
  if (rule)
    throw fieldError('templateValueInvalid', o.name, o.lang, { field: field.label, rule: translate(o.lang, `templates.rule.${rule}`) });
  const value = field.kind === 'multiline' ? raw.replace(/\r\n?/g, '\n').trim() : raw.trim();
  if (!value || (field.kind === 'checkbox' && value !== 'true')) return null;
  const { key, kind, page, x, y, width, height, fontSize } = field;
  return { key, kind, page, x, y, width, height, fontSize, value };
}

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

let measuring: Promise<Measure> | null = null;

/**
 * The embedded font's measure (per-character advances, each read once and kept): made on first use
 * and kept for the process, so a bulk send's dry run of 10,000 rows reads the font's metrics once.
 */
export function fillMeasure(): Promise<Measure> {
  measuring ??= (async () => {
    const doc = await PDFDocument.create();
    doc.registerFontkit(cachingFontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
    return measurer(await doc.embedFont(cjkFontBytes(), { subset: true }));
  })();
  measuring.catch(() => (measuring = null));
  return measuring;
}

/** Whether an item's text fits its box, by the layout the drawing uses (a checkbox always does). */
export const fitsBox = (item: FillItem, measure: Measure): boolean =>
  item.kind === 'checkbox' || layoutText(item.value, item, { multiline: item.kind === 'multiline', measure }) !== null;

/** The key of the first item whose text does not fit its box (nothing drawn, no document read), or null. */
export async function overflowOf(items: FillItem[]): Promise<string | null> {
  if (!items.some((i) => i.kind !== 'checkbox')) return null;
  const measure = await fillMeasure();
  return items.find((i) => !fitsBox(i, measure))?.key ?? null;
}

/**
 * The PDF with the values drawn; throws `TextOverflow` naming the first field whose text does not
 * fit. `incremental`: appended as an incremental update after the bytes given (ISO 32000-1 §7.5.6),
 * which stay as they are, so the signatures already in them stay valid and the next one covers both.
 */
export async function fillPdf(bytes: Buffer, items: FillItem[], o: { incremental?: boolean } = {}): Promise<Buffer> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, forIncrementalUpdate: o.incremental === true });
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
  if (o.incremental) return Buffer.from(await doc.commit({ useObjectStreams: false }));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
