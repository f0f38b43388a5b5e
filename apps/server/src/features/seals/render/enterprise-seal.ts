import type { EnterpriseSealKind, EnterpriseSealSize } from '@console/contract';
import { type ArcLayout, type ArcTextOptions, layoutArcText } from './arc-layout.js';
import { sealFont } from './font.js';
import type { Box, Ellipse } from './geometry.js';
import { glyphPath, lineGlyphs, pxOfMm, sealRed, starPath } from './svg.js';

/** What each kind says across its middle; the official seal says nothing under its star. */
export const sealPurposes: Record<EnterpriseSealKind, string> = {
  official: '',
  contract: '合同专用章',
  finance: '财务专用章',
  hr: '人事专用章',
  invoice: '发票专用章',
};

export interface EnterpriseSealSpec {
  kind: EnterpriseSealKind;
  sizeMm: EnterpriseSealSize;
  /** The enterprise's name as authenticated, set along the top of the border. */
  name: string;
  /** The anti-forgery code set small along the bottom (round seals), digits; optional. */
  code?: string;
  /** The taxpayer number across the middle of the invoice seal. */
  taxNumber?: string;
}

export interface EnterpriseSealDrawing {
  svg: string;
  width: number;
  height: number;
  /** What was placed, for the layout tests. */
  parts: { name: ArcLayout; nameArc: ArcTextOptions; code?: ArcLayout; codeArc?: ArcTextOptions; middle: Box[]; keepOut: Box[] };
}

const advancesOf = (text: string) => [...text].map((c) => sealFont().glyph(c).advance);

/**
 * Draws an enterprise seal as SVG at 300 dpi: a round seal (38/40/42 mm) with the red border, the
 * name over the top from about eight to four o'clock, the star in the middle, the purpose under it
 * and the optional anti-forgery code under the bottom; the invoice seal is the oval 4:3 seal with
 * the taxpayer number across its middle and no star. Proportions follow the public-security
 * standard's (a 42 mm official seal: 1.2 mm border, 14 mm star).
 */
export function drawEnterpriseSeal(spec: EnterpriseSealSpec): EnterpriseSealDrawing {
  const width = pxOfMm(spec.sizeMm);
  const oval = spec.kind === 'invoice';
  const height = oval ? Math.round(width * 0.75) : width;
  const d = width;
  const cx = width / 2;
  const cy = height / 2;
  const stroke = d * 0.028;
  const ring: Ellipse = { cx, cy, a: width / 2 - stroke / 2 - 2, b: height / 2 - stroke / 2 - 2 };
  const inside = (margin: number): Ellipse => ({ cx, cy, a: ring.a - stroke / 2 - margin, b: ring.b - stroke / 2 - margin });

  const nameArc: ArcTextOptions = {
    advances: advancesOf(spec.name),
    outer: inside(d * 0.03),
    maxSize: d * (oval ? 0.11 : 0.15),
    minSize: d * (oval ? 0.08 : 0.085),
    maxHalfSweep: oval ? (85 * Math.PI) / 180 : (120 * Math.PI) / 180,
    minHalfSweep: oval ? (70 * Math.PI) / 180 : (80 * Math.PI) / 180,
    side: 'top',
  };
  const name = layoutArcText(nameArc);
  const chars = [...spec.name];
  let body = name.glyphs.map((g, i) => glyphPath(chars[i]!, g.box, g.squeeze)).join('');

  const middle: Box[] = [];
  const keepOut: Box[] = [];
  if (!oval) {
    const r = d * 0.16;
    body += `<path d="${starPath(cx, cy, r)}"/>`;
    keepOut.push({ cx, cy, width: 2 * r, height: 2 * r, angle: 0 });
  }
  const purpose = sealPurposes[spec.kind];
  if (purpose) {
    const line = oval
      ? lineGlyphs(purpose, { cx, cy: cy + height * 0.24, size: d * 0.075, maxWidth: d * 0.42 })
      : lineGlyphs(purpose, { cx, cy: cy + d * 0.265, size: d * 0.085, maxWidth: d * 0.46 });
    middle.push(...line.map((g) => g.box));
    body += line.map((g) => glyphPath(g.char, g.box, g.squeeze)).join('');
  }
  if (oval && spec.taxNumber) {
    const line = lineGlyphs(spec.taxNumber, { cx, cy: cy + d * 0.02, size: d * 0.07, maxWidth: d * 0.6 });
    middle.push(...line.map((g) => g.box));
    body += line.map((g) => glyphPath(g.char, g.box, g.squeeze)).join('');
  }

  let code: ArcLayout | undefined;
  let codeArc: ArcTextOptions | undefined;
  if (spec.code && !oval) {
    codeArc = {
      advances: advancesOf(spec.code),
      outer: inside(d * 0.015),
      maxSize: d * 0.05,
      minSize: d * 0.035,
      maxHalfSweep: (40 * Math.PI) / 180,
      minHalfSweep: (20 * Math.PI) / 180,
      side: 'bottom',
      gap: 0.05,
    };
    code = layoutArcText(codeArc);
    const codeChars = [...spec.code];
    body += code.glyphs.map((g, i) => glyphPath(codeChars[i]!, g.box, g.squeeze)).join('');
  }

  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<g fill="${sealRed}"><ellipse cx="${cx}" cy="${cy}" rx="${ring.a}" ry="${ring.b}" fill="none" stroke="${sealRed}" stroke-width="${stroke}"/>` +
    `${body}</g></svg>`;
  return { svg, width, height, parts: { name, nameArc, code, codeArc, middle, keepOut } };
}
