import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorityOf,
  cmsDigestOf,
  cmsOids,
  issueUnderIssuingCa,
  keyStoreOf,
  keyUsage,
  oids,
  readCms,
  signCms,
  signingCertificateV2,
  verifyCmsSigner,
  verifySignature,
} from '../../src/features/certificates/index.js';
import type { KeyAlgorithm } from '../../src/features/certificates/index.js';
import { type TestApp, startTestApp } from '../support/harness.js';
import { at, openssl, pemOf } from './support.js';

/** A platform-held signer: a key in the key store and a certificate under the issuing CA. */
async function signer(t: TestApp, algorithm: KeyAlgorithm) {
  const deps = t.app.deps;
  const store = keyStoreOf(deps);
  const { keyId, publicKey } = await store.generate({ algorithm, label: 'cms-test' });
  const code = algorithm === 'rsa2048' ? 0 : 1;
  const { der } = await issueUnderIssuingCa(deps, {
    algorithm: code,
    subject: [
      { type: 'country', value: 'CN' },
      { type: 'commonName', value: 'CMS test signer' },
    ],
    publicKey,
    notBefore: t.clock.now() - 60_000,
    notAfter: t.clock.now() + 86_400_000,
    profile: { ca: false, usages: [keyUsage.digitalSignature, keyUsage.nonRepudiation], extended: [oids.emailProtection] },
  });
  const issuing = (await authorityOf(deps, code, 'issuing')).der;
  const root = (await authorityOf(deps, code, 'root')).der;
  return { store, keyId, certificate: der, issuing, root };
}

/** RFC 5652 SignedData, checked by `openssl cms -verify` for RSA and by our reader for both tracks. */
describe('CMS SignedData', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes a detached RSA signature that openssl cms -verify accepts, with a timestamp-token slot', async () => {
    const s = await signer(t, 'rsa2048');
    const content = Buffer.from('the contract text, signed detached\n');
    const cms = await signCms({
      keyStore: s.store,
      signer: { keyId: s.keyId, certificate: s.certificate, algorithm: 'rsa2048' },
      chain: [s.issuing],
      content,
      detached: true,
      signingTime: t.clock.now(),
      signedAttributes: [signingCertificateV2(s.certificate, 'rsa2048')],
      unsignedAttributes: [{ type: cmsOids.signatureTimeStampToken, values: [Buffer.from([0x30, 0x00])] }],
    });
    const files = { 'sig.der': cms, 'content.bin': content, 'root.pem': pemOf('CERTIFICATE', s.root) };
    const args = ['cms', '-verify', '-binary', '-inform', 'DER', '-in', 'sig.der', '-CAfile', 'root.pem', ...at(t), '-out', '/dev/null'];
    const verified = openssl(files, [...args, '-content', 'content.bin']);
    expect(verified.out).toContain('Verification successful');
    expect(verified.ok).toBe(true);

    const tampered = openssl({ ...files, 'content.bin': Buffer.from('the contract text, changed\n') }, [
      ...args,
      '-content',
      'content.bin',
    ]);
    expect(tampered.ok).toBe(false);

    const read = readCms(cms);
    expect(read.content).toBeUndefined();
    expect(read.certificates).toHaveLength(2);
    const [one] = read.signers;
    expect(one!.certificate!.equals(s.certificate)).toBe(true);
    expect(one!.signedAttributes.has(cmsOids.signingCertificateV2)).toBe(true);
    expect(one!.unsignedAttributes.has(cmsOids.signatureTimeStampToken)).toBe(true);
    expect(verifyCmsSigner(read, one!, { content })).toEqual({ valid: true });
    expect(verifyCmsSigner(read, one!, { content: Buffer.from('other') })).toEqual({ valid: false, reason: 'digest' });
  });

  it('signs over a digest the caller computed (detached) and embeds content when asked', async () => {
    const s = await signer(t, 'rsa2048');
    const content = Buffer.from('embedded content');
    const embedded = await signCms({
      keyStore: s.store,
      signer: { keyId: s.keyId, certificate: s.certificate, algorithm: 'rsa2048' },
      chain: [s.issuing],
      content,
    });
    const out = openssl({ 'sig.der': embedded, 'root.pem': pemOf('CERTIFICATE', s.root) }, [
      'cms',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      'sig.der',
      '-CAfile',
      'root.pem',
      ...at(t),
    ]);
    expect(out.out).toContain('embedded content');
    expect(out.ok).toBe(true);

    const overDigest = await signCms({
      keyStore: s.store,
      signer: { keyId: s.keyId, certificate: s.certificate, algorithm: 'rsa2048' },
      contentDigest: cmsDigestOf('rsa2048', content),
    });
    const read = readCms(overDigest);
    expect(verifyCmsSigner(read, read.signers[0]!, { content })).toEqual({ valid: true });
  });

  it.each(['rsa2048', 'sm2'] as const)(
    'signs many callers’ data with one %s key at once, each signature over its own caller’s data',
    async (algorithm) => {
      // Signatures of one key asked for together share the key's opening (keystore.ts): none may come
      // back to the wrong caller.
      const store = keyStoreOf(t.app.deps);
      const { keyId, publicKey } = await store.generate({ algorithm, label: 'together-test' });
      const data = Array.from({ length: 12 }, (_, i) => Buffer.from(`caller ${i} asks for a signature`));
      const signatures = await Promise.all(data.map((d) => store.sign(keyId, d)));
      for (const [i, signature] of signatures.entries()) {
        expect(verifySignature(publicKey, algorithm, data[i]!, signature)).toBe(true);
        expect(verifySignature(publicKey, algorithm, data[(i + 1) % data.length]!, signature)).toBe(false);
      }
      await expect(store.sign('no-such-key', data[0]!)).rejects.toThrow(/not in the key store/);
    },
  );

  it('makes SM2/SM3 signatures our reader verifies and a flipped bit breaks', async () => {
    const s = await signer(t, 'sm2');
    const content = Buffer.from('SM2 track');
    const cms = await signCms({
      keyStore: s.store,
      signer: { keyId: s.keyId, certificate: s.certificate, algorithm: 'sm2' },
      chain: [s.issuing],
      content,
      detached: true,
      signingTime: t.clock.now(),
      signedAttributes: [signingCertificateV2(s.certificate, 'sm2')],
    });
    const read = readCms(cms);
    const [one] = read.signers;
    expect(one!.algorithm).toBe('sm2');
    expect(one!.digestAlgorithm).toBe(cmsOids.sm3);
    expect(one!.signatureAlgorithm).toBe(cmsOids.sm2Signature);
    expect(verifyCmsSigner(read, one!, { content })).toEqual({ valid: true });
    const bad = { ...one!, signature: Buffer.from(one!.signature) };
    bad.signature[bad.signature.length - 3]! ^= 1;
    expect(verifyCmsSigner(read, bad, { content }).valid).toBe(false);
    // openssl parses the structure (its SM2 CMS verification does not use the default user id).
    const printed = openssl({ 'sig.der': cms }, ['cms', '-cmsout', '-print', '-inform', 'DER', '-in', 'sig.der']);
    expect(printed.ok).toBe(true);
    expect(printed.out).toContain('sm3');
  });
});
