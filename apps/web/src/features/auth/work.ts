/**
 * The captcha's proof of work: a nonce whose SHA-256(`token:nonce`) starts with `bits` zero bits
 * (the server checks one hash; finding it takes about 2^bits). Loaded on its own when the first
 * captcha arrives, so the sign-in route's bundle does not carry it. Uses the browser's SHA-256
 * (crypto.subtle) in batches, so the page stays responsive while the person types; a page served
 * outside a secure context has no crypto.subtle and uses the small fallback below.
 */
export async function solveWork(token: string, bits: number, signal?: AbortSignal): Promise<string> {
  if (!(bits > 0)) return '0';
  const encoder = new TextEncoder();
  const digest = globalThis.crypto?.subtle
    ? async (text: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
    : async (text: string) => sha256(encoder.encode(text));
  const batch = 64;
  for (let start = 0; ; start += batch) {
    if (signal?.aborted) throw new Error('superseded');
    const nonces = Array.from({ length: batch }, (_, i) => (start + i).toString(36));
    const digests = await Promise.all(nonces.map((nonce) => digest(`${token}:${nonce}`)));
    const found = digests.findIndex((d) => zeroBits(d) >= bits);
    if (found >= 0) return nonces[found]!;
  }
}

function zeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

const K = Uint32Array.from(
  '428a2f98 71374491 b5c0fbcf e9b5dba5 3956c25b 59f111f1 923f82a4 ab1c5ed5 d807aa98 12835b01 243185be 550c7dc3 72be5d74 80deb1fe 9bdc06a7 c19bf174 e49b69c1 efbe4786 0fc19dc6 240ca1cc 2de92c6f 4a7484aa 5cb0a9dc 76f988da 983e5152 a831c66d b00327c8 bf597fc7 c6e00bf3 d5a79147 06ca6351 14292967 27b70a85 2e1b2138 4d2c6dfc 53380d13 650a7354 766a0abb 81c2c92e 92722c85 a2bfe8a1 a81a664b c24b8b70 c76c51a3 d192e819 d6990624 f40e3585 106aa070 19a4c116 1e376c08 2748774c 34b0bcb5 391c0cb3 4ed8aa4a 5b9cca4f 682e6ff3 748f82ee 78a5636f 84c87814 8cc70208 90befffa a4506ceb bef9a3f7 c67178f2'
    .split(' ')
    .map((h) => parseInt(h, 16)),
);

/** SHA-256 for pages without crypto.subtle (plain http on a non-local address). */
export function sha256(message: Uint8Array): Uint8Array {
  const blocks = Math.ceil((message.length + 9) / 64);
  const padded = new Uint8Array(blocks * 64);
  padded.set(message);
  padded[message.length] = 0x80;
  new DataView(padded.buffer).setUint32(padded.length - 4, message.length * 8);
  const h = Uint32Array.of(0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19);
  const w = new Uint32Array(64);
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
  const view = new DataView(padded.buffer);
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15]!, 7) ^ rotr(w[i - 15]!, 18) ^ (w[i - 15]! >>> 3);
      const s1 = rotr(w[i - 2]!, 17) ^ rotr(w[i - 2]!, 19) ^ (w[i - 2]! >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
    }
    let [a, b, c, d, e, f, g, hh] = Array.from(h) as [number, number, number, number, number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    // Uint32Array wraps each sum to 32 bits.
    [a, b, c, d, e, f, g, hh].forEach((v, i) => (h[i] = h[i]! + v));
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  h.forEach((word, i) => outView.setUint32(i * 4, word));
  return out;
}
