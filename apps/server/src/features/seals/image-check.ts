import { sealImageRules } from '@console/contract';
import { AppError } from '../../platform/errors.js';
import { inspectImage } from '../../platform/image.js';
import { encodePngRgba } from '../../platform/png.js';
import type { SealImage } from './render/index.js';
import { rasterizeSvg } from './render/raster.js';

/** Longest side a cleaned upload keeps: more than a seal printed at 300 dpi needs. */
const keptSide = 1000;
/** Share of the border that may be opaque colour (a seal touching the edge) before the background counts as coloured. */
const colouredBorderShare = 0.3;

/**
 * An uploaded seal image made fit to sign with (§5: jpg, jpeg or png, at most 2 MB, judged by its
 * bytes): at least 120 px a side, decoded (by resvg, the rasterizer that draws generated seals),
 * scaled to at most 1000 px, refused when its border is mostly opaque colour (a photo of a seal on a
 * desk, a coloured card: the platform would stamp the card onto the contract), its white made
 * transparent (colour-to-alpha against white, so the ink's antialiased edge stays smooth), its
 * empty margins trimmed; a transparent PNG.
 */
export function cleanSealImage(bytes: Buffer): SealImage {
  const { rgba, width, height } = decodedUpload(bytes, {
    keptSide,
    typeError: 'sealImageType',
    backgroundError: 'sealImageBackground',
    checkSize: (facts) => {
      if (facts.width < sealImageRules.minSide || facts.height < sealImageRules.minSide) {
        throw new AppError('sealImageTooSmall', { minSide: sealImageRules.minSide });
      }
      // A few kilobytes can declare a picture of gigapixels; no seal is that large.
      if (facts.width > sealImageRules.maxSide || facts.height > sealImageRules.maxSide) throw new AppError('sealImageType');
    },
  });
  return trimmed(rgba, width, height);
}

/**
 * An uploaded picture (a seal, a drawn signature) decoded by resvg, judged by its bytes: unreadable is
 * `typeError`, `checkSize` refuses a side too short or too long, scaled to at most `keptSide` px,
 * `backgroundError` when its border is mostly opaque colour, its white made transparent.
 */
export function decodedUpload(
  bytes: Buffer,
  input: {
    keptSide: number;
    typeError: 'sealImageType' | 'signatureImageType';
    backgroundError: 'sealImageBackground' | 'signatureImageBackground';
    checkSize: (facts: { width: number; height: number }) => void;
  },
): { rgba: Uint8Array; width: number; height: number } {
  let facts: ReturnType<typeof inspectImage>;
  try {
    facts = inspectImage(bytes);
  } catch {
    throw new AppError(input.typeError);
  }
  input.checkSize(facts);
  const scale = Math.min(1, input.keptSide / Math.max(facts.width, facts.height));
  const width = Math.max(1, Math.round(facts.width * scale));
  const height = Math.max(1, Math.round(facts.height * scale));
  const href = `data:${facts.type};base64,${bytes.toString('base64')}`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}">` +
    `<image width="${width}" height="${height}" preserveAspectRatio="none" xlink:href="${href}"/></svg>`;
  let rgba: Uint8Array;
  try {
    rgba = rasterizeSvg(svg).rgba;
  } catch {
    throw new AppError(input.typeError);
  }
  if (colouredBorder(rgba, width, height) > colouredBorderShare) throw new AppError(input.backgroundError);
  whiteToAlpha(rgba);
  return { rgba, width, height };
}

/** The share of the picture's outer frame (2 % of each side, at least 2 px) that is opaque and not near white. */
export function colouredBorder(rgba: Uint8Array, width: number, height: number): number {
  const band = Math.max(2, Math.round(Math.min(width, height) * 0.02));
  let seen = 0;
  let coloured = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x >= band && x < width - band && y >= band && y < height - band) {
        x = width - band - 1;
        continue;
      }
      const i = (y * width + x) * 4;
      seen++;
      if (rgba[i + 3]! >= 200 && Math.min(rgba[i]!, rgba[i + 1]!, rgba[i + 2]!) < 215) coloured++;
    }
  }
  return coloured / seen;
}

/**
 * Colour-to-alpha against white: each pixel becomes the most transparent ink that, laid on white,
 * looks the same. Pure white disappears, red ink stays solid, the pale edge of a stroke becomes a
 * half-transparent red; near-white paper grain under a tenth of opacity is dropped.
 */
export function whiteToAlpha(rgba: Uint8Array): void {
  for (let i = 0; i < rgba.length; i += 4) {
    const a0 = rgba[i + 3]! / 255;
    if (a0 === 0) continue;
    const [r, g, b] = [rgba[i]!, rgba[i + 1]!, rgba[i + 2]!];
    const ink = Math.max(255 - r, 255 - g, 255 - b) / 255;
    if (ink < 0.1) {
      rgba[i + 3] = 0;
      continue;
    }
    for (let c = 0; c < 3; c++) rgba[i + c] = Math.max(0, Math.min(255, Math.round((rgba[i + c]! - 255 * (1 - ink)) / ink)));
    rgba[i + 3] = Math.round(ink * a0 * 255);
  }
}

/** The picture cut to its ink plus a small margin; an image with no ink at all is not a seal. */
function trimmed(rgba: Uint8Array, width: number, height: number): SealImage {
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (rgba[(y * width + x) * 4 + 3]! < 16) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  // Nothing but white or transparency: there is no seal in the picture.
  if (right < 0) throw new AppError('sealImageType');
  const pad = 4;
  [left, top] = [Math.max(0, left - pad), Math.max(0, top - pad)];
  [right, bottom] = [Math.min(width - 1, right + pad), Math.min(height - 1, bottom + pad)];
  const w = right - left + 1;
  const h = bottom - top + 1;
  const out = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) out.set(rgba.subarray(((top + y) * width + left) * 4, ((top + y) * width + left + w) * 4), y * w * 4);
  return { png: encodePngRgba(w, h, out), width: w, height: h };
}
