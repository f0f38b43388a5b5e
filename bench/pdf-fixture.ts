import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';

/**
 * A PDF like a scanned-and-typed contract, for timing `sign/pdf`: `pages` A4 pages, each with a
 * heading, forty lines of text and one photo-like image (noise over a gradient, so deflate cannot
 * shrink it: the file's size is what the caller asks for, not what compression leaves). Deterministic:
 * the same arguments give the same bytes, so runs compare.
 */
export async function contractPdf(o: { pages: number; bytes: number }): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  // Each page's image carries its share of the size; the text and structure are a few kB a page.
  const side = Math.round(Math.sqrt((o.bytes / o.pages - 3_000) / 3));
  let seed = 16;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) >>> 0;
    return seed >>> 24;
  };
  for (let i = 0; i < o.pages; i++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Service agreement - page ${i + 1} of ${o.pages}`, { x: 60, y: 780, size: 16, font });
    for (let line = 0; line < 40; line++)
      page.drawText(`Clause ${i + 1}.${line + 1}: the parties agree to the terms set out in the schedule.`, {
        x: 60,
        y: 750 - line * 11,
        size: 9,
        font,
      });
    const image = await doc.embedPng(noisePng(side, side, random));
    page.drawImage(image, { x: 60, y: 60, width: 240, height: 240 });
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** An RGB PNG (filter 0 on every row) of gradient plus noise. */
function noisePng(width: number, height: number, random: () => number): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0, at = 0; y < height; y++) {
    raw[at++] = 0;
    for (let x = 0; x < width; x++) {
      raw[at++] = ((x * 255) / width + random()) & 0xff;
      raw[at++] = ((y * 255) / height + random()) & 0xff;
      raw[at++] = random();
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, filter 0, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
