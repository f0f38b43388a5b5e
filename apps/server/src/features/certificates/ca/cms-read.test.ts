import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CmsError, maxCmsBytes, readCms, signingCertificateHashOf, verifyCmsSigner } from './cms-read.js';
import { nul, seq } from './der.js';

/** A SignedData made by openssl (RSA-2048, SHA-256, content embedded), as another signer's tooling makes one. */
function opensslSignedData(): { cms: Buffer; certificate: Buffer; content: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-read-'));
  try {
    const run = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });
    run('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'k.pem', '-out', 'c.pem', '-subj', '/CN=Li Si', '-days', '2');
    fs.writeFileSync(path.join(dir, 'd.txt'), 'the contract text\n');
    run('cms', '-sign', '-binary', '-nodetach', '-in', 'd.txt', '-signer', 'c.pem', '-inkey', 'k.pem', '-outform', 'DER', '-out', 's.der');
    run('x509', '-in', 'c.pem', '-outform', 'DER', '-out', 'c.der');
    return {
      cms: fs.readFileSync(path.join(dir, 's.der')),
      certificate: fs.readFileSync(path.join(dir, 'c.der')),
      content: fs.readFileSync(path.join(dir, 'd.txt')),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const problemOf = (der: Buffer) => {
  try {
    readCms(der);
    return 'read';
  } catch (error) {
    expect(error).toBeInstanceOf(CmsError);
    return (error as Error).message;
  }
};

describe('reading CMS SignedData from outside', () => {
  const { cms, certificate, content } = opensslSignedData();

  it("reads openssl's SignedData: the certificate byte for byte, the content, a signer whose signature verifies", () => {
    const read = readCms(cms);
    expect(read.contentType).toBe('1.2.840.113549.1.7.1');
    expect(read.content).toEqual(content);
    expect(read.certificates).toEqual([certificate]);
    const [signer] = read.signers;
    expect(signer!.certificate).toEqual(certificate);
    expect(signer!.algorithm).toBe('rsa2048');
    // The signed attributes as openssl wrote them (SET OF tag), found verbatim in the file.
    expect(cms.indexOf(signer!.signedAttributesDer.subarray(1))).toBeGreaterThan(0);
    expect(verifyCmsSigner(read, signer!)).toEqual({ valid: true });
    expect(verifyCmsSigner(read, signer!, { content: Buffer.from('other') })).toEqual({ valid: false, reason: 'digest' });
    // One flipped byte inside the signed attributes (the signing time's last digit) breaks the signature.
    const tampered = Buffer.from(cms);
    const at = cms.indexOf(signer!.signedAttributesDer.subarray(1)) + signer!.signedAttributesDer.length - 40;
    tampered[at]! ^= 1;
    const reread = readCms(tampered);
    expect(verifyCmsSigner(reread, reread.signers[0]!).valid).toBe(false);
  });

  it('refuses hostile encodings with CmsError: truncated, huge and padded lengths, indefinite, deep nesting, wrong tags, trailing bytes, oversize', () => {
    for (const cut of [1, 2, 4, 40, cms.length - 1]) expect(problemOf(cms.subarray(0, cut)), `cut ${cut}`).toBe('malformed CMS');
    const body = cms.subarray(cms[1]! & 0x80 ? 2 + (cms[1]! & 0x7f) : 2);
    // A length of 2 GiB, and the true length written with a needless leading zero byte.
    expect(problemOf(Buffer.concat([Buffer.from([0x30, 0x84, 0x7f, 0xff, 0xff, 0xff]), body]))).toBe('malformed CMS');
    const padded = Buffer.concat([Buffer.from([0x30, 0x83, 0, body.length >> 8, body.length & 0xff]), body]);
    expect(problemOf(padded)).toBe('malformed CMS');
    // The same content in BER's indefinite form.
    expect(problemOf(Buffer.concat([Buffer.from([0x30, 0x80]), body, Buffer.from([0, 0])]))).toBe('malformed CMS');
    const indefinite = Buffer.concat([Buffer.alloc(4_000 * 2, Buffer.from([0x30, 0x80])), Buffer.alloc(4_000 * 2)]);
    expect(problemOf(indefinite)).toBe('malformed CMS');
    let nested: Buffer = nul();
    for (let i = 0; i < 3_000; i++) nested = seq(nested);
    expect(problemOf(nested)).toBe('malformed CMS');
    // Wrong tags: a SET where the SEQUENCE belongs; another content type than SignedData.
    expect(problemOf(Buffer.concat([Buffer.from([0x31]), cms.subarray(1)]))).toBe('malformed CMS');
    const data = Buffer.from(cms);
    data[data.indexOf(Buffer.from('2a864886f70d010702', 'hex')) + 8] = 0x01;
    expect(problemOf(data)).toBe('not a SignedData');
    expect(problemOf(Buffer.concat([cms, Buffer.from([0])]))).toBe('malformed CMS');
    expect(problemOf(Buffer.alloc(maxCmsBytes + 1, 0x30))).toBe('too large');
    expect(problemOf(Buffer.from('%PDF-1.7 not a signature'))).toBe('malformed CMS');
    expect(problemOf(Buffer.alloc(0))).toBe('malformed CMS');
  });

  it('reads no certificate hash from a signingCertificateV2 value that is not one', () => {
    for (const raw of [Buffer.alloc(0), seq(), seq(seq(nul())), Buffer.from([0x30, 0x84, 0xff, 0xff, 0xff, 0xff])])
      expect(signingCertificateHashOf({ raw })).toBeUndefined();
  });
});
