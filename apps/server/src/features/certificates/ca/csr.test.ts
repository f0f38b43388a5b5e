import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, sign } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CsrError, readCsr } from './csr.js';
import { ctx, oid, seq, set, uint, utf8 } from './der.js';
import { sm2Sign } from './sm2.js';
import { fromPem, oids, signed } from './x509.js';

/** A request made by openssl, as a customer's tooling makes one. */
function opensslCsr(keyArgs: string[]): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csr-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-new', ...keyArgs, '-nodes', '-keyout', 'k.pem', '-out', 'r.pem', '-subj', '/CN=Zhang San', '-sha256'],
      {
        cwd: dir,
        stdio: 'ignore',
      },
    );
    return fromPem(fs.readFileSync(path.join(dir, 'r.pem'), 'utf8'), 'CERTIFICATE REQUEST')!;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** An SM2 request as the console's browser code makes one (SM2 with SM3, the default user id). */
function sm2Csr(o: { version?: number } = {}): Buffer {
  const key = generateKeyPairSync('ec', { namedCurve: 'SM2' });
  const info = seq(
    uint(o.version ?? 0),
    seq(set(seq(oid(oids.commonName), utf8('Zhang San')))),
    key.publicKey.export({ type: 'spki', format: 'der' }),
    ctx(0, true),
  );
  return signed(info, 'sm2', sm2Sign(key.privateKey, info));
}

const problemOf = (der: Buffer) => {
  try {
    readCsr(der);
    return 'accepted';
  } catch (error) {
    expect(error).toBeInstanceOf(CsrError);
    return (error as CsrError).problem;
  }
};

describe('reading a certificate request', () => {
  const rsa = opensslCsr(['-newkey', 'rsa:2048']);

  it("reads openssl's RSA-2048 request and our SM2 one, with the key openssl sees", () => {
    const read = readCsr(rsa);
    expect(read.algorithm).toBe('rsa2048');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csr-'));
    try {
      fs.writeFileSync(path.join(dir, 'r.der'), rsa);
      const pub = execFileSync('openssl', ['req', '-inform', 'DER', '-in', 'r.der', '-pubkey', '-noout'], { cwd: dir, encoding: 'utf8' });
      expect(fromPem(pub, 'PUBLIC KEY')!.equals(read.publicKey)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(readCsr(sm2Csr()).algorithm).toBe('sm2');
  });

  it('names what is wrong: the version, the key, the signature', () => {
    expect(problemOf(sm2Csr({ version: 1 }))).toBe('version');
    expect(problemOf(opensslCsr(['-newkey', 'rsa:1024']))).toBe('key');
    expect(problemOf(opensslCsr(['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256']))).toBe('key');
    const tampered = Buffer.from(rsa);
    tampered[tampered.length - 5]! ^= 0x01;
    expect(problemOf(tampered)).toBe('signature');
    // An RSA key signed with another algorithm's identifier.
    const key = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const info = seq(uint(0), seq(), key.publicKey.export({ type: 'spki', format: 'der' }), ctx(0, true));
    expect(problemOf(signed(info, 'sm2', sign('sha256', info, key.privateKey)))).toBe('algorithm');
  });

  it('refuses hostile encodings as malformed: truncated, huge or padded lengths, deep nesting, trailing bytes, BER', () => {
    // Truncated anywhere.
    for (const cut of [1, 2, 10, rsa.length - 1]) expect(problemOf(rsa.subarray(0, cut)), `cut ${cut}`).toBe('malformed');
    // A length of 2 GiB where the file has a few hundred bytes.
    expect(problemOf(Buffer.concat([Buffer.from([0x30, 0x84, 0x7f, 0xff, 0xff, 0xff]), rsa.subarray(4)]))).toBe('malformed');
    // A length field of more bytes than any length needs.
    expect(problemOf(Buffer.from([0x30, 0x89, 1, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe('malformed');
    // The same request with its outer length padded (BER, not DER): the signature still matches, DER does not.
    const outer = rsa.readUInt16BE(2);
    const padded = Buffer.concat([Buffer.from([0x30, 0x84, 0, 0, outer >> 8, outer & 0xff]), rsa.subarray(4)]);
    expect(problemOf(padded)).toBe('malformed');
    // Indefinite lengths, nested 7,000 deep (within the size limit), and definite ones 3,000 deep.
    const indefinite = Buffer.concat([Buffer.alloc(7_000 * 2, Buffer.from([0x30, 0x80])), Buffer.alloc(7_000 * 2)]);
    expect(problemOf(indefinite)).toBe('malformed');
    let nested: Buffer = Buffer.from([0x05, 0x00]);
    for (let i = 0; i < 3_000; i++) nested = seq(nested);
    expect(problemOf(nested)).toBe('malformed');
    // Past the size limit, nested a million deep: not parsed at all.
    expect(problemOf(Buffer.alloc(2_000_000, 0x30))).toBe('malformed');
    expect(problemOf(Buffer.concat([rsa, Buffer.from([0x00])]))).toBe('malformed');
    expect(problemOf(Buffer.from('not a request at all'))).toBe('malformed');
  });
});
