import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { der } from '../certificates/index.js';
import { RequestRefused, encodeTstInfo, failure, readTimestampRequest, readTstInfo, tsaPolicy } from './protocol.js';

const { bool, ctx, nul, octets, oid, seq, uint } = der;

/** A request as `openssl ts -query` writes one. */
function opensslQuery(...args: string[]): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsq-'));
  try {
    fs.writeFileSync(path.join(dir, 'd.txt'), 'a contract to time-stamp\n');
    execFileSync('openssl', ['ts', '-query', '-data', 'd.txt', ...args, '-out', 'q.tsq'], { cwd: dir, stdio: 'ignore' });
    return fs.readFileSync(path.join(dir, 'q.tsq'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const sha256 = '2.16.840.1.101.3.4.2.1';
/** A TimeStampReq written field by field, for the shapes openssl does not write. */
const request = (o: { version?: number; digest?: Buffer; algorithm?: string; rest?: Buffer[] } = {}) =>
  seq(uint(o.version ?? 1), seq(seq(oid(o.algorithm ?? sha256), nul()), octets(o.digest ?? Buffer.alloc(32, 7))), ...(o.rest ?? []));

const refusalOf = (body: Buffer) => {
  try {
    readTimestampRequest(body);
    return 'read';
  } catch (error) {
    expect(error).toBeInstanceOf(RequestRefused);
    return (error as RequestRefused).bit;
  }
};

describe('reading an RFC 3161 request', () => {
  it("reads openssl's queries: the digest, the nonce as sent, certReq", () => {
    const query = opensslQuery('-sha256', '-cert');
    const read = readTimestampRequest(query);
    expect(read).toMatchObject({ hashAlgorithm: 1, certReq: true });
    expect(read.digest).toHaveLength(32);
    // The nonce INTEGER is echoed in the token byte for byte: it is in the query verbatim.
    expect(query.indexOf(read.nonce!)).toBeGreaterThan(0);
    expect(readTimestampRequest(opensslQuery('-sha256', '-no_nonce'))).toMatchObject({ certReq: false, nonce: undefined });
    expect(readTimestampRequest(request({ algorithm: '1.2.156.10197.1.401', rest: [uint(0x80)] })).nonce).toEqual(uint(0x80));
    // certReq FALSE written out (the default, so BER rather than DER) is read, as it always was.
    expect(readTimestampRequest(request({ rest: [bool(false)] })).certReq).toBe(false);
  });

  it('refuses what it cannot grant with the RFC 3161 failure bit', () => {
    expect(refusalOf(opensslQuery('-sha1'))).toBe(failure.badAlg);
    expect(refusalOf(opensslQuery('-sha256', '-tspolicy', '1.2.3.4'))).toBe(failure.unacceptedPolicy);
    expect(refusalOf(request({ rest: [oid(tsaPolicy)] }))).toBe('read');
    expect(refusalOf(request({ version: 2 }))).toBe(failure.badRequest);
    expect(refusalOf(request({ digest: Buffer.alloc(20) }))).toBe(failure.badDataFormat);
    const extension = seq(oid('1.2.3.4'), octets(Buffer.from([1])));
    expect(refusalOf(request({ rest: [ctx(0, true, extension)] }))).toBe(failure.unacceptedExtension);
  });

  it('answers badDataFormat for hostile encodings: truncated, huge and padded lengths, indefinite, deep nesting, wrong tags, BER, trailing bytes, oversize', () => {
    const good = opensslQuery('-sha256', '-cert');
    for (const cut of [1, 2, 8, good.length - 1]) expect(refusalOf(good.subarray(0, cut)), `cut ${cut}`).toBe(failure.badDataFormat);
    const body = good.subarray(2);
    expect(refusalOf(Buffer.concat([Buffer.from([0x30, 0x84, 0x7f, 0xff, 0xff, 0xff]), body]))).toBe(failure.badDataFormat);
    expect(refusalOf(Buffer.concat([Buffer.from([0x30, 0x81, good[1]!]), body]))).toBe(failure.badDataFormat);
    expect(refusalOf(Buffer.concat([Buffer.from([0x30, 0x80]), body, Buffer.from([0, 0])]))).toBe(failure.badDataFormat);
    const indefinite = Buffer.concat([Buffer.alloc(4_000 * 2, Buffer.from([0x30, 0x80])), Buffer.alloc(4_000 * 2)]);
    expect(refusalOf(indefinite)).toBe(failure.badDataFormat);
    let nested: Buffer = nul();
    for (let i = 0; i < 3_000; i++) nested = seq(nested);
    expect(refusalOf(nested)).toBe(failure.badDataFormat);
    // Wrong tags: a SET for the SEQUENCE; the digest as a BIT STRING.
    expect(refusalOf(Buffer.concat([Buffer.from([0x31]), good.subarray(1)]))).toBe(failure.badDataFormat);
    const bits = Buffer.from(good);
    bits[bits.indexOf(Buffer.from([0x04, 0x20]))] = 0x03;
    expect(refusalOf(bits)).toBe(failure.badDataFormat);
    expect(refusalOf(Buffer.concat([good, Buffer.from([0])]))).toBe(failure.badDataFormat);
    expect(refusalOf(Buffer.alloc(1_000_000, 0x30))).toBe(failure.badDataFormat);
    expect(refusalOf(Buffer.from('not DER'))).toBe(failure.badDataFormat);
  });
});

describe('reading a TSTInfo', () => {
  const tstInfo = encodeTstInfo({
    hashAlgorithm: 2,
    digest: Buffer.alloc(32, 9),
    serial: Buffer.from('1234567890abcdef', 'hex'),
    genTime: Date.UTC(2026, 10, 29, 9, 0, 5),
    nonce: uint(0x0102),
    tsaName: seq(),
  });

  it('reads the one the TSA writes', () => {
    expect(readTstInfo(tstInfo)).toEqual({
      policy: tsaPolicy,
      hashAlgorithm: 2,
      digest: Buffer.alloc(32, 9),
      serial: '1234567890abcdef',
      genTime: Date.UTC(2026, 10, 29, 9, 0, 5),
      nonce: '0102',
    });
  });

  it('throws on hostile encodings: truncated, trailing bytes, indefinite, deep nesting, wrong tags', () => {
    for (const cut of [1, 2, 10, tstInfo.length - 1]) expect(() => readTstInfo(tstInfo.subarray(0, cut))).toThrow();
    expect(() => readTstInfo(Buffer.concat([tstInfo, Buffer.from([0])]))).toThrow();
    expect(() => readTstInfo(Buffer.concat([Buffer.from([0x30, 0x80]), tstInfo.subarray(2), Buffer.from([0, 0])]))).toThrow();
    let nested: Buffer = nul();
    for (let i = 0; i < 3_000; i++) nested = seq(nested);
    expect(() => readTstInfo(nested)).toThrow();
    const noTime = Buffer.from(tstInfo);
    noTime[noTime.indexOf(Buffer.from([0x18, 0x0f]))] = 0x04;
    expect(() => readTstInfo(noTime)).toThrow();
  });
});
