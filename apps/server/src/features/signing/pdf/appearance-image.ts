import { pngOfPlanes } from './image.js';
import type { PdfSignature } from './read.js';

/**
 * The seal a signature shows, read from the signed revision itself: the widget's normal appearance
 * (/AP /N), its image XObject /Im1 and that image's /SMask, as written by `image.ts` — uncompressed
 * objects holding FlateDecode planes. Reading the picture from the file rather than from a record of
 * which seal was used means the page shows exactly what the signature covers, for a file signed
 * anywhere we wrote it, and the public page looks nothing up by a document's digest. Only the
 * objects before the signature's covered end are read (a later update cannot swap the picture the
 * signer saw); anything unlike what we write answers null.
 */
export function appearanceImageOf(pdf: Buffer, found: PdfSignature): Buffer | null {
  const end = found.byteRange[2] + found.byteRange[3];
  const text = pdf.toString('latin1', 0, end);
  const ap = /\/AP\s*<<\s*\/N\s+(\d+)\s+0\s+R/.exec(found.widgetText)?.[1];
  const form = ap ? objectText(text, Number(ap)) : null;
  const im = form ? /\/XObject\s*<<\s*\/Im1\s+(\d+)\s+0\s+R/.exec(form.dict)?.[1] : undefined;
  const image = im ? objectText(text, Number(im)) : null;
  if (!image || !isOurs(image.dict, 'DeviceRGB')) return null;
  const maskNum = /\/SMask\s+(\d+)\s+0\s+R/.exec(image.dict)?.[1];
  const mask = maskNum ? objectText(text, Number(maskNum)) : null;
  if (mask && !isOurs(mask.dict, 'DeviceGray')) return null;
  const width = Number(/\/Width\s+(\d+)/.exec(image.dict)?.[1]);
  const height = Number(/\/Height\s+(\d+)/.exec(image.dict)?.[1]);
  return pngOfPlanes({ width, height, rgb: Buffer.from(image.stream, 'latin1'), alpha: mask ? Buffer.from(mask.stream, 'latin1') : null });
}

const isOurs = (dict: string, space: string) =>
  /\/Subtype\s*\/Image/.test(dict) &&
  new RegExp(`/ColorSpace\\s*/${space}`).test(dict) &&
  /\/BitsPerComponent\s+8/.test(dict) &&
  /\/Filter\s*\/FlateDecode/.test(dict) &&
  !/\/DecodeParms/.test(dict);

/** The last definition of object `num` (generation 0) in the text: its dictionary and its stream's bytes (by /Length). */
function objectText(text: string, num: number): { dict: string; stream: string } | null {
  const pattern = new RegExp(`(?:^|[\\r\\n\\s])${num}\\s+0\\s+obj\\b`, 'g');
  let start = -1;
  for (const m of text.matchAll(pattern)) start = m.index + m[0].length;
  if (start < 0) return null;
  const streamAt = text.indexOf('stream', start);
  const endObj = text.indexOf('endobj', start);
  if (endObj < 0) return null;
  if (streamAt < 0 || streamAt > endObj) return { dict: text.slice(start, endObj), stream: '' };
  const dict = text.slice(start, streamAt);
  const length = Number(/\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict)?.[1]);
  let dataAt = streamAt + 'stream'.length;
  if (text[dataAt] === '\r') dataAt++;
  if (text[dataAt] === '\n') dataAt++;
  if (!Number.isSafeInteger(length) || dataAt + length > text.length) return null;
  return { dict, stream: text.slice(dataAt, dataAt + length) };
}
