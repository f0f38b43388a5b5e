import { sign } from 'node:crypto';
import { certificatesRoutes as r } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, people, phoneAuth, signedInPerson } from '../support/real-name-helpers.js';
import { advanceKeepingSessions, opensslCsr } from './support.js';

const day = 86_400_000;

/**
 * On both databases: sign-in by certificate — a single-use challenge signed with the
 * certificate's key; expired (by the test clock), revoked, unknown and wrong-signature refusals, each
 * its own code in en and zh, counted toward the password lockout.
 */
describe.each(databases)('sign-in by certificate on %s', (kind) => {
  let t: TestApp;
  let p: Person;
  let serial: string;
  let id: string;
  let key: string;
  beforeEach(async () => {
    t = await startTestApp(kind);
    p = await signedInPerson(t);
    expect((await phoneAuth(t, p, people.zhang)).json().code).toBe(0);
    const made = opensslCsr('rsa');
    key = made.key;
    const issued = (await p.post(r.apply.path, { certType: 3, algorithm: 0, validity: 0, keyOrigin: 'browser', csr: made.csr })).json()
      .data;
    serial = issued.serial;
    id = issued.id;
  });
  afterEach(async () => {
    await t.close();
  });

  const challenge = async () => (await t.call('POST', `/webgate${r.signInChallenge.path}`)).json().data.challenge as string;
  const signIn = (body: Record<string, unknown>, language: 'en' | 'zh' = 'en') =>
    t.call('POST', `/webgate${r.signIn.path}`, { body, language });
  const signed = async (privateKey = key, s = serial) => {
    const c = await challenge();
    return { serial: s, challenge: c, signature: sign('sha256', Buffer.from(c), privateKey).toString('base64') };
  };

  it('signs the person in with a fresh session; the challenge works once', async () => {
    const body = await signed();
    const res = await signIn(body);
    expect(res.json()).toMatchObject({ code: 0, data: { userId: p.userId } });
    const cookie = res.cookies.find((c) => c.name === 'esign_session')!;
    const session = await t.db
      .selectFrom('sessions')
      .select(['login_path'])
      .where('user_id', '=', p.userId)
      .orderBy('created_at', 'desc')
      .execute();
    expect(session.map((s) => s.login_path)).toContain('certificate');
    expect(cookie.httpOnly).toBe(true);
    expect((await signIn(body)).json().code).toBe(1010009);
  });

  it('refuses a wrong signature, an unknown certificate, a revoked and an expired one, each distinctly (en, zh)', async () => {
    const other = opensslCsr('rsa').key;
    const wrong = await signIn(await signed(other));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 1010008, msg: 'The signature does not match the certificate’s key' });
    expect((await signIn(await signed(other), 'zh')).json().msg).toBe('签名与证书的密钥不匹配');
    expect((await signIn(await signed(key, '7f'.repeat(16)))).json().code).toBe(1010005);

    await advanceKeepingSessions(t, 366 * day);
    const expired = (await signIn(await signed(), 'zh')).json();
    expect(expired).toMatchObject({ code: 1010007 });
    expect(expired.msg).toContain('过期');
    t.clock.set(t.clock.now() - 366 * day);

    expect((await p.post(r.revoke.path.replace(':id', id), { reason: 1 })).json().code).toBe(0);
    expect((await signIn(await signed())).json().code).toBe(1010006);
  });

  it('counts refusals like wrong passwords: five lock the source out of the account, then even a right signature is refused', async () => {
    const other = opensslCsr('rsa').key;
    for (let i = 0; i < 4; i++) expect((await signIn(await signed(other))).json().code).toBe(1010008);
    // The fifth failure sets the lock and says so.
    expect((await signIn(await signed(other))).json().code).toBe(1002005);
    const locked = await signIn(await signed());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe(1002005);
    const failures = await t.db.selectFrom('operation_logs').select('action').where('action', '=', 'signInFailed').execute();
    expect(failures).toHaveLength(5);
  });

  it('refuses a used-up or made-up challenge and a malformed serial', async () => {
    const body = await signed();
    expect((await signIn({ ...body, challenge: 'made-up' })).json().code).toBe(1010009);
    expect((await signIn({ ...body, serial: 'not hex' })).json()).toMatchObject({ code: 1000400 });
  });
});
