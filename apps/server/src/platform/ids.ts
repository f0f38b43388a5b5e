import { randomBytes } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

// Random bytes drawn 4 KiB at a time: one call into OpenSSL per 256 ids instead of one per id (on the open API,
// `randomBytes(16)` per id was 2 % of a metered call's CPU). Each byte is handed out once.
const poolSize = 4096;
let pool: Buffer = Buffer.alloc(0);
let poolOffset = poolSize;

function sixteenRandomBytes(): Buffer {
  if (poolOffset + 16 > pool.length) {
    pool = randomBytes(poolSize);
    poolOffset = 0;
  }
  const bytes = Buffer.from(pool.subarray(poolOffset, poolOffset + 16));
  poolOffset += 16;
  return bytes;
}

/** UUIDv7 (RFC 9562): time-ordered, so ids sort by creation and logs can page by key. */
export function newId(now = Date.now()): string {
  const bytes = sixteenRandomBytes();
  if (now <= lastMs) {
    now = lastMs;
    sequence = (sequence + 1) & 0xfff;
    if (sequence === 0) now = ++lastMs;
  } else {
    sequence = bytes.readUInt16BE(6) & 0x7ff;
  }
  lastMs = now;
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
