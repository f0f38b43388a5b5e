import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode, totpAt, totpStep } from '../../src/features/mfa/totp.js';
import { client, outbox, registerPerson } from '../support/auth-helpers.js';
import { type TestApp, cookieFrom, databases, startTestApp } from '../support/harness.js';
import { softwareAuthenticator } from '../support/webauthn-authenticator.js';

const sessionCookieName = 'esign_session';

describe.each(databases)('passkeys: registered, used at the second sign-in step, renamed, removed (%s)', (kind) => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    origin = new URL(t.config.publicUrl).origin;
  });
  afterAll(async () => {
    await t.close();
  });

  const codeOf = (key: string) => totpAt(base32Decode(key), totpStep(t.clock.now()));
  const nextStep = () => t.clock.advance(30_000);

  /** A signed-in person; with `protect`, an authenticator app and sign-in protection too. */
  async function person(options: { protect?: boolean } = {}) {
    const p = await registerPerson(t);
    const c = client(t);
    const cookie = cookieFrom(await c.signIn(p.userName, p.password), sessionCookieName);
    if (options.protect) {
      const { key } = (await c.post('/console/mfa/totp/start', {}, { cookie })).json().data as { key: string };
      expect((await c.post('/console/mfa/totp/confirm', { code: codeOf(key), password: p.password }, { cookie })).json().code).toBe(0);
      nextStep();
      expect((await c.post('/console/mfa/protection', { enabled: true, code: codeOf(key) }, { cookie })).json().code).toBe(0);
      nextStep();
    }
    return { ...p, c, cookie };
  }

  /** Registers a software passkey under `name` for the signed-in person. */
  async function addPasskey(p: Awaited<ReturnType<typeof person>>, name: string, authenticator = softwareAuthenticator()) {
    const started = await p.c.post('/console/mfa/passkeys/start', {}, { cookie: p.cookie });
    expect(started.json().code).toBe(0);
    const options = started.json().data;
    const response = authenticator.register(options, origin);
    const confirmed = await p.c.post('/console/mfa/passkeys/confirm', { response, name, password: p.password }, { cookie: p.cookie });
    expect(confirmed.json().code).toBe(0);
    return { authenticator, options, response };
  }

  const status = async (p: Awaited<ReturnType<typeof person>>) => (await p.c.get('/console/mfa', { cookie: p.cookie })).json().data;

  /** The first step of a protected account: its pending sign-in and passkey request options. */
  async function firstStep(p: { userName: string; password: string }) {
    const answer = (await client(t).signIn(p.userName, p.password)).json().data;
    expect(answer.secondStep).toBe('code');
    return answer as {
      stepTicket: string;
      passkeyOptions: { challenge: string; rpId: string; userVerification: string; allowCredentials: { id: string }[] };
    };
  }
  const secondStep = (body: Record<string, unknown>) => client(t).post('/user/login/secondStep', body);

  it('registers several named passkeys with user verification, the password again, and a single-use challenge', async () => {
    const p = await person();
    const started = (await p.c.post('/console/mfa/passkeys/start', {}, { cookie: p.cookie })).json().data;
    expect(started).toMatchObject({
      rp: { id: new URL(origin).hostname },
      authenticatorSelection: { userVerification: 'required' },
      attestation: 'none',
    });
    const a = softwareAuthenticator();
    const response = a.register(started, origin);
    // A wrong password registers nothing and counts like a wrong current password.
    const wrong = await p.c.post(
      '/console/mfa/passkeys/confirm',
      { response, name: 'Laptop', password: 'not-the-one1' },
      { cookie: p.cookie },
    );
    expect(wrong.json()).toMatchObject({ code: 1002014, data: { fields: [{ field: 'password' }] } });
    // Another origin's answer is refused.
    const elsewhere = a.register(started, 'https://evil.example');
    const refused = await p.c.post(
      '/console/mfa/passkeys/confirm',
      { response: elsewhere, name: 'Laptop', password: p.password },
      { cookie: p.cookie },
    );
    expect(refused.json().code).toBe(1017020);
    expect(
      (await p.c.post('/console/mfa/passkeys/confirm', { response, name: 'Laptop', password: p.password }, { cookie: p.cookie })).json()
        .code,
    ).toBe(0);
    // The same answer again: its challenge is spent.
    const again = await p.c.post('/console/mfa/passkeys/confirm', { response, name: 'Laptop', password: p.password }, { cookie: p.cookie });
    expect(again.json().code).toBe(1017023);
    await addPasskey(p, 'Security key');
    const s = await status(p);
    expect(s.passkeys.map((k: { name: string }) => k.name)).toEqual(['Laptop', 'Security key']);
    expect(s.totpSince).toBeNull();
    // A challenge lives five minutes.
    const late = (await p.c.post('/console/mfa/passkeys/start', {}, { cookie: p.cookie })).json().data;
    t.clock.advance(5 * 60_000 + 1);
    const expired = await p.c.post(
      '/console/mfa/passkeys/confirm',
      { response: softwareAuthenticator().register(late, origin), name: 'Late', password: p.password },
      { cookie: p.cookie },
    );
    expect(expired.json().code).toBe(1017023);
  });

  it('a passkey signs in at the second step; a replayed answer or a counter gone back is refused and counted like a wrong password', async () => {
    const p = await person({ protect: true });
    const { authenticator } = await addPasskey(p, 'Phone');
    const first = await firstStep(p);
    expect(first.passkeyOptions).toMatchObject({ rpId: new URL(origin).hostname, userVerification: 'required' });
    expect(first.passkeyOptions.allowCredentials.map((c) => c.id)).toEqual([authenticator.credentialId]);
    const assertion = authenticator.assert(first.passkeyOptions, origin);
    const signedIn = await secondStep({ stepTicket: first.stepTicket, passkey: assertion });
    expect(signedIn.json()).toMatchObject({ code: 0, data: { userId: p.userId } });
    cookieFrom(signedIn, sessionCookieName);
    expect((await status(p)).passkeys[0].lastUsedAt).toEqual(expect.any(Number));
    const log = await t.db.selectFrom('operation_logs').select(['action', 'content']).where('user_id', '=', p.userId).execute();
    expect(log.find((r) => r.action === 'signInSecondStep')?.content).toContain('passkey');

    // The same answer on a new pending sign-in: its challenge was spent.
    const second = await firstStep(p);
    const replayed = await secondStep({ stepTicket: second.stepTicket, passkey: assertion });
    expect(replayed.json().code).toBe(1017023);
    // A fresh signature over the new challenge, but with the counter not moved forward (a cloned key).
    const cloned = authenticator.assert(second.passkeyOptions, origin, { counter: authenticator.counter });
    expect((await secondStep({ stepTicket: second.stepTicket, passkey: cloned })).json().code).toBe(1017022);
    const lower = authenticator.assert(second.passkeyOptions, origin, { counter: 0 });
    expect((await secondStep({ stepTicket: second.stepTicket, passkey: lower })).json().code).toBe(1017022);
    // A signature that does not verify.
    const forged = authenticator.assert(second.passkeyOptions, origin, { counter: 50 }) as { response: Record<string, string> };
    const badSignature = { ...forged, response: { ...forged.response, signature: Buffer.alloc(70, 1).toString('base64url') } };
    expect((await secondStep({ stepTicket: second.stepTicket, passkey: badSignature })).json().code).toBe(1017020);
    const failures = await t.db
      .selectFrom('operation_logs')
      .select('content')
      .where('user_id', '=', p.userId)
      .where('action', '=', 'signInFailed')
      .execute();
    expect(failures.filter((f) => f.content?.includes('second step')).length).toBeGreaterThanOrEqual(4);
    // The right answer still signs in: the counter moves forward.
    const right = authenticator.assert(second.passkeyOptions, origin, { counter: authenticator.counter + 1 });
    expect((await secondStep({ stepTicket: second.stepTicket, passkey: right })).json().code).toBe(0);
  });

  it('another account’s passkey is refused with its own message', async () => {
    const a = await person({ protect: true });
    await addPasskey(a, 'Mine');
    const b = await person();
    const { authenticator: theirs } = await addPasskey(b, 'Theirs');
    const first = await firstStep(a);
    const response = await secondStep({ stepTicket: first.stepTicket, passkey: theirs.assert(first.passkeyOptions, origin) });
    expect(response.json().code).toBe(1017021);
    expect(response.json().msg).toMatch(/not registered to this account/);
  });

  it('renames and removes a passkey (the password again or a factor code), logged and told by e-mail and SMS', async () => {
    const p = await person();
    await addPasskey(p, 'Old name');
    const [k] = (await status(p)).passkeys as { id: string }[];
    expect((await p.c.post('/console/mfa/passkeys/rename', { id: k!.id, name: 'New name' }, { cookie: p.cookie })).json().code).toBe(0);
    expect((await status(p)).passkeys[0].name).toBe('New name');
    const other = await person();
    expect(
      (await other.c.post('/console/mfa/passkeys/rename', { id: k!.id, name: 'Mine now' }, { cookie: other.cookie })).json().code,
    ).toBe(1000404);
    const noProof = await p.c.post('/console/mfa/passkeys/remove', { id: k!.id }, { cookie: p.cookie });
    expect(noProof.json()).toMatchObject({ code: 1000400, data: { fields: [{ field: 'password' }] } });
    const wrong = await p.c.post('/console/mfa/passkeys/remove', { id: k!.id, password: 'not-the-one1' }, { cookie: p.cookie });
    expect(wrong.json().code).toBe(1002014);
    expect((await p.c.post('/console/mfa/passkeys/remove', { id: k!.id, password: p.password }, { cookie: p.cookie })).json().code).toBe(0);
    expect((await status(p)).passkeys).toEqual([]);

    const log = await t.db.selectFrom('operation_logs').select(['action', 'phrase']).where('user_id', '=', p.userId).execute();
    const actions = log.map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['passkeyAdded', 'passkeyRenamed', 'passkeyRemoved']));
    expect(JSON.stringify(log.find((r) => r.action === 'passkeyRemoved')?.phrase)).toContain('New name');
    const messages = (await outbox(t)).filter((m) => m.purpose === 'mfa_changed');
    expect(
      messages
        .filter((m) => m.to === p.email)
        .map((m) => m.text)
        .join('\n'),
    ).toMatch(/passkey or security key was removed/);
    expect(messages.filter((m) => m.to === p.phone).length).toBeGreaterThanOrEqual(3);
  });
  it('a passkey signs in without the password (no second step even when protected); unknown, replayed and cloned answers are refused', async () => {
    const p = await person({ protect: true });
    const { authenticator } = await addPasskey(p, 'Phone');
    const c = client(t);
    const optionsRes = await c.post('/user/login/passkey/options', {});
    expect(optionsRes.json().code).toBe(0);
    const options = optionsRes.json().data;
    expect(options).toMatchObject({ rpId: new URL(origin).hostname, userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const assertion = authenticator.assert(options, origin);
    const signedIn = await c.post('/user/login/passkey', { passkey: assertion });
    expect(signedIn.json()).toMatchObject({ code: 0, data: { userId: p.userId, userName: p.userName } });
    expect(signedIn.json().data.secondStep).toBeUndefined();
    const cookie = cookieFrom(signedIn, sessionCookieName);
    expect((await c.get('/console/mfa', { cookie })).json().code).toBe(0);
    const session = await t.db
      .selectFrom('sessions')
      .select('login_path')
      .where('user_id', '=', p.userId)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    expect(session?.login_path).toBe('passkey');

    // The same answer again: its challenge is spent.
    expect((await c.post('/user/login/passkey', { passkey: assertion })).json().code).toBe(1017023);
    const next = (await c.post('/user/login/passkey/options', {})).json().data;
    // A passkey nobody registered.
    expect((await c.post('/user/login/passkey', { passkey: softwareAuthenticator().assert(next, origin) })).json().code).toBe(1017020);
    // A cloned key: the counter did not move forward.
    const cloned = authenticator.assert(next, origin, { counter: authenticator.counter });
    expect((await c.post('/user/login/passkey', { passkey: cloned })).json().code).toBe(1017022);
    const failures = await t.db
      .selectFrom('operation_logs')
      .select('content')
      .where('user_id', '=', p.userId)
      .where('action', '=', 'signInFailed')
      .execute();
    expect(failures.some((f) => f.content?.includes('passkey'))).toBe(true);
    expect((await c.post('/user/login/passkey', { passkey: authenticator.assert(next, origin) })).json().code).toBe(0);
  });

  it('a passkey proves a protected operation: an assertion over an operation challenge only, once, of this account; refusals counted', async () => {
    const p = await person();
    const { authenticator } = await addPasskey(p, 'Laptop');
    const how = (await p.c.get('/console/mfa/operation', { cookie: p.cookie })).json().data;
    expect(how).toMatchObject({ method: 'sms', passkey: true, provenUntil: null });
    const revoke = () => p.c.post('/console/certificate/0190f0f0-0000-7000-8000-000000000000/revoke', {}, { cookie: p.cookie });
    t.proveOperations = false;
    try {
      expect((await revoke()).json().code).toBe(1017030);
      // A challenge of another purpose (a registration's) does not prove an operation.
      const signInOptions = (await p.c.post('/console/mfa/passkeys/start', {}, { cookie: p.cookie })).json().data;
      const wrongPurpose = authenticator.assert({ challenge: signInOptions.challenge, rpId: signInOptions.rp.id }, origin);
      const prove = (passkey: Record<string, unknown>) =>
        p.c.post('/console/mfa/operation/prove/passkey', { passkey }, { cookie: p.cookie });
      expect((await prove(wrongPurpose)).json().code).toBe(1017023);

      const options = (await p.c.post('/console/mfa/operation/passkey', {}, { cookie: p.cookie })).json().data;
      expect(options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([authenticator.credentialId]);
      // Another account's passkey over this challenge: refused with its own message.
      const other = await person();
      const { authenticator: foreign } = await addPasskey(other, 'Theirs');
      expect((await prove(foreign.assert(options, origin))).json().code).toBe(1017021);
      const assertion = authenticator.assert(options, origin);
      const proven = (await prove(assertion)).json();
      expect(proven).toMatchObject({ code: 0, data: { provenUntil: t.clock.now() + 5 * 60_000 } });
      expect((await revoke()).json().code).not.toBe(1017030);
      // The same assertion again: its challenge is spent.
      expect((await prove(assertion)).json().code).toBe(1017023);
      const log = await t.db.selectFrom('operation_logs').select('action').where('user_id', '=', p.userId).execute();
      expect(log.map((r) => r.action)).toContain('operationProvenPasskey');
      // Refusals count like a wrong current password: five lock the proof, even a right passkey.
      expect((await prove(assertion)).json().code).toBe(1017023);
      expect((await prove(assertion)).json().code).toBe(1002005);
      const fresh = (await p.c.post('/console/mfa/operation/passkey', {}, { cookie: p.cookie })).json().data;
      expect((await prove(authenticator.assert(fresh, origin))).json().code).toBe(1002005);
    } finally {
      t.proveOperations = true;
    }
  });

  it('an account without a passkey gets no operation challenge', async () => {
    const p = await person();
    expect((await p.c.post('/console/mfa/operation/passkey', {}, { cookie: p.cookie })).json().code).toBe(1017003);
  });
});
