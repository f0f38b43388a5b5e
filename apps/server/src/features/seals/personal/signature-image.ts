import { signatureImageRules } from '@console/contract';
import { AppError } from '../../../platform/errors.js';
import { encodePngRgba } from '../../../platform/png.js';
import { decodedUpload } from '../image-check.js';
import type { SealImage } from '../render/index.js';

/** Longest side a drawn signature keeps: a phone's pad at three device pixels a point is about 1,100 px wide. */
const keptSide = 1200;
/** Fewer inked pixels than this is a tap, not a signature. */
const minInk = 40;

/**
 * A handwritten signature from the drawing pad made fit to sign with, judged by its bytes as seal
 * uploads are: a png or jpg of at least 120 × 60 px (the pad sends a PNG with alpha), decoded by
 * resvg, scaled to at most 1200 px, refused when its border is mostly opaque colour (a photo, not a
 * pad), white made transparent (so a pad that paints white paper works too), cut to its ink plus a
 * small margin; a blank pad is refused. A transparent PNG.
 */
export function cleanSignatureImage(bytes: Buffer): SealImage {
  const { minWidth, minHeight, maxSide } = signatureImageRules;
  const { rgba, width, height } = decodedUpload(bytes, {
    keptSide,
    typeError: 'signatureImageType',
    backgroundError: 'signatureImageBackground',
    checkSize: (facts) => {
      if (facts.width < minWidth || facts.height < minHeight) throw new AppError('signatureImageTooSmall', { minWidth, minHeight });
      // A few kilobytes can declare a picture of gigapixels; no pad is that large.
      if (facts.width > maxSide || facts.height > maxSide) throw new AppError('signatureImageType');
    },
  });
  return inked(rgba, width, height);
}

/** The picture cut to its ink plus a margin of 8 px; a pad with (almost) no ink is blank. */
function inked(rgba: Uint8Array, width: number, height: number): SealImage {
  let [left, top, right, bottom] = [width, height, -1, -1];
  let ink = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (rgba[(y * width + x) * 4 + 3]! < 16) continue;
      ink++;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  if (ink < minInk) throw new AppError('signatureEmpty');
  const pad = 8;
  [left, top] = [Math.max(0, left - pad), Math.max(0, top - pad)];
  [right, bottom] = [Math.min(width - 1, right + pad), Math.min(height - 1, bottom + pad)];
  const w = right - left + 1;
  const h = bottom - top + 1;
  const out = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) out.set(rgba.subarray(((top + y) * width + left) * 4, ((top + y) * width + left + w) * 4), y * w * 4);
  return { png: encodePngRgba(w, h, out), width: w, height: h };
}
