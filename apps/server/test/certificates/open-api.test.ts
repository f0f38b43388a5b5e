import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addProduct, appBody, createApp, customer, grant, newSecret, operatorOf, signedCall } from '../support/apps-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { at, openssl, opensslCsr, pemOf, pki } from './support.js';

/**
 * `cert/apply`, `cert/revoke` and `cert/{serial}` in the signed,
 * metered open API — one unit per call, nothing for a refused one; another enterprise's serial is
 * not found.
 */
describe.each(databases)('certificate services of the open API on %s', (kind) => {
  let t: TestApp;
  let ops: string;
  let product: { id: string };
  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
    ops = await operatorOf(t);
    product = await addProduct(t, ops, 'cert');
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    ops = await operatorOf(t);
  });

  async function app(units: number) {
    const p = await customer(t);
    const sub = await grant(t, ops, { enterpriseId: p.enterpriseId, productId: product.id, totalCount: units });
    const created = await createApp(t, p, appBody([sub.id]));
    const { secret } = await newSecret(t, p, created.id);
    const used = async () =>
      Number(
        (await t.db.selectFrom('service_subscriptions').select('used_count').where('id', '=', sub.id).executeTakeFirstOrThrow()).used_count,
      );
    return { p, call: (path: string, body?: unknown) => signedCall(t, { appId: created.appId, secret, path, body }), used };
  }

  it('applies, reads and revokes, one unit each; the CRL lists the revocation; refusals cost nothing', async () => {
    const a = await app(10);
    const issued = (await a.call('cert/apply', { algorithm: 0, validity: 0, csr: opensslCsr('rsa').csr })).json();
    expect(issued.code, JSON.stringify(issued)).toBe(0);
    expect(issued.data).toMatchObject({ certType: 1, keyOrigin: 'browser', state: 'normal' });
    expect(await a.used()).toBe(1);
    const root = pemOf('CERTIFICATE', await pki(t, 'rsa', 'root', 'certificate'));
    const issuing = pemOf('CERTIFICATE', await pki(t, 'rsa', 'issuing', 'certificate'));
    const verified = openssl({ 'root.pem': root, 'issuing.pem': issuing, 'leaf.pem': issued.data.pem }, [
      'verify',
      ...at(t),
      '-CAfile',
      'root.pem',
      '-untrusted',
      'issuing.pem',
      'leaf.pem',
    ]);
    expect(verified.out).toContain('leaf.pem: OK');

    expect((await a.call(`cert/${issued.data.serial}`)).json().data.serial).toBe(issued.data.serial);
    expect(await a.used()).toBe(2);

    expect((await a.call('cert/apply', { algorithm: 1, validity: 0, csr: 'not a csr' })).json().code).toBe(1010001);
    expect((await a.call(`cert/${'7f'.repeat(16)}`)).json().code).toBe(1000404);
    expect(await a.used()).toBe(2);

    const revoked = (await a.call('cert/revoke', { serial: issued.data.serial, reason: 1 })).json();
    expect(revoked.data).toMatchObject({ state: 'revoked', revokeReason: 1 });
    expect(await a.used()).toBe(3);
    const crl = openssl({ 'crl.pem': pemOf('X509 CRL', await pki(t, 'rsa', 'issuing', 'crl')) }, [
      'crl',
      '-in',
      'crl.pem',
      '-noout',
      '-text',
    ]).out;
    expect(crl).toContain(issued.data.serial.toUpperCase());
    expect((await a.call('cert/revoke', { serial: issued.data.serial, reason: 1 })).json().code).toBe(1010003);
    expect(await a.used()).toBe(3);
  });

  it('answers another enterprise’s serial as not found and a spent package as exhausted', async () => {
    const a = await app(1);
    const b = await app(5);
    const mine = (await a.call('cert/apply', { algorithm: 0, validity: 0 })).json().data;
    expect(mine.keyOrigin).toBe('platform');
    expect((await b.call(`cert/${mine.serial}`)).json().code).toBe(1000404);
    expect((await b.call('cert/revoke', { serial: mine.serial, reason: 0 })).json().code).toBe(1000404);
    expect((await a.call(`cert/${mine.serial}`)).json().code).toBe(1008112);
  });
});
