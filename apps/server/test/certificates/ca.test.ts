import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { at, openssl, pemOf, pki, sm2Options } from './support.js';

/**
 * The CA of each algorithm, created by the server and published at the URLs its
 * certificates name; checked with openssl, not with our own parser.
 */
describe.each(databases)('the CA on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  describe.each(['rsa', 'sm2'] as const)('%s', (algorithm) => {
    it('publishes a root and an issuing CA whose chain and CRLs openssl verifies', async () => {
      const root = pemOf('CERTIFICATE', await pki(t, algorithm, 'root', 'certificate'));
      const issuing = pemOf('CERTIFICATE', await pki(t, algorithm, 'issuing', 'certificate'));
      const rootCrl = pemOf('X509 CRL', await pki(t, algorithm, 'root', 'crl'));
      const verified = openssl({ 'root.pem': root, 'issuing.pem': issuing, 'crl.pem': rootCrl }, [
        'verify',
        ...sm2Options(algorithm),
        ...at(t),
        // OpenSSL 3.0 checks an SM2 CRL's signature with an empty user id instead of the default one (see ARCHITECTURE.md).
        ...(algorithm === 'rsa' ? ['-crl_check'] : []),
        '-CAfile',
        'root.pem',
        '-CRLfile',
        'crl.pem',
        'issuing.pem',
      ]);
      expect(verified.out).toContain('issuing.pem: OK');

      const text = openssl({ 'issuing.pem': issuing }, ['x509', '-in', 'issuing.pem', '-noout', '-text']).out;
      expect(text).toContain('Version: 3');
      expect(text).toMatch(/Basic Constraints: critical\s+CA:TRUE, pathlen:0/);
      expect(text).toMatch(/Key Usage: critical\s+Certificate Sign, CRL Sign/);
      expect(text).toContain('X509v3 Subject Key Identifier');
      expect(text).toContain('X509v3 Authority Key Identifier');
      expect(text).toContain(`URI:${t.config.publicUrl}/webgate/pki/${algorithm}/root/crl`);
      expect(text).toContain(`CA Issuers - URI:${t.config.publicUrl}/webgate/pki/${algorithm}/root/certificate`);
      expect(text).toContain(algorithm === 'rsa' ? 'sha256WithRSAEncryption' : 'SM2-with-SM3');

      const crl = openssl({ 'crl.pem': pemOf('X509 CRL', await pki(t, algorithm, 'issuing', 'crl')), 'issuing.pem': issuing }, [
        'crl',
        '-in',
        'crl.pem',
        '-CAfile',
        'issuing.pem',
        '-noout',
        '-text',
      ]);
      if (algorithm === 'rsa') expect(crl.out).toContain('verify OK');
      expect(crl.out).toContain('No Revoked Certificates');
    });
  });

  it('creates the authorities once and serves the same ones afterwards', async () => {
    const first = await pki(t, 'rsa', 'issuing', 'certificate');
    expect((await pki(t, 'rsa', 'issuing', 'certificate')).equals(first)).toBe(true);
    expect(await t.db.selectFrom('ca_authorities').select('id').execute()).toHaveLength(4);
    const keys = await t.db.selectFrom('key_store_keys').selectAll().execute();
    // The private keys are sealed: no PEM or PKCS#8 header in the stored values.
    for (const key of keys) expect(key.sealed_private_key.startsWith('v1.')).toBe(true);
  });

  it('answers an unknown algorithm or authority as not valid', async () => {
    expect((await t.call('GET', '/webgate/pki/dsa/root/crl')).statusCode).toBe(400);
    expect((await t.call('GET', '/webgate/pki/rsa/leaf/crl')).statusCode).toBe(400);
  });
});
