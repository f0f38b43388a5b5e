import { documentRules } from '@console/contract';
import { AppError } from './errors.js';

/** What the server trusts about an uploaded company document: read from its bytes, never from its name or label. */
export interface ImageFacts {
  type: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

/**
 * Checks a licence or letter image (§5, §9: jpg, jpeg or png, at most 2 MB) by content. A JPEG must
 * start FF D8 FF and carry a start-of-frame segment (SOF0…SOF15, not DHT/JPG/DAC) giving its size
 * before the scan starts; a PNG its 8-byte signature followed by an IHDR chunk. Anything else — a
 * PDF renamed .png, a truncated upload, a zero-sized picture — is `documentType`; too big is
 * `documentTooLarge`.
 */
export function inspectImage(bytes: Buffer): ImageFacts {
  if (bytes.length > documentRules.maxBytes) throw new AppError('documentTooLarge', { maxMb: documentRules.maxBytes / 1024 / 1024 });
  const facts = isPng(bytes) ? inspectPng(bytes) : isJpeg(bytes) ? inspectJpeg(bytes) : null;
  if (!facts || facts.width < 1 || facts.height < 1) throw new AppError('documentType');
  return facts;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const isPng = (b: Buffer) => b.length >= 8 && b.subarray(0, 8).equals(PNG_SIGNATURE);
const isJpeg = (b: Buffer) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** The first chunk of a PNG is IHDR, 13 bytes: width and height (4 bytes each, big-endian) first. */
function inspectPng(b: Buffer): ImageFacts | null {
  if (b.length < 8 + 8 + 13 + 4) return null;
  if (b.readUInt32BE(8) !== 13 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { type: 'image/png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/** Start-of-frame markers: C0–CF except C4 (DHT), C8 (JPG) and CC (DAC). */
const isSof = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * Walks the JPEG's marker segments from after SOI up to the first SOF (which gives the size) or the
 * start of scan (no size before it: not a picture we accept). Bounded by the buffer: every step
 * moves forward, and a length running past the end stops the walk.
 */
function inspectJpeg(b: Buffer): ImageFacts | null {
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    // Fill bytes: any number of FF before the marker code.
    while (i < b.length && b[i] === 0xff) i++;
    if (i >= b.length) return null;
    const marker = b[i]!;
    i++;
    // Markers without a length: TEM and RST0–RST7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (marker === 0xd9 || marker === 0xda || marker === 0x00) return null;
    if (i + 2 > b.length) return null;
    const length = b.readUInt16BE(i);
    if (length < 2 || i + length > b.length) return null;
    if (isSof(marker)) {
      if (length < 7) return null;
      return { type: 'image/jpeg', height: b.readUInt16BE(i + 3), width: b.readUInt16BE(i + 5) };
    }
    i += length;
  }
  return null;
}
