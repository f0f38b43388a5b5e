import { certificatesRoutes as r } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { remindExpiring } from '../../src/features/certificates/index.js';
import { outbox } from '../support/auth-helpers.js';
import { enterpriseOf, switchInto } from '../support/enterprise-helpers.js';
import { type TestApp, databases, signedInUser, startTestApp } from '../support/harness.js';
import { type Person, people, phoneAuth, signedInPerson } from '../support/real-name-helpers.js';
import { advanceKeepingSessions, at, openssl, opensslCsr, pemOf, pki, sm2Options } from './support.js';

const path = (route: { path: string }, id?: string) => `/webgate${route.path.replace(':id', id ?? '')}`;
const day = 86_400_000;

/**
 * On both databases: the real-name precondition, apply / renew / revoke, the CRL
 * listing a revocation at once, issued certificates verified by openssl, tenant isolation, the
 * permission, bad CSRs refused, and the expiry reminders.
 */
describe.each(databases)('certificates on %s', (kind) => {
  let t: TestApp;
  let p: Person;
  beforeEach(async () => {
    t = await startTestApp(kind);
    p = await signedInPerson(t);
  });
  afterEach(async () => {
    await t.close();
  });

  const passRealName = async () => expect((await phoneAuth(t, p, people.zhang)).json().code).toBe(0);
  const apply = (body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
    p.post(r.apply.path, { certType: 3, algorithm: 0, validity: 0, keyOrigin: 'platform', ...body }, lang);
  const download = async (id: string, format: 'pem' | 'der', cookie = p.cookie) =>
    t.call('GET', `${path(r.download, id)}?format=${format}`, { cookie });

  /**
   * openssl verifies the certificate against the published chain and the issuing CA's current CRL.
   * SM2: OpenSSL 3.0 applies the SM2 user id only to the certificate being verified, never to the
   * chain above it (it fails even a chain it made itself), so each link is checked on its own — the
   * leaf under the issuing CA here, the issuing CA under the root in ca.test.ts.
   */
  const verify = async (pem: string, algorithm: 'rsa' | 'sm2') => {
    const root = pemOf('CERTIFICATE', await pki(t, algorithm, 'root', 'certificate'));
    const issuing = pemOf('CERTIFICATE', await pki(t, algorithm, 'issuing', 'certificate'));
    const crls = pemOf('X509 CRL', await pki(t, algorithm, 'issuing', 'crl')) + pemOf('X509 CRL', await pki(t, algorithm, 'root', 'crl'));
    return openssl({ 'root.pem': root, 'issuing.pem': issuing, 'crls.pem': crls, 'leaf.pem': pem }, [
      'verify',
      ...sm2Options(algorithm),
      ...at(t),
      ...(algorithm === 'rsa'
        ? ['-crl_check_all', '-CRLfile', 'crls.pem', '-CAfile', 'root.pem', '-untrusted', 'issuing.pem']
        : ['-partial_chain', '-CAfile', 'issuing.pem']),
      'leaf.pem',
    ]).out;
  };

  it('refuses without a passed real-name record, in en and zh, and issues nothing', async () => {
    const en = (await apply({})).json();
    expect(en.code).toBe(1010000);
    expect(en.msg).toContain('personal real-name');
    expect((await apply({}, 'zh')).json().msg).toContain('个人实名');
    expect(await t.db.selectFrom('certificates').select('id').execute()).toHaveLength(0);
    expect(await t.db.selectFrom('key_store_keys').select('id').execute()).toHaveLength(0);
  });

  it('issues a personal certificate with a platform key whose subject is the real name, and openssl verifies it', async () => {
    await passRealName();
    const res = (await apply({ certType: 3, algorithm: 0, validity: 1, keyOrigin: 'platform' })).json();
    expect(res.code).toBe(0);
    const cert = res.data;
    expect(cert).toMatchObject({
      certType: 3,
      algorithm: 0,
      validity: 1,
      serviceType: 1,
      keyOrigin: 'platform',
      state: 'normal',
      status: 1,
    });
    expect(cert.owner).not.toContain('张三');
    expect(cert.remainingDays).toBe(730);
    expect(cert.notAfter - cert.notBefore).toBe(730 * day);

    const pem = (await download(cert.id, 'pem')).body;
    expect(await verify(pem, 'rsa')).toContain('leaf.pem: OK');
    const text = openssl({ 'leaf.pem': pem }, ['x509', '-in', 'leaf.pem', '-noout', '-text', '-nameopt', 'utf8']).out;
    expect(text).toMatch(/CN ?= ?张三/);
    expect(text).not.toContain('typed');
    expect(text).toMatch(/Basic Constraints: critical\s+CA:FALSE/);
    expect(text).toMatch(/Key Usage: critical\s+Digital Signature, Non Repudiation/);
    expect(text).toContain('TLS Web Client Authentication');
    expect(text).toContain(`URI:${t.config.publicUrl}/webgate/pki/rsa/issuing/crl`);
    expect(text.toLowerCase()).toContain(cert.serial.replace(/(..)(?=.)/g, '$1:'));

    const der = await download(cert.id, 'der');
    expect(der.headers['content-type']).toBe('application/pkix-cert');
    expect(pemOf('CERTIFICATE', der.rawPayload)).toBe(pem);

    const log = await t.db
      .selectFrom('operation_logs')
      .select(['service', 'action', 'content'])
      .where('service', '=', 'certificates')
      .execute();
    expect(log).toEqual([expect.objectContaining({ action: 'apply', content: expect.stringContaining(cert.serial) })]);
    expect(JSON.stringify(log)).not.toContain('张三');
  });

  it.each(['rsa', 'sm2'] as const)('certifies a browser key from its %s CSR; the CSR’s own subject is ignored', async (algorithm) => {
    await passRealName();
    const { csr } = opensslCsr(algorithm);
    const res = (await apply({ keyOrigin: 'browser', algorithm: algorithm === 'rsa' ? 0 : 1, csr })).json();
    expect(res.code).toBe(0);
    const pem = (await download(res.data.id, 'pem')).body;
    expect(await verify(pem, algorithm)).toContain('leaf.pem: OK');
    const csrKey = openssl({ 'csr.pem': csr }, ['req', '-in', 'csr.pem', '-noout', '-pubkey']).out;
    expect(openssl({ 'leaf.pem': pem }, ['x509', '-in', 'leaf.pem', '-noout', '-pubkey']).out).toBe(csrKey);
    expect(await t.db.selectFrom('key_store_keys').select('id').where('label', 'like', 'certificate:%').execute()).toHaveLength(0);
  });

  it('issues an SM2 certificate with a platform-held SM2 key, signed SM2-with-SM3', async () => {
    await passRealName();
    const res = (await apply({ algorithm: 1, keyOrigin: 'platform' })).json();
    expect(res.data).toMatchObject({ algorithm: 1, keyOrigin: 'platform', state: 'normal' });
    const pem = (await download(res.data.id, 'pem')).body;
    expect(await verify(pem, 'sm2')).toContain('leaf.pem: OK');
    const text = openssl({ 'leaf.pem': pem }, ['x509', '-in', 'leaf.pem', '-noout', '-text']).out;
    expect(text).toContain('SM2-with-SM3');
    expect(text).toContain(`URI:${t.config.publicUrl}/webgate/pki/sm2/issuing/crl`);
  });

  it('refuses malformed, tampered and mismatched CSRs beside the csr field, and issues nothing', async () => {
    await passRealName();
    const { csr } = opensslCsr('rsa');
    const body = csr.split('\n');
    // One base64 character of the signature changed: the self-signature no longer verifies.
    const last = body.length - 3;
    body[last] = body[last]!.replace(/[A-Za-z]/, (c) => (c === 'A' ? 'B' : 'A'));
    const cases: [string | undefined, number, string][] = [
      [undefined, 1010001, 'needs its request'],
      ['hello', 1010001, 'not a PKCS#10 request'],
      [`-----BEGIN CERTIFICATE REQUEST-----\nAAAA\n-----END CERTIFICATE REQUEST-----`, 1010001, 'not a PKCS#10 request'],
      [body.join('\n'), 1010001, 'self-signature'],
    ];
    for (const [value, code, text] of cases) {
      const res = (await apply({ keyOrigin: 'browser', csr: value })).json();
      expect(res.code, String(value)).toBe(code);
      expect(res.data.fields[0].field).toBe('csr');
      expect(res.msg).toContain(text);
    }
    const wrong = (await apply({ keyOrigin: 'browser', algorithm: 1, csr })).json();
    expect(wrong.code).toBe(1010002);
    expect((await apply({ keyOrigin: 'browser', csr: 'hello' }, 'zh')).json().msg).toContain('PKCS#10');
    expect(await t.db.selectFrom('certificates').select('id').execute()).toHaveLength(0);
  });

  it('revokes with a reason into the CRL at once; renewal supersedes; a revoked one cannot be revoked or renewed again', async () => {
    await passRealName();
    const first = (await apply({})).json().data;
    const firstPem = (await download(first.id, 'pem')).body;
    const renewed = (await p.post(path(r.renew, first.id).slice('/webgate'.length), { validity: 2 })).json();
    expect(renewed.code).toBe(0);
    expect(renewed.data).toMatchObject({ serviceType: 2, validity: 2, remainingDays: 1095, status: 1 });
    const old = (await p.get(path(r.detail, first.id).slice('/webgate'.length))).json().data;
    expect(old).toMatchObject({ state: 'revoked', status: 0, revokeReason: 4, replacedBy: renewed.data.id });
    expect(await verify(firstPem, 'rsa')).toContain('certificate revoked');

    const revoked = (await p.post(path(r.revoke, renewed.data.id).slice('/webgate'.length), { reason: 1 })).json();
    expect(revoked.data).toMatchObject({ state: 'revoked', status: 0, revokeReason: 1 });
    const crl = openssl({ 'crl.pem': pemOf('X509 CRL', await pki(t, 'rsa', 'issuing', 'crl')) }, [
      'crl',
      '-in',
      'crl.pem',
      '-noout',
      '-text',
    ]).out;
    expect(crl).toContain(renewed.data.serial.toUpperCase());
    expect(crl).toContain(first.serial.toUpperCase());
    expect(crl).toContain('Key Compromise');
    expect(crl).toContain('Superseded');
    expect(await verify((await download(renewed.data.id, 'pem')).body, 'rsa')).toContain('certificate revoked');

    expect((await p.post(path(r.revoke, renewed.data.id).slice('/webgate'.length), { reason: 0 })).json().code).toBe(1010003);
    expect((await p.post(path(r.renew, first.id).slice('/webgate'.length), { validity: 0 })).json().code).toBe(1010003);
    const actions = await t.db.selectFrom('operation_logs').select('action').where('service', '=', 'certificates').execute();
    expect(actions.map((a) => a.action).sort()).toEqual(['apply', 'renew', 'revoke']);
  });

  it('lists newest first with remaining days and the soon-to-expire and expired states', async () => {
    await passRealName();
    const a = (await apply({})).json().data;
    t.clock.advance(1000);
    const b = (await apply({ validity: 2 })).json().data;
    const list = (await p.get(`${r.list.path}?pageSize=1`)).json().data;
    expect(list.list.map((c: { id: string }) => c.id)).toEqual([b.id]);
    expect(list.total).toBe(2);
    const second = (await p.get(`${r.list.path}?pageSize=1&after=${encodeURIComponent(list.next)}`)).json().data;
    expect(second.list.map((c: { id: string }) => c.id)).toEqual([a.id]);

    await advanceKeepingSessions(t, 340 * day);
    expect((await p.get(path(r.detail, a.id).slice('/webgate'.length))).json().data).toMatchObject({ state: 'expiring', status: 1 });
    await advanceKeepingSessions(t, 30 * day);
    expect((await p.get(path(r.detail, a.id).slice('/webgate'.length))).json().data).toMatchObject({
      state: 'expired',
      status: 0,
      remainingDays: 0,
    });
  });

  it('sends reminders 30, 7 and 1 days before expiry, once each', async () => {
    await passRealName();
    await apply({});
    const sent = async () => (await outbox(t)).filter((m) => m.purpose === 'certificate_expiry').length;
    const run = () => remindExpiring(t.app.deps, t.app.log);
    t.clock.advance(300 * day);
    expect(await run()).toBe(0);
    t.clock.advance(40 * day);
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    t.clock.advance(20 * day);
    expect(await run()).toBe(1);
    // 12 hours before expiry.
    t.clock.advance(4.5 * day);
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    expect(await sent()).toBe(3);
  });

  it('answers another tenant’s certificate as not found', async () => {
    await passRealName();
    const mine = (await apply({})).json().data;
    const stranger = await signedInUser(t);
    for (const [method, url, body] of [
      ['GET', path(r.detail, mine.id), undefined],
      ['GET', `${path(r.download, mine.id)}?format=pem`, undefined],
      ['POST', path(r.revoke, mine.id), { reason: 0 }],
      ['POST', path(r.renew, mine.id), { validity: 0 }],
    ] as const) {
      const res = await t.call(method, url, { cookie: stranger.cookie, body });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await t.call('GET', `${path(r.list)}`, { cookie: stranger.cookie })).json().data.total).toBe(0);
    // The person's own enterprise context is another tenant too.
    await enterpriseOf(t, p, { passed: true });
    expect((await p.get(path(r.detail, mine.id).slice('/webgate'.length))).statusCode).toBe(404);
    await switchInto(t, p, null);
    expect((await p.get(path(r.detail, mine.id).slice('/webgate'.length))).statusCode).toBe(200);
  });

  it('issues enterprise and employee certificates only in a passed enterprise’s context', async () => {
    await passRealName();
    expect((await apply({ certType: 1 })).json().code).toBe(1010004);
    const { enterpriseId } = await enterpriseOf(t, p, { name: 'Acme Trading Co., Ltd.' });
    expect((await apply({ certType: 1 })).json().code).toBe(1010000);
    expect((await apply({ certType: 3 })).json().code).toBe(1010004);
    await t.db.updateTable('enterprises').set({ real_name_status: 2, check_status: 2 }).where('id', '=', enterpriseId).execute();
    const company = (await apply({ certType: 1 })).json().data;
    expect(company.owner).toBe('Acme Trading Co., Ltd.');
    const employee = (await apply({ certType: 2 })).json().data;
    const text = openssl({ 'leaf.pem': (await download(employee.id, 'pem')).body }, [
      'x509',
      '-in',
      'leaf.pem',
      '-noout',
      '-subject',
      '-nameopt',
      'utf8',
    ]).out;
    expect(text).toContain('O=Acme Trading Co., Ltd.');
    expect(text).toContain('CN=张三');
  });

  it('refuses a member whose role lacks the certificates module', async () => {
    const member = await signedInPerson(t);
    await enterpriseOf(t, member, { passed: true, role: 'member' });
    const res = await member.get(r.list.path);
    expect(res.json().code).toBe(401);
  });
});
