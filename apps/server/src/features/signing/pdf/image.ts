import { createHash } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';
import { encodePngRgba } from '../../../platform/png.js';

/**
 * A seal's PNG as a PDF image XObject: the colour as 8-bit DeviceRGB and the alpha as its soft mask
 * (/SMask, DeviceGray), both FlateDecode — the way ISO 32000-1 §11.6.5.3 gives an image transparency.
 * Decoding and deflating a 500-pixel seal costs milliseconds, so the planes are kept per PNG (by its
 * SHA-256) in a small cache: a seal's image never changes, and signing with it again costs a hash.
 */
export interface PdfImage {
  width: number;
  height: number;
  /** Deflated RGB rows, top to bottom. */
  rgb: Buffer;
  /** Deflated alpha rows. */
  alpha: Buffer;
}

export class PngError extends Error {}

const cache = new Map<string, PdfImage>();
const cacheSize = 64;
/** No seal is larger than this a side (uploads are scaled to 1,000 px); it bounds what a PDF's image may inflate to. */
const maxSide = 4096;

/** An 8-bit, non-interlaced PNG (grey, RGB, grey + alpha or RGBA) to straight RGBA pixels. */
export function decodePng(png: Buffer): { width: number; height: number; rgba: Uint8Array } {
  if (png.length < 33 || png.readUInt32BE(0) !== 0x89504e47) throw new PngError('not a PNG');
  let offset = 8;
  let header: Buffer | null = null;
  const data: Buffer[] = [];
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') header = body;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (!header || header.length < 13) throw new PngError('no header');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const channels = { 0: 1, 2: 3, 4: 2, 6: 4 }[header[9]!];
  if (header[8] !== 8 || !channels || header[12] !== 0 || width < 1 || height < 1 || width > maxSide || height > maxSide)
    throw new PngError('unsupported PNG');
  const stride = width * channels;
  const raw = inflateSync(Buffer.concat(data), { maxOutputLength: (stride + 1) * height });
  if (raw.length < (stride + 1) * height) throw new PngError('short PNG');
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const src = y * (stride + 1) + 1;
    const at = y * stride;
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? rows[at + x - channels]! : 0;
      const up = y > 0 ? rows[at - stride + x]! : 0;
      const upLeft = x >= channels && y > 0 ? rows[at - stride + x - channels]! : 0;
      let predictor = 0;
      if (filter === 1) predictor = left;
      else if (filter === 2) predictor = up;
      else if (filter === 3) predictor = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predictor = a <= b && a <= c ? left : b <= c ? up : upLeft;
      }
      rows[at + x] = (raw[src + x]! + predictor) & 255;
    }
  }
  if (channels === 4) return { width, height, rgba: rows };
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const s = i * channels;
    const [r, g, b] = channels >= 3 ? [rows[s]!, rows[s + 1]!, rows[s + 2]!] : [rows[s]!, rows[s]!, rows[s]!];
    rgba.set([r, g, b, channels === 2 ? rows[s + 1]! : channels === 4 ? rows[s + 3]! : 255], i * 4);
  }
  return { width, height, rgba };
}

