import { certificatesRoutes as r } from '@console/contract';
import { sm2 } from 'sm-crypto-v2';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bits, oid, seq, set, uint, utf8 } from '../../src/features/certificates/ca/der.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, people, phoneAuth, signedInPerson } from '../support/real-name-helpers.js';
import { at, openssl, pemOf, pki, sm2Options } from './support.js';

const userId = '1234567812345678';

/**
 * An SM2 key and PKCS#10 request made the way the console makes them in the browser: the key pair
 * and SM2-with-SM3 signatures (Z of the default user id) by sm-crypto-v2, the DER by hand.
 */
function browserSm2(): { csr: string; scalar: string; publicKey: string } {
  const { privateKey: scalar, publicKey } = sm2.generateKeyPairHex();
  const spki = seq(seq(oid('1.2.840.10045.2.1'), oid('1.2.156.10197.1.301')), bits(Buffer.from(publicKey, 'hex')));
  const info = seq(uint(0), seq(set(seq(oid('2.5.4.3'), utf8('browser key')))), spki, Buffer.from([0xa0, 0x00]));
  const signature = sm2.doSignature(info, scalar, { hash: true, der: true, publicKey, userId });
  const csr = pemOf('CERTIFICATE REQUEST', seq(info, seq(oid('1.2.156.10197.1.501')), bits(Buffer.from(signature, 'hex'))));
  return { csr, scalar, publicKey };
}

const signWith = (key: { scalar: string; publicKey: string }, challenge: string) =>
  Buffer.from(
    sm2.doSignature(Buffer.from(challenge, 'utf8'), key.scalar, { hash: true, der: true, publicKey: key.publicKey, userId }),
    'hex',
  ).toString('base64');

/**
 * On both databases: an SM2 certificate for a key generated in the browser — the
 * request accepted and certified (openssl verifies the certificate), then sign-in by certificate with
 * an SM2 signature over the challenge; a signature without the Z value or by another key is refused.
 */
describe.each(databases)('SM2 browser keys on %s', (kind) => {
  let t: TestApp;
  let p: Person;
  beforeEach(async () => {
    t = await startTestApp(kind);
    p = await signedInPerson(t);
    expect((await phoneAuth(t, p, people.zhang)).json().code).toBe(0);
  });
  afterEach(async () => {
    await t.close();
  });

  const apply = (csr: string) => p.post(r.apply.path, { certType: 3, algorithm: 1, validity: 0, keyOrigin: 'browser', csr });
  const challenge = async () => (await t.call('POST', `/webgate${r.signInChallenge.path}`)).json().data.challenge as string;
  const signIn = (body: Record<string, unknown>, language: 'en' | 'zh' = 'en') =>
    t.call('POST', `/webgate${r.signIn.path}`, { body, language });

  it('certifies the browser’s SM2 request (openssl verifies the certificate) and signs in with an SM2 challenge signature', async () => {
    const key = browserSm2();
    const issued = (await apply(key.csr)).json();
    expect(issued).toMatchObject({ code: 0, data: { algorithm: 1, keyOrigin: 'browser', state: 'normal' } });
    const pem = (await t.call('GET', `/webgate${r.download.path.replace(':id', issued.data.id)}?format=pem`, { cookie: p.cookie })).body;
    const issuing = pemOf('CERTIFICATE', await pki(t, 'sm2', 'issuing', 'certificate'));
    const verified = openssl({ 'issuing.pem': issuing, 'leaf.pem': pem }, [
      'verify',
      ...sm2Options('sm2'),
      ...at(t),
      '-partial_chain',
      '-CAfile',
      'issuing.pem',
      'leaf.pem',
    ]);
    expect(verified.out).toContain('leaf.pem: OK');
    const certKey = openssl({ 'leaf.pem': pem }, ['x509', '-in', 'leaf.pem', '-noout', '-pubkey']).out;
    expect(certKey).toBe(openssl({ 'csr.pem': key.csr }, ['req', '-in', 'csr.pem', '-noout', '-pubkey']).out);

    const c = await challenge();
    const res = await signIn({ serial: issued.data.serial, challenge: c, signature: signWith(key, c) });
    expect(res.json()).toMatchObject({ code: 0, data: { userId: p.userId } });
    expect(res.cookies.find((cookie) => cookie.name === 'esign_session')).toBeDefined();
  });

  it('refuses an SM2 signature without the Z value, by another key, or over another challenge (en, zh)', async () => {
    const key = browserSm2();
    const serial = (await apply(key.csr)).json().data.serial as string;
    const plain = async () => {
      const c = await challenge();
      // Plain ECDSA-style SM2 over SM3(challenge), without Z: what a signer ignoring GM/T 0009 makes.
      const sig = sm2.doSignature(Buffer.from(c, 'utf8'), key.scalar, { der: true });
      return { serial, challenge: c, signature: Buffer.from(sig, 'hex').toString('base64') };
    };
    const wrong = await signIn(await plain());
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 1010008, msg: 'The signature does not match the certificate’s key' });
    const other = browserSm2();
    const c = await challenge();
    expect((await signIn({ serial, challenge: c, signature: signWith(other, c) }, 'zh')).json()).toMatchObject({
      code: 1010008,
      msg: '签名与证书的密钥不匹配',
    });
    const d = await challenge();
    expect((await signIn({ serial, challenge: d, signature: signWith(key, `${d}x`) })).json().code).toBe(1010008);
  });

  it('refuses a request whose SM2 self-signature lacks the Z value, beside csr, and issues nothing', async () => {
    const { privateKey: scalar, publicKey } = sm2.generateKeyPairHex();
    const spki = seq(seq(oid('1.2.840.10045.2.1'), oid('1.2.156.10197.1.301')), bits(Buffer.from(publicKey, 'hex')));
    const info = seq(uint(0), seq(), spki, Buffer.from([0xa0, 0x00]));
    const signature = sm2.doSignature(info, scalar, { der: true });
    const csr = pemOf('CERTIFICATE REQUEST', seq(info, seq(oid('1.2.156.10197.1.501')), bits(Buffer.from(signature, 'hex'))));
    const res = await apply(csr);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(1010001);
    expect(res.json().data.fields[0].field).toBe('csr');
    expect(res.json().msg).toContain('self-signature');
    expect(await t.db.selectFrom('certificates').select('id').execute()).toHaveLength(0);
  });

  it('keeps the SM2 browser key through renewal: the new serial signs in with the same key', async () => {
    const key = browserSm2();
    const first = (await apply(key.csr)).json().data;
    const renewed = (await p.post(r.renew.path.replace(':id', first.id), { validity: 1 })).json();
    expect(renewed).toMatchObject({ code: 0, data: { algorithm: 1, keyOrigin: 'browser', serviceType: 2 } });
    const c = await challenge();
    expect((await signIn({ serial: renewed.data.serial, challenge: c, signature: signWith(key, c) })).json().code).toBe(0);
    const d = await challenge();
    expect((await signIn({ serial: first.serial, challenge: d, signature: signWith(key, d) })).json().code).toBe(1010006);
  });
});
