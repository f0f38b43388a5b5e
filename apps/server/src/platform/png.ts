import { crc32, deflateSync } from 'node:zlib';

/** A PNG of 8-bit RGB pixels (`rgb` is width × height × 3 bytes, rows top to bottom), without any library. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  return encode(width, height, rgb, { channels: 3, level: 9 });
}

/**
 * A PNG of 8-bit RGBA pixels, not premultiplied (`rgba` is width × height × 4 bytes), saying its
 * resolution in a pHYs chunk so printing software sizes it right. Deflate at level 3: a seal image
 * is mostly transparent rows, and level 6 took 8 times as long (20 ms for 472 × 472) to save little.
 */
export function encodePngRgba(width: number, height: number, rgba: Uint8Array, o: { dpi?: number } = {}): Buffer {
  const extra: Buffer[] = [];
  if (o.dpi) {
    const phys = Buffer.alloc(9);
    const perMetre = Math.round(o.dpi / 0.0254);
    phys.writeUInt32BE(perMetre, 0);
    phys.writeUInt32BE(perMetre, 4);
    phys[8] = 1; // the unit is the metre
    extra.push(chunk('pHYs', phys));
  }
  return encode(width, height, rgba, { channels: 4, level: 3, extra });
}

function encode(width: number, height: number, pixels: Uint8Array, o: { channels: 3 | 4; level: number; extra?: Buffer[] }): Buffer {
  const stride = width * o.channels;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    // Filter type 0 (none) per row; deflate does the work.
    raw[y * (stride + 1)] = 0;
    raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = o.channels === 4 ? 6 : 2; // colour type: RGBA or RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(o.extra ?? []),
    chunk('IDAT', deflateSync(raw, { level: o.level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}
