import { randomInt } from 'node:crypto';
import { encodePng } from '../../platform/png.js';
import { glyphs } from './captcha-font.js';

/**
 * The image captcha: 4 characters rasterized as thick strokes, each in its own slot, gently rotated
 * and warped by two crossing waves, crossed by a thin line in the ink of a character and sprinkled
 * with noise, then sent as a PNG. Nothing in the answer names a glyph: no paths, no text, only pixels
 * that differ every time. It is meant to be read by people at the first try (a careful reader misread
 * one in four of the tangled earlier version); what makes it costly for scripts is the proof of work
 * that comes with it, which grows with a source's failures.
 */

export const captchaAlphabet = Object.keys(glyphs).join('');
export const captchaLength = 4;

export function randomCaptchaAnswer(): string {
  let answer = '';
  for (let i = 0; i < captchaLength; i++) answer += captchaAlphabet[randomInt(captchaAlphabet.length)];
  return answer;
}

export const captchaWidth = 150;
export const captchaHeight = 50;
const between = (min: number, max: number) => min + Math.random() * (max - min);

type Rgb = [number, number, number];
interface Segment {
  ax: number;
  ay: number;
  bx: number;
  by: number;
  width: number;
  ink: Rgb;
}

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** The segments of one character: scaled, skewed, rotated, each point jittered, moved to (cx, cy). */
function glyphSegments(char: string, cx: number, cy: number, ink: Rgb): Segment[] {
  const scale = between(5.1, 5.6);
  const angle = (between(-10, 10) * Math.PI) / 180;
  const skew = between(-0.15, 0.15);
  const width = between(2.1, 2.5);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const place = ([gx, gy]: [number, number]): [number, number] => {
    const x = (gx - 2 + skew * (gy - 3) + between(-0.2, 0.2)) * scale;
    const y = (gy - 3 + between(-0.2, 0.2)) * scale;
    return [cx + x * cos - y * sin, cy + x * sin + y * cos];
  };
  const segments: Segment[] = [];
  for (const stroke of glyphs[char]!) {
    const points = stroke.map(place);
    for (let i = 1; i < points.length; i++) {
      const [ax, ay] = points[i - 1]!;
      const [bx, by] = points[i]!;
      segments.push({ ax, ay, bx, by, width, ink });
    }
  }
  return segments;
}

/** A wavy line across the whole image, as short segments, in the ink of a character. */
function crossingLine(ink: Rgb, width: number): Segment[] {
  const y0 = between(12, captchaHeight - 12);
  const amplitude = between(4, 10);
  const period = between(40, 90);
  const phase = between(0, Math.PI * 2);
  const segments: Segment[] = [];
  let previous: [number, number] | null = null;
  for (let x = -4; x <= captchaWidth + 4; x += 6) {
    const point: [number, number] = [x, y0 + amplitude * Math.sin((x / period) * Math.PI * 2 + phase)];
    if (previous) segments.push({ ax: previous[0], ay: previous[1], bx: point[0], by: point[1], width, ink });
    previous = point;
  }
  return segments;
}

function distanceToSegment(px: number, py: number, s: Segment): number {
  const dx = s.bx - s.ax;
  const dy = s.by - s.ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - s.ax) * dx + (py - s.ay) * dy) / length2));
  const x = s.ax + t * dx - px;
  const y = s.ay + t * dy - py;
  return Math.sqrt(x * x + y * y);
}

/** The pixels of an answer (RGB, row by row). */
export function renderCaptchaPixels(answer: string): Uint8Array {
  const w = captchaWidth;
  const h = captchaHeight;
  const hue = between(0, 360);
  const inks = [...answer].map(() => hsl((hue + between(120, 240)) % 360, between(0.5, 0.8), between(0.14, 0.3)));
  // A slot a little wider than a character: neighbours nearly touch but do not overlap, so each reads alone.
  const slot = (w - 16) / answer.length;
  const segments: Segment[] = [];
  [...answer].forEach((char, i) => {
    segments.push(...glyphSegments(char, 8 + slot * (i + 0.5) + between(-2, 2), h / 2 + between(-2, 2), inks[i]!));
  });
  // One line, thinner than the strokes, in the ink of a character: colour alone does not lift it off.
  segments.push(...crossingLine(inks[randomInt(inks.length)]!, between(0.6, 0.9)));

  // Two crossing waves displace where each pixel samples the drawing.
  const wave = {
    ax: between(1, 1.8),
    fx: between(0.08, 0.14),
    px: between(0, 6.3),
    ay: between(1.2, 2.2),
    fy: between(0.05, 0.09),
    py: between(0, 6.3),
  };
  const background = [
    hsl(hue, between(0.3, 0.6), between(0.86, 0.93)),
    hsl((hue + 60) % 360, between(0.3, 0.6), between(0.86, 0.93)),
  ] as const;
  const rgb = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const sx = x + wave.ax * Math.sin(y * wave.fx + wave.px);
      const sy = y + wave.ay * Math.sin(x * wave.fy + wave.py);
      const t = x / w;
      let colour: Rgb = [0, 1, 2].map((c) => background[0][c]! * (1 - t) + background[1][c]! * t + between(-14, 14)) as Rgb;
      for (const s of segments) {
        // Antialiased: full ink inside the stroke, fading over one pixel at its edge.
        const cover = Math.max(0, Math.min(1, s.width + 0.5 - distanceToSegment(sx, sy, s)));
        if (cover > 0) colour = colour.map((c, k) => c * (1 - cover) + s.ink[k]! * cover) as Rgb;
      }
      const o = (y * w + x) * 3;
      rgb[o] = Math.max(0, Math.min(255, colour[0]));
      rgb[o + 1] = Math.max(0, Math.min(255, colour[1]));
      rgb[o + 2] = Math.max(0, Math.min(255, colour[2]));
    }
  }
  // Speckles in the inks' colours, over characters and background alike.
  for (let i = 0; i < 100; i++) {
    const o = (randomInt(h) * w + randomInt(w)) * 3;
    const ink = randomInt(3) === 0 ? inks[randomInt(inks.length)]! : hsl(between(0, 360), 0.6, between(0.4, 0.7));
    rgb.set(ink, o);
  }
  return rgb;
}

/** The PNG of an answer, as a data: URL for an <img>. */
export function renderCaptcha(answer: string): string {
  return `data:image/png;base64,${encodePng(captchaWidth, captchaHeight, renderCaptchaPixels(answer)).toString('base64')}`;
}
