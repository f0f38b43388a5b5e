/**
 * A file's digest computed in the browser, so the file itself never leaves it (time-stamps,
 * evidence deposit): SHA-256 through WebCrypto; SM3 (GB/T 32905) here, as WebCrypto has none.
 */
export async function fileHash(file: Blob, algorithm: 'sha256' | 'sm3'): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const digest = algorithm === 'sha256' ? new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)) : sm3(bytes);
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const rotl = (x: number, n: number) => ((x << (n & 31)) | (x >>> (32 - (n & 31)))) >>> 0;
const p0 = (x: number) => (x ^ rotl(x, 9) ^ rotl(x, 17)) >>> 0;
const p1 = (x: number) => (x ^ rotl(x, 15) ^ rotl(x, 23)) >>> 0;

/** SM3 of `data` (32 bytes), straight from the standard: padding as SHA-256, 64 rounds per block. */
export function sm3(data: Uint8Array): Uint8Array {
  const bitLength = data.length * 8;
  const padded = new Uint8Array(Math.ceil((data.length + 9) / 64) * 64);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLength / 2 ** 32));
  view.setUint32(padded.length - 4, bitLength >>> 0);
  const v = [0x7380166f, 0x4914b2b9, 0x172442d7, 0xda8a0600, 0xa96f30bc, 0x163138aa, 0xe38dee4d, 0xb0fb0e4e];
  const w = new Array<number>(68);
  const w1 = new Array<number>(64);
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let j = 0; j < 16; j++) w[j] = view.getUint32(offset + j * 4);
    for (let j = 16; j < 68; j++) w[j] = (p1(w[j - 16]! ^ w[j - 9]! ^ rotl(w[j - 3]!, 15)) ^ rotl(w[j - 13]!, 7) ^ w[j - 6]!) >>> 0;
    for (let j = 0; j < 64; j++) w1[j] = (w[j]! ^ w[j + 4]!) >>> 0;
    let [a, b, c, d, e, f, g, h] = v as [number, number, number, number, number, number, number, number];
    for (let j = 0; j < 64; j++) {
      const t = j < 16 ? 0x79cc4519 : 0x7a879d8a;
      const ss1 = rotl((rotl(a, 12) + e + rotl(t, j % 32)) >>> 0, 7);
      const ss2 = (ss1 ^ rotl(a, 12)) >>> 0;
      const ff = j < 16 ? a ^ b ^ c : (a & b) | (a & c) | (b & c);
      const gg = j < 16 ? e ^ f ^ g : (e & f) | (~e & g);
      const tt1 = ((ff >>> 0) + d + ss2 + w1[j]!) >>> 0;
      const tt2 = ((gg >>> 0) + h + ss1 + w[j]!) >>> 0;
      d = c;
      c = rotl(b, 9);
      b = a;
      a = tt1;
      h = g;
      g = rotl(f, 19);
      f = e;
      e = p0(tt2);
    }
    [a, b, c, d, e, f, g, h].forEach((x, i) => (v[i] = (v[i]! ^ x) >>> 0));
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  v.forEach((x, i) => outView.setUint32(i * 4, x));
  return out;
}
