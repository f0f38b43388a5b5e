import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bool, ctx, nul, octets, oid, seq, uint } from './der.js';
import { MalformedOcspRequest, maxCertIds, ocspOids, readOcspRequest } from './ocsp.js';

const sha1 = '1.3.14.3.2.26';
const certId = (serial: number) => seq(seq(oid(sha1), nul()), octets(randomBytes(20)), octets(randomBytes(20)), uint(serial));
const nonceExtension = (bytes: Buffer, critical = false) =>
  seq(oid(ocspOids.nonce), ...(critical ? [bool(true)] : []), octets(octets(bytes)));
/** An OCSPRequest as openssl writes one: no version (the default), a request list, the nonce extension. */
const request = (o: { ids?: Buffer[]; extensions?: Buffer[]; version?: Buffer } = {}) =>
  seq(
    seq(
      ...(o.version ? [o.version] : []),
      seq(...(o.ids ?? [certId(0x1234)]).map((id) => seq(id))),
      ...(o.extensions ? [ctx(2, true, seq(...o.extensions))] : []),
    ),
  );

const problemOf = (der: Buffer) => {
  try {
    readOcspRequest(der);
    return 'read';
  } catch (error) {
    expect(error).toBeInstanceOf(MalformedOcspRequest);
    return (error as Error).message;
  }
};

describe('reading an OCSP request', () => {
  it('reads the CertIDs and the nonce extension, each as the bytes sent (the answer echoes them)', () => {
    const ids = [certId(0x1234), certId(0x80)];
    const nonce = nonceExtension(randomBytes(16));
    const read = readOcspRequest(request({ ids, extensions: [nonce] }));
    expect(read.certIds.map((c) => c.raw)).toEqual(ids);
    expect(read.certIds.map((c) => [c.hash, c.serial])).toEqual([
      ['sha1', '1234'],
      ['sha1', '80'],
    ]);
    expect(read.nonce).toEqual(nonce);
  });

  it('refuses what it cannot honour: another version, too many certificates, a critical extension, a nonce past 32 bytes', () => {
    expect(problemOf(request({ version: ctx(0, true, uint(1)) }))).toBe('version');
    expect(problemOf(request({ ids: Array.from({ length: maxCertIds + 1 }, (_, i) => certId(i + 1)) }))).toBe('requestList size');
    expect(problemOf(request({ ids: [] }))).toBe('requestList size');
    expect(problemOf(request({ extensions: [seq(oid('1.2.3.4'), bool(true), octets(Buffer.from([1])))] }))).toBe('critical extension');
    expect(problemOf(request({ extensions: [nonceExtension(randomBytes(33))] }))).toBe('nonce');
    // An unknown extension that is not critical is ignored.
    expect(problemOf(request({ extensions: [seq(oid('1.2.3.4'), octets(Buffer.from([1])))] }))).toBe('read');
  });

  it('refuses hostile encodings as malformed: truncated, huge lengths, deep nesting, BER, trailing bytes, oversize', () => {
    const good = request({ extensions: [nonceExtension(randomBytes(16))] });
    for (const cut of [1, 2, 8, good.length - 1]) expect(problemOf(good.subarray(0, cut)), `cut ${cut}`).toBe('not DER');
    expect(problemOf(Buffer.concat([Buffer.from([0x30, 0x84, 0x7f, 0xff, 0xff, 0xff]), good.subarray(2)]))).toBe('not DER');
    // The default version written out is BER, not DER.
    expect(problemOf(request({ version: ctx(0, true, uint(0)) }))).toBe('not DER');
    const padded = Buffer.concat([Buffer.from([0x30, 0x81, good[1]!]), good.subarray(2)]);
    expect(problemOf(padded)).toBe('not DER');
    expect(problemOf(Buffer.concat([good, Buffer.from([0])]))).toBe('not DER');
    const indefinite = Buffer.concat([Buffer.alloc(4_000 * 2, Buffer.from([0x30, 0x80])), Buffer.alloc(4_000 * 2)]);
    expect(problemOf(indefinite)).toBe('not DER');
    let nested: Buffer = nul();
    for (let i = 0; i < 3_000; i++) nested = seq(nested);
    expect(problemOf(nested)).toBe('not DER');
    expect(problemOf(Buffer.alloc(1_000_000, 0x30))).toBe('size');
    expect(problemOf(Buffer.from('GET / HTTP/1.1'))).toBe('not DER');
  });
});
