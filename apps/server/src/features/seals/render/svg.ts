import { sealFont } from './font.js';
import type { Box } from './geometry.js';

/** Seal ink. */
export const sealRed = '#e60012';
/** Print resolution of every seal image. */
export const sealDpi = 300;
export const pxOfMm = (mm: number) => Math.round((mm / 25.4) * sealDpi);

const round = (v: number) => Math.round(v * 100) / 100;

/**
 * One character as an SVG path filling its box: the glyph's outline (from the font, never the text
 * itself, so nothing a person typed reaches the SVG as markup), centred on its advance and on the
 * middle of the em box, scaled to the box's height, squeezed horizontally, turned with the box.
 */
export function glyphPath(char: string, box: Box, squeeze: number, stretch = 1): string {
  const font = sealFont();
  const g = font.glyph(char);
  if (!g.d) return '';
  const sy = (box.height * stretch) / font.unitsPerEm;
  const sx = sy * squeeze;
  const deg = (box.angle * 180) / Math.PI;
  return (
    `<path transform="translate(${round(box.cx)} ${round(box.cy)}) rotate(${round(deg)}) scale(${round(sx * 1e4) / 1e4} ${-round(sy * 1e4) / 1e4}) ` +
    `translate(${round((-g.advance * font.unitsPerEm) / 2)} ${round(-font.middle)})" d="${g.d}"/>`
  );
}

export interface LineGlyph {
  char: string;
  box: Box;
  squeeze: number;
}

/** A horizontal line of text centred at (cx, cy), squeezed when wider than `maxWidth`. */
export function lineGlyphs(text: string, o: { cx: number; cy: number; size: number; maxWidth: number; gap?: number }): LineGlyph[] {
  const chars = [...text];
  const advances = chars.map((c) => sealFont().glyph(c).advance);
  const gap = (o.gap ?? 0.06) * o.size;
  const natural = advances.reduce((s, a) => s + a * o.size, 0) + gap * (chars.length - 1);
  const squeeze = Math.min(1, o.maxWidth / natural);
  let x = o.cx - (natural * squeeze) / 2;
  return chars.map((char, i) => {
    const width = advances[i]! * o.size * squeeze;
    const box = { cx: x + width / 2, cy: o.cy, width, height: o.size, angle: 0 };
    x += width + gap * squeeze;
    return { char, box, squeeze };
  });
}

/** A five-pointed star, point up, of outer radius r. */
export function starPath(cx: number, cy: number, r: number): string {
  const inner = r * 0.382;
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : inner;
    const a = (i * Math.PI) / 5;
    return `${round(cx + radius * Math.sin(a))} ${round(cy - radius * Math.cos(a))}`;
  });
  return `M${points.join('L')}Z`;
}

/** The characters of a text the seal font cannot draw (a seal would show them as empty boxes). */
export function undrawable(text: string): string[] {
  const font = sealFont();
  return [...new Set([...text].filter((c) => c !== ' ' && !font.has(c)))];
}
