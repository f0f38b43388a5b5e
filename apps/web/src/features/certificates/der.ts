/**
 * The little DER a PKCS#12 file needs, in the browser: a writer (definite lengths only, as DER is)
 * and a reader that walks definite-length TLVs. Files of other tools are DER in practice (OpenSSL
 * writes definite lengths); an indefinite length is refused as something this reader does not take.
 */
export type Bytes = Uint8Array<ArrayBuffer>;

export function tlv(tag: number, ...parts: Uint8Array[]): Bytes {
  const length = parts.reduce((n, p) => n + p.length, 0);
  const head: number[] = [];
  if (length < 0x80) head.push(length);
  else {
    for (let n = length; n > 0; n = Math.floor(n / 256)) head.unshift(n & 0xff);
    head.unshift(0x80 | head.length);
  }
  const out = new Uint8Array(1 + head.length + length);
  out.set([tag, ...head]);
  let at = 1 + head.length;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export const seq = (...parts: Uint8Array[]) => tlv(0x30, ...parts);
export const set = (...parts: Uint8Array[]) => tlv(0x31, ...parts);
export const octets = (bytes: Uint8Array) => tlv(0x04, bytes);
export const explicit = (n: number, ...parts: Uint8Array[]) => tlv(0xa0 + n, ...parts);
export const nullValue = () => new Uint8Array([0x05, 0x00]);

/** A non-negative INTEGER. */
export function int(value: number): Bytes {
  const bytes: number[] = [];
  for (let n = value; n > 0; n = Math.floor(n / 256)) bytes.unshift(n & 0xff);
  if (bytes.length === 0 || bytes[0]! & 0x80) bytes.unshift(0);
  return tlv(0x02, new Uint8Array(bytes));
}

/** An OBJECT IDENTIFIER from its dotted form. */
export function oid(dotted: string): Bytes {
  const arcs = dotted.split('.').map(Number);
  const body = [40 * arcs[0]! + arcs[1]!, ...arcs.slice(2)].flatMap((arc) => {
    const out = [arc & 0x7f];
    for (let n = Math.floor(arc / 128); n > 0; n = Math.floor(n / 128)) out.unshift(0x80 | (n & 0x7f));
    return out;
  });
  return tlv(0x06, new Uint8Array(body));
}

/** BMPString (UTF-16BE), as PKCS#12's friendlyName is. */
export function bmp(text: string): Bytes {
  const out = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) out.set([text.charCodeAt(i) >> 8, text.charCodeAt(i) & 0xff], i * 2);
  return tlv(0x1e, out);
}

export class DerError extends Error {}

export interface Node {
  tag: number;
  /** The whole TLV. */
  der: Bytes;
  /** The value octets. */
  content: Bytes;
}

/** The TLV at `at` in `bytes`. */
export function read(bytes: Bytes, at = 0): Node {
  if (at + 2 > bytes.length) throw new DerError('truncated');
  const tag = bytes[at]!;
  if ((tag & 0x1f) === 0x1f) throw new DerError('high tag number');
  let length = bytes[at + 1]!;
  let start = at + 2;
  if (length === 0x80) throw new DerError('indefinite length');
  if (length > 0x80) {
    const count = length & 0x7f;
    if (count > 4 || start + count > bytes.length) throw new DerError('bad length');
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + bytes[start + i]!;
    start += count;
  }
  if (start + length > bytes.length) throw new DerError('truncated');
  return { tag, der: bytes.subarray(at, start + length), content: bytes.subarray(start, start + length) };
}

/** A whole buffer that must be exactly one TLV. */
export function readAll(bytes: Bytes): Node {
  const node = read(bytes);
  if (node.der.length !== bytes.length) throw new DerError('trailing bytes');
  return node;
}

/** The TLVs inside a constructed value. */
export function children(node: Node): Node[] {
  if (!(node.tag & 0x20)) throw new DerError('not constructed');
  const out: Node[] = [];
  for (let at = 0; at < node.content.length;) {
    const child = read(node.content, at);
    out.push(child);
    at += child.der.length;
  }
  return out;
}

/** The children of a node that must have `tag` (a SEQUENCE by default). */
export function elements(node: Node | undefined, tag = 0x30): Node[] {
  if (!node || node.tag !== tag) throw new DerError(`expected tag ${tag.toString(16)}`);
  return children(node);
}

export function oidText(node: Node | undefined): string {
  if (!node || node.tag !== 0x06 || node.content.length === 0) throw new DerError('expected an OID');
  const c = node.content;
  const arcs: number[] = [];
  let value = 0;
  for (const b of c) {
    value = value * 128 + (b & 0x7f);
    if (!(b & 0x80)) {
      arcs.push(value);
      value = 0;
    }
  }
  const first = arcs.shift()!;
  const head = first < 40 ? [0, first] : first < 80 ? [1, first - 40] : [2, first - 80];
  return [...head, ...arcs].join('.');
}

/** A small non-negative INTEGER (iteration counts, versions, key lengths). */
export function intValue(node: Node | undefined): number {
  if (!node || node.tag !== 0x02 || node.content.length === 0 || node.content.length > 6) throw new DerError('expected a small integer');
  return node.content.reduce((n, b) => n * 256 + b, 0);
}

/** An OCTET STRING's value. */
export function octetsOf(node: Node | undefined): Bytes {
  if (!node || node.tag !== 0x04) throw new DerError('expected an OCTET STRING');
  return node.content;
}

export const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export function concat(...parts: Uint8Array[]): Bytes {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

export const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));

/** PEM armour: base64 in lines of 64. */
export const pem = (label: string, der: Uint8Array) =>
  `-----BEGIN ${label}-----\n${base64(der)
    .replace(/(.{64})/g, '$1\n')
    .replace(/\n$/, '')}\n-----END ${label}-----\n`;
