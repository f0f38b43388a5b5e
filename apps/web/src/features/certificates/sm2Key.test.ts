import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newSm2Key, signSm2Challenge, sm2Pkcs8 } from './sm2Key';

/** The browser's SM2 keys, checked by openssl: the request's self-signature, a challenge signature, the PKCS#8. */
describe('SM2 browser keys', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sm2web-'));
  const openssl = (...args: string[]) => spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('makes a PKCS#10 request on the SM2 curve, SM2-with-SM3 signed with the default user id, that openssl verifies', async () => {
    const { csr } = await newSm2Key();
    fs.writeFileSync(path.join(dir, 'req.pem'), csr);
    const verified = openssl('req', '-in', 'req.pem', '-verify', '-noout', '-vfyopt', 'distid:1234567812345678');
    expect(verified.stdout + verified.stderr).toMatch(/verify OK/i);
    const text = openssl('req', '-in', 'req.pem', '-noout', '-text').stdout;
    expect(text).toContain('SM2-with-SM3');
    expect(text).toMatch(/ASN1 OID: SM2/);
    // A changed byte of the signed part fails the self-signature.
    const der = Buffer.from(csr.replace(/-----[^-]+-----|\s/g, ''), 'base64');
    der[40]! ^= 1;
    fs.writeFileSync(path.join(dir, 'bad.der'), der);
    const refused = openssl('req', '-in', 'bad.der', '-inform', 'DER', '-verify', '-noout', '-vfyopt', 'distid:1234567812345678');
    expect(refused.stdout + refused.stderr).not.toMatch(/verify OK/i);
  });

  it('signs a challenge that openssl dgst -sm3 verifies with the default user id, and no other text', async () => {
    const { keys, csr } = await newSm2Key();
    fs.writeFileSync(path.join(dir, 'req2.pem'), csr);
    expect(openssl('req', '-in', 'req2.pem', '-pubkey', '-noout', '-out', 'pub.pem').status).toBe(0);
    const challenge = 'Zm9vYmFyLWNoYWxsZW5nZS0xMjM0NTY3ODkw';
    fs.writeFileSync(path.join(dir, 'sig'), Buffer.from(await signSm2Challenge(keys, challenge), 'base64'));
    fs.writeFileSync(path.join(dir, 'challenge'), challenge);
    fs.writeFileSync(path.join(dir, 'other'), `${challenge}x`);
    const check = (file: string) =>
      openssl('dgst', '-sm3', '-verify', 'pub.pem', '-sigopt', 'distid:1234567812345678', '-signature', 'sig', file).stdout;
    expect(check('challenge')).toContain('Verified OK');
    expect(check('other')).not.toContain('Verified OK');
  });

  it('keeps the scalar only encrypted under a non-extractable key, and gives it as PKCS#8 that openssl reads', async () => {
    const { keys, csr } = await newSm2Key();
    expect(keys.wrappingKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', keys.wrappingKey)).rejects.toThrow();
    const pkcs8 = await sm2Pkcs8(keys);
    const scalar = pkcs8.subarray(pkcs8.length - 32 - 70, pkcs8.length - 70);
    expect(Buffer.from(keys.wrapped).includes(Buffer.from(scalar))).toBe(false);
    fs.writeFileSync(path.join(dir, 'key.der'), pkcs8);
    fs.writeFileSync(path.join(dir, 'req3.pem'), csr);
    const fromKey = openssl('pkey', '-in', 'key.der', '-inform', 'DER', '-pubout');
    expect(fromKey.status).toBe(0);
    expect(fromKey.stdout).toBe(openssl('req', '-in', 'req3.pem', '-pubkey', '-noout').stdout);
  });
});
