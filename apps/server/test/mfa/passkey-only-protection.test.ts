import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode, totpAt, totpStep } from '../../src/features/mfa/totp.js';
import { client, registerPerson } from '../support/auth-helpers.js';
import { type TestApp, cookieFrom, databases, startTestApp } from '../support/harness.js';
import { softwareAuthenticator } from '../support/webauthn-authenticator.js';

const sessionCookieName = 'esign_session';

describe.each(databases)('sign-in protection turned on by a passkey-only account (%s)', (kind) => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    origin = new URL(t.config.publicUrl).origin;
    // The proof is what is under test here: no harness shortcut proves the session.
    t.proveOperations = false;
  });
  afterAll(async () => {
    await t.close();
  });

  it('switches under the session’s passkey proof, and the next password sign-in asks for the passkey', async () => {
    const p = await registerPerson(t);
    const c = client(t);
    const cookie = cookieFrom(await c.signIn(p.userName, p.password), sessionCookieName);
    const authenticator = softwareAuthenticator();
    const started = (await c.post('/console/mfa/passkeys/start', {}, { cookie })).json().data;
    const registered = authenticator.register(started, origin);
    expect(
      (await c.post('/console/mfa/passkeys/confirm', { response: registered, name: 'Laptop', password: p.password }, { cookie })).json()
        .code,
    ).toBe(0);

    // No app and no fresh proof: the switch asks for operation protection and changes nothing.
    expect((await c.post('/console/mfa/protection', { enabled: true }, { cookie })).json().code).toBe(1017030);
    expect((await c.get('/console/mfa', { cookie })).json().data.signInProtected).toBe(false);
    expect((await client(t).signIn(p.userName, p.password)).json().data.secondStep).toBeUndefined();

    // A passkey proves the session, then the switch goes on without a code.
    const options = (await c.post('/console/mfa/operation/passkey', {}, { cookie })).json().data;
    const proof = await c.post('/console/mfa/operation/prove/passkey', { passkey: authenticator.assert(options, origin) }, { cookie });
    expect(proof.json().code).toBe(0);
    expect((await c.post('/console/mfa/protection', { enabled: true }, { cookie })).json().code).toBe(0);
    expect((await c.get('/console/mfa', { cookie })).json().data.signInProtected).toBe(true);

    // The next password sign-in asks for the second step and offers this passkey; the passkey passes it.
    const first = (await client(t).signIn(p.userName, p.password)).json().data;
    expect(first.secondStep).toBe('code');
    expect(first.passkeyOptions.allowCredentials.map((x: { id: string }) => x.id)).toEqual([registered.id]);
    const second = await client(t).post('/user/login/secondStep', {
      stepTicket: first.stepTicket,
      passkey: authenticator.assert(first.passkeyOptions, origin),
    });
    expect(second.json().code).toBe(0);
    expect(cookieFrom(second, sessionCookieName)).toBeTruthy();

    // Once the proof is 5 minutes old, switching back off asks for it again.
    t.clock.advance(5 * 60_000);
    expect((await c.post('/console/mfa/protection', { enabled: false }, { cookie })).json().code).toBe(1017030);
    expect((await c.get('/console/mfa', { cookie })).json().data.signInProtected).toBe(true);
  });

  it('still asks an account with an app for its code', async () => {
    const p = await registerPerson(t);
    const c = client(t);
    const cookie = cookieFrom(await c.signIn(p.userName, p.password), sessionCookieName);
    const { key } = (await c.post('/console/mfa/totp/start', {}, { cookie })).json().data as { key: string };
    const code = totpAt(base32Decode(key), totpStep(t.clock.now()));
    expect((await c.post('/console/mfa/totp/confirm', { code, password: p.password }, { cookie })).json().code).toBe(0);
    const missing = await c.post('/console/mfa/protection', { enabled: true }, { cookie });
    expect(missing.json()).toMatchObject({ data: { fields: [{ field: 'code' }] } });
    expect(missing.json().code).not.toBe(0);
    expect((await c.get('/console/mfa', { cookie })).json().data.signInProtected).toBe(false);
  });
});
