import type { NameSealStyle, PersonalSealStyle } from '@console/contract';
import type { Box } from './geometry.js';
import { glyphPath, lineGlyphs, pxOfMm, sealRed } from './svg.js';

/**
 * A person's name seal (the legal representative's seal, a member's personal seal): square with a
 * border (characters in red), square without a border (a person's seal only), square in relief (the
 * characters cut out of a red square), or an oblong with the name on one line (long and Latin names).
 */
export interface NameSealSpec {
  style: NameSealStyle | PersonalSealStyle;
  name: string;
}

export interface NameSealDrawing {
  svg: string;
  width: number;
  height: number;
  /** Every character's box and the area inside the border they must stay in, for the layout tests. */
  parts: { boxes: Box[]; inner: Box };
}

const isHan = (c: string) => /\p{Script=Han}/u.test(c);

/**
 * The cells of a square seal: a Chinese name of two or three characters gets 之印 or 印 to make four,
 * set in two columns read right to left, top to bottom, as a seal cutter sets them; five or six
 * characters take three rows; anything longer, or a Latin name, is set in up to three lines.
 */
function squareCells(name: string, side: number, inset: number): { char: string; box: Box; squeeze: number; stretch: number }[] {
  const chars = [...name.replace(/\s+/g, ' ').trim()];
  const inner = side - 2 * inset;
  if (chars.every(isHan) && chars.length <= 6) {
    const cells = chars.length === 2 ? [...chars, '之', '印'] : chars.length === 3 ? [...chars, '印'] : chars;
    const rows = cells.length <= 4 ? Math.max(1, Math.ceil(cells.length / 2)) : 3;
    const cols = cells.length === 1 ? 1 : 2;
    const cellW = inner / cols;
    const cellH = inner / rows;
    const size = cellH * 0.9;
    return cells.map((char, i) => {
      const col = cols - 1 - Math.floor(i / rows);
      const row = i % rows;
      const width = cellW * 0.9;
      const box = { cx: inset + cellW * (col + 0.5), cy: inset + cellH * (row + 0.5), width, height: size, angle: 0 };
      return { char, box, squeeze: width / size, stretch: 1 };
    });
  }
  const words = chars.every(isHan) ? chars : chars.join('').split(' ');
  const joiner = chars.every(isHan) ? '' : ' ';
  const lineCount = Math.min(3, words.length, Math.max(1, Math.ceil(chars.length / 8)));
  const perLine = Math.ceil(chars.length / lineCount);
  const lines: string[] = [];
  let current: string[] = [];
  for (const w of words) {
    if (current.length > 0 && [...current.join(joiner)].length + w.length > perLine && lines.length < lineCount - 1) {
      lines.push(current.join(joiner));
      current = [];
    }
    current.push(w);
  }
  lines.push(current.join(joiner));
  const lineH = inner / lines.length;
  return lines.flatMap((line, row) =>
    lineGlyphs(line, { cx: side / 2, cy: inset + lineH * (row + 0.5), size: lineH * 0.85, maxWidth: inner * 0.94 }).map((g) => ({
      ...g,
      stretch: 1,
    })),
  );
}

export function drawNameSeal(spec: NameSealSpec): NameSealDrawing {
  const oblong = spec.style === 'oblong';
  const height = pxOfMm(oblong ? 10 : 20);
  const width = oblong ? Math.round(height * 2.6) : height;
  const stroke = height * (oblong ? 0.07 : 0.06);
  const inset = stroke * 2;
  const relief = spec.style === 'squareRelief';
  const plain = spec.style === 'squarePlain';
  const cells = oblong
    ? lineGlyphs(spec.name.trim(), { cx: width / 2, cy: height / 2, size: (height - 2 * inset) * 0.86, maxWidth: width - 2 * inset }).map(
        (g) => ({
          ...g,
          stretch: 1,
        }),
      )
    : squareCells(spec.name, width, inset);
  const glyphs = cells.map((c) => glyphPath(c.char, c.box, c.squeeze, c.stretch)).join('');
  const inner: Box = { cx: width / 2, cy: height / 2, width: width - 2 * stroke, height: height - 2 * stroke, angle: 0 };
  const corner = height * 0.04;
  const body = relief
    ? // The characters are cut out of the square: a mask lets the red through everywhere but them.
      `<mask id="cut"><rect width="${width}" height="${height}" fill="#fff"/><g fill="#000">${glyphs}</g></mask>` +
      `<rect x="2" y="2" width="${width - 4}" height="${height - 4}" rx="${corner}" fill="${sealRed}" mask="url(#cut)"/>`
    : plain
      ? `<g fill="${sealRed}">${glyphs}</g>`
      : `<rect x="${2 + stroke / 2}" y="${2 + stroke / 2}" width="${width - 4 - stroke}" height="${height - 4 - stroke}" rx="${corner}" ` +
        `fill="none" stroke="${sealRed}" stroke-width="${stroke}"/><g fill="${sealRed}">${glyphs}</g>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return { svg, width, height, parts: { boxes: cells.map((c) => c.box), inner } };
}
