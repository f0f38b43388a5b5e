import { randomInt } from 'node:crypto';

/**
 * The image captcha: 4 characters drawn as jittered strokes with noise. Glyphs are paths, never
 * <text>, so the answer is not sitting in the SVG source for a script to read.
 */

type Stroke = [number, number][];

// A stroke font on a 4×6 grid (y downwards). Characters that are easy to mix up (0/O/Q, 1/I/L…,
// 2/Z, 5/S, 8/B, G/6, U/V) are left out, so a person reading the image is not tripped up.
const glyphs: Record<string, Stroke[]> = {
  '3': [
    [
      [0, 0],
      [4, 0],
      [2, 2.6],
      [3, 2.6],
      [4, 3.6],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  '4': [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  '7': [
    [
      [0, 0],
      [4, 0],
      [1.2, 6],
    ],
  ],
  '9': [
    [
      [4, 3],
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [0.5, 6],
    ],
  ],
  A: [
    [
      [0, 6],
      [2, 0],
      [4, 6],
    ],
    [
      [0.8, 3.8],
      [3.2, 3.8],
    ],
  ],
  C: [
    [
      [4, 0.5],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5.5],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 6],
      [2.5, 6],
      [4, 4.5],
      [4, 1.5],
      [2.5, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  J: [
    [
      [4, 0],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 4],
    ],
    [
      [1.3, 2.8],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3.5],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  P: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
  ],
  R: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
    [
      [2, 3],
      [4, 6],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 2.5],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
};

export const captchaAlphabet = Object.keys(glyphs).join('');
export const captchaLength = 4;

export function randomCaptchaAnswer(): string {
  let answer = '';
  for (let i = 0; i < captchaLength; i++) answer += captchaAlphabet[randomInt(captchaAlphabet.length)];
  return answer;
}

const width = 120;
const height = 40;
const between = (min: number, max: number) => min + Math.random() * (max - min);
const fixed = (n: number) => n.toFixed(1);

function colour(lightness: [number, number]): string {
  return `hsl(${Math.floor(between(0, 360))},${Math.floor(between(45, 75))}%,${Math.floor(between(...lightness))}%)`;
}

function glyphPath(char: string, cx: number, cy: number): string {
  const scale = between(2.9, 3.5);
  const angle = (between(-16, 16) * Math.PI) / 180;
  const skew = between(-0.25, 0.25);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const place = ([gx, gy]: [number, number]) => {
    // Centre the grid, skew, jitter each point, scale, rotate, then move to the character's slot.
    const x0 = gx - 2 + skew * (gy - 3) + between(-0.22, 0.22);
    const y0 = gy - 3 + between(-0.22, 0.22);
    const x = x0 * scale;
    const y = y0 * scale;
    return `${fixed(cx + x * cos - y * sin)} ${fixed(cy + x * sin + y * cos)}`;
  };
  return glyphs[char]!.map((stroke) => `M${stroke.map(place).join(' L')}`).join(' ');
}

function noiseCurve(): string {
  const y = () => fixed(between(4, height - 4));
  return `M0 ${y()} C${fixed(between(20, 50))} ${y()} ${fixed(between(70, 100))} ${y()} ${width} ${y()}`;
}

/** The SVG of an answer, as a data: URL for an <img>. */
export function renderCaptcha(answer: string): string {
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="${colour([92, 98])}"/>`];
  for (let i = 0; i < 30; i++) {
    parts.push(
      `<circle cx="${fixed(between(0, width))}" cy="${fixed(between(0, height))}" r="${fixed(between(0.6, 1.6))}" fill="${colour([45, 75])}"/>`,
    );
  }
  // Stray strokes with the same pen as the glyphs, so segment-counting does not find the characters.
  for (let i = 0; i < 4; i++) {
    const x = between(5, width - 15);
    const yy = between(5, height - 5);
    parts.push(
      `<path d="M${fixed(x)} ${fixed(yy)} L${fixed(x + between(-10, 10))} ${fixed(yy + between(-10, 10))}" stroke="${colour([35, 60])}" stroke-width="${fixed(between(1.2, 2))}" stroke-linecap="round" fill="none"/>`,
    );
  }
  const slot = (width - 16) / answer.length;
  [...answer].forEach((char, i) => {
    const d = glyphPath(char, 8 + slot * (i + 0.5) + between(-3, 3), height / 2 + between(-3, 3));
    parts.push(
      `<path d="${d}" stroke="${colour([20, 45])}" stroke-width="${fixed(between(2.2, 2.9))}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  for (let i = 0; i < 3; i++)
    parts.push(`<path d="${noiseCurve()}" stroke="${colour([30, 60])}" stroke-width="${fixed(between(1, 1.8))}" fill="none"/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
