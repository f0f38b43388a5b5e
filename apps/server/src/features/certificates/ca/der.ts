/**
 * A small DER writer and reader: the CA builds certificates, CRLs, OCSP answers, CMS and time-stamp
 * tokens from these parts. The reader stays ours only for bytes this server wrote or an @peculiar
 * schema has already parsed: our certificates' parts (x509.ts — a certificate from an uploaded CMS
 * reaches it only after cms-read.ts's schema read it), keys Node exports (sm2.ts), the B-T
 * splice of a CMS we just signed (signing/timestamp.ts). Untrusted ASN.1 — CSRs, OCSP requests,
 * RFC 3161 requests and tokens, CMS in uploaded PDFs — is read with the @peculiar/asn1-* schemas
 * (csr.ts, ocsp.ts, cms-read.ts, asn1.ts, timestamps/protocol.ts).
 */

function lengthOf(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

export const tlv = (tag: number, ...parts: Buffer[]): Buffer => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag]), lengthOf(body.length), body]);
};
export const seq = (...parts: Buffer[]) => tlv(0x30, ...parts);
export const set = (...parts: Buffer[]) => tlv(0x31, ...parts);
export const nul = () => Buffer.from([0x05, 0x00]);
export const bool = (v: boolean) => tlv(0x01, Buffer.from([v ? 0xff : 0x00]));
export const octets = (b: Buffer) => tlv(0x04, b);
export const utf8 = (s: string) => tlv(0x0c, Buffer.from(s, 'utf8'));
export const printable = (s: string) => tlv(0x13, Buffer.from(s, 'ascii'));
/** Context-specific tag `[n]`, constructed (EXPLICIT or a constructed IMPLICIT) or primitive. */
export const ctx = (n: number, constructed: boolean, ...parts: Buffer[]) => tlv((constructed ? 0xa0 : 0x80) | n, ...parts);

/** A non-negative INTEGER from its big-endian magnitude (a leading zero added when the top bit is set). */
export function uint(value: Buffer | number): Buffer {
  const hex = typeof value === 'number' ? value.toString(16) : '';
  let b = typeof value === 'number' ? Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex') : value;
  let i = 0;
  while (i < b.length - 1 && b[i] === 0 && (b[i + 1]! & 0x80) === 0) i++;
  b = b.subarray(i);
  if (b.length === 0) b = Buffer.from([0]);
  if (b[0]! & 0x80) b = Buffer.concat([Buffer.from([0]), b]);
  return tlv(0x02, b);
}
export const enumerated = (v: number) => tlv(0x0a, Buffer.from([v]));

/** An OBJECT IDENTIFIER; arcs in BigInt, as UUID arcs (2.25.<128-bit>) exceed a double. */
export function oid(dotted: string): Buffer {
  const parts = dotted.split('.').map(BigInt);
  const out: number[] = [];
  for (const p of [parts[0]! * 40n + parts[1]!, ...parts.slice(2)]) {
    const chunk: number[] = [Number(p & 0x7fn)];
    for (let v = p >> 7n; v > 0n; v >>= 7n) chunk.unshift(Number(v & 0x7fn) | 0x80);
    out.push(...chunk);
  }
  return tlv(0x06, Buffer.from(out));
}

/** A BIT STRING of whole bytes (a signature, a public key). */
export const bits = (b: Buffer) => tlv(0x03, Buffer.from([0]), b);

/** A named-bit BIT STRING (key usage) in DER's minimal form: trailing zero bits dropped. */
export function namedBits(positions: readonly number[]): Buffer {
  const top = Math.max(...positions);
  const bytes = Buffer.alloc(Math.floor(top / 8) + 1);
  for (const p of positions) bytes[Math.floor(p / 8)]! |= 0x80 >> (p % 8);
  const unused = 7 - (top % 8);
  return tlv(0x03, Buffer.from([unused]), bytes);
}

/** UTCTime through 2049, GeneralizedTime after (RFC 5280 4.1.2.5), always in UTC to the second. */
export function time(ms: number): Buffer {
  const iso = new Date(Math.floor(ms / 1000) * 1000)
    .toISOString()
    .replace(/[-:T]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const year = Number(iso.slice(0, 4));
  return year < 2050 ? tlv(0x17, Buffer.from(iso.slice(2), 'ascii')) : tlv(0x18, Buffer.from(iso, 'ascii'));
}

/** One element read from DER: its tag, the whole encoding and its content. */
export interface Node {
  tag: number;
  raw: Buffer;
  content: Buffer;
}

export class DerError extends Error {}

/** Reads the element at the start of `buf`; throws DerError on anything that is not strict DER framing. */
export function read(buf: Buffer, offset = 0): Node & { end: number } {
  if (offset + 2 > buf.length) throw new DerError('truncated');
  const tag = buf[offset]!;
  if ((tag & 0x1f) === 0x1f) throw new DerError('long tags are not used here');
  let len = buf[offset + 1]!;
  let head = 2;
  if (len & 0x80) {
    const n = len & 0x7f;
    if (n === 0 || n > 4 || offset + 2 + n > buf.length) throw new DerError('bad length');
    len = 0;
    for (let i = 0; i < n; i++) len = len * 256 + buf[offset + 2 + i]!;
    if (len < 0x80) throw new DerError('length not minimal');
    head += n;
  }
  const end = offset + head + len;
  if (end > buf.length) throw new DerError('truncated');
  return { tag, raw: buf.subarray(offset, end), content: buf.subarray(offset + head, end), end };
}

/** The one element `buf` holds, refusing trailing bytes. */
export function readOne(buf: Buffer): Node {
  const node = read(buf);
  if (node.end !== buf.length) throw new DerError('trailing bytes');
  return node;
}

/** The elements inside a constructed node. */
export function children(node: Node): Node[] {
  if ((node.tag & 0x20) === 0) throw new DerError('not constructed');
  const out: Node[] = [];
  for (let at = 0; at < node.content.length;) {
    const child = read(node.content, at);
    out.push(child);
    at = child.end;
  }
  return out;
}

export function readOid(node: Node): string {
  if (node.tag !== 0x06 || node.content.length === 0) throw new DerError('not an OID');
  const c = node.content;
  const arcs: bigint[] = [];
  let v = 0n;
  for (const byte of c) {
    v = (v << 7n) | BigInt(byte & 0x7f);
    if ((byte & 0x80) === 0) {
      arcs.push(v);
      v = 0n;
    }
  }
  const first = arcs[0]! < 80n ? arcs[0]! / 40n : 2n;
  return [first, arcs[0]! - first * 40n, ...arcs.slice(1)].join('.');
}

/** The content of a BIT STRING with no unused bits (keys, signatures). */
export function readBits(node: Node): Buffer {
  if (node.tag !== 0x03 || node.content[0] !== 0) throw new DerError('not a whole-byte BIT STRING');
  return node.content.subarray(1);
}
