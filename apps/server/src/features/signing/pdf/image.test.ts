import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePngRgba } from '../../../platform/png.js';
import { decodePng, imageAppearanceContent, pdfImageOf, pngOfPlanes } from './image.js';

/** A 3 × 2 RGBA picture: red ink, a half-transparent edge, and transparency. */
const pixels = new Uint8Array([230, 0, 18, 255, 230, 0, 18, 128, 0, 0, 0, 0, 230, 0, 18, 255, 0, 0, 0, 0, 230, 0, 18, 64]);

describe('seal images in a PDF', () => {
  it('decodes our PNG back to its pixels, and a one-ink seal keeps its mask exactly', () => {
    const png = encodePngRgba(3, 2, pixels);
    expect(decodePng(png)).toEqual({ width: 3, height: 2, rgba: pixels });
    const image = pdfImageOf(png);
    expect([image.width, image.height]).toEqual([3, 2]);
    // Read back as the verification page does: the alpha exact, the colour the ink's.
    const back = decodePng(pngOfPlanes({ width: 3, height: 2, rgb: image.rgb, alpha: image.alpha })!);
    for (let i = 0; i < 6; i++) {
      expect(back.rgba[i * 4 + 3]).toBe(pixels[i * 4 + 3]);
      if (pixels[i * 4 + 3]! > 0) expect([...back.rgba.subarray(i * 4, i * 4 + 3)]).toEqual([230, 0, 18]);
    }
    // The second use is the cached planes.
    expect(pdfImageOf(png)).toBe(image);
  });

  it('fits the image into the box with its aspect kept, centred', () => {
    expect(imageAppearanceContent({ width: 200, height: 100, image: { width: 400, height: 400 } })).toBe('q 100 0 0 100 50 0 cm /Im1 Do Q');
  });

  it('answers no picture for planes that do not match their declared size or are not deflate data', () => {
    const rgb = deflateSync(Buffer.alloc(3 * 2 * 3));
    expect(pngOfPlanes({ width: 3, height: 2, rgb, alpha: null })).not.toBeNull();
    expect(pngOfPlanes({ width: 3, height: 3, rgb, alpha: null })).toBeNull();
    // A bomb declaring a small image but inflating far past it stops at the declared size.
    expect(pngOfPlanes({ width: 3, height: 2, rgb: deflateSync(Buffer.alloc(10_000_000)), alpha: null })).toBeNull();
    expect(pngOfPlanes({ width: 3, height: 2, rgb: Buffer.from('not deflate'), alpha: null })).toBeNull();
    expect(pngOfPlanes({ width: 100_000, height: 2, rgb, alpha: null })).toBeNull();
  });
});