/** The PNG's planes for the PDF, from the cache when this image was placed before. */
export function pdfImageOf(png: Buffer): PdfImage {
  const key = createHash('sha256').update(png).digest('hex');
  const hit = cache.get(key);
  if (hit) {
    // Most recently used last: the first key is the one to evict.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const { width, height, rgba } = decodePng(png);
  const rgb = Buffer.alloc(width * height * 3);
  const alpha = Buffer.alloc(width * height);
  for (let i = 0; i < width * height; i++) {
    rgb[i * 3] = rgba[i * 4]!;
    rgb[i * 3 + 1] = rgba[i * 4 + 1]!;
    rgb[i * 3 + 2] = rgba[i * 4 + 2]!;
    alpha[i] = rgba[i * 4 + 3]!;
  }
  // A seal in one ink (every drawn seal; most uploads) carries its colour plane as that ink alone: the
  // mask draws the shape, and the edge's colours only differ by unpremultiplying noise. It halves the
  // image in the PDF (a 42 mm seal: 28 kB → 14 kB), and every signed byte is hashed, sealed and sent.
  const ink = singleInk(rgba);
  if (ink) for (let i = 0; i < width * height; i++) rgb.set(ink, i * 3);
  // Level 9: done once per image (then cached), and every signature after carries fewer bytes.
  const image = { width, height, rgb: deflateSync(rgb, { level: 9 }), alpha: deflateSync(alpha, { level: 9 }) };
  cache.set(key, image);
  if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
  return image;
}

/** The one colour of every clearly visible pixel (alpha ≥ 64, within 24 of each other per channel), or null. */
function singleInk(rgba: Uint8Array): [number, number, number] | null {
  let ink: [number, number, number] | null = null;
  for (let i = 0; i < rgba.length; i += 4) {
    if (rgba[i + 3]! < 64) continue;
    const [r, g, b] = [rgba[i]!, rgba[i + 1]!, rgba[i + 2]!];
    if (!ink) ink = [r, g, b];
    else if (Math.abs(ink[0] - r) > 24 || Math.abs(ink[1] - g) > 24 || Math.abs(ink[2] - b) > 24) return null;
  }
  return ink;
}

/** The image XObject and its soft mask, as bodies of two new objects (the mask's number given). */
export function imageObjects(image: PdfImage, maskNum: number): string[] {
  const head = `/Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /BitsPerComponent 8 /Filter /FlateDecode`;
  return [
    `<< ${head} /ColorSpace /DeviceRGB /SMask ${maskNum} 0 R /Length ${image.rgb.length} >>\nstream\n${image.rgb.toString('latin1')}\nendstream`,
    `<< ${head} /ColorSpace /DeviceGray /Length ${image.alpha.length} >>\nstream\n${image.alpha.toString('latin1')}\nendstream`,
  ];
}

/** The appearance's content: the image scaled to fit the box with its aspect kept, centred. */
export function imageAppearanceContent(o: { width: number; height: number; image: { width: number; height: number } }): string {
  const scale = Math.min(o.width / o.image.width, o.height / o.image.height);
  const w = o.image.width * scale;
  const h = o.image.height * scale;
  const n = (x: number) => Number(x.toFixed(3));
  return `q ${n(w)} 0 0 ${n(h)} ${n((o.width - w) / 2)} ${n((o.height - h) / 2)} cm /Im1 Do Q`;
}

/**
 * The picture an appearance shows, read back from the stream this module writes (8-bit DeviceRGB,
 * FlateDecode, a DeviceGray FlateDecode /SMask) as a transparent PNG; anything else answers null.
 * `inflate` bounds each plane by the declared size, so a hostile file cannot balloon.
 */
export function pngOfPlanes(o: { width: number; height: number; rgb: Buffer; alpha: Buffer | null }): Buffer | null {
  const { width, height } = o;
  if (!(width >= 1 && height >= 1 && width <= maxSide && height <= maxSide)) return null;
  let rgb: Buffer;
  let alpha: Buffer | null;
  try {
    rgb = inflateSync(o.rgb, { maxOutputLength: width * height * 3 });
    alpha = o.alpha ? inflateSync(o.alpha, { maxOutputLength: width * height }) : null;
  } catch {
    return null;
  }
  if (rgb.length !== width * height * 3 || (alpha && alpha.length !== width * height)) return null;
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    rgba[i * 4] = rgb[i * 3]!;
    rgba[i * 4 + 1] = rgb[i * 3 + 1]!;
    rgba[i * 4 + 2] = rgb[i * 3 + 2]!;
    rgba[i * 4 + 3] = alpha ? alpha[i]! : 255;
  }
  return encodePngRgba(width, height, rgba);
}
