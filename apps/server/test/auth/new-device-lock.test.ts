import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, outbox, registerPerson } from '../support/auth-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';

/**
 * While an account is being guessed, password sign-in from a new device waits. That lock must cost
 * whoever holds it more than it costs the owner: each source counts once an hour (a few captchas
 * from one or two addresses lock nothing), and the owner's sign-in or the unlock link lifts it
 * everywhere, after which only sources not yet counted can bring it back.
 */
describe.each(databases)('the new-device lock on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  const guessFrom = async (sources: number, userName: string) => {
    for (let i = 0; i < sources; i++) expect((await client(t).signIn(userName, 'guess-9z')).json().code).toBe(1002006);
  };

  it('is not set by many guesses from a few sources: the owner signs in on a new device', async () => {
    const p = await registerPerson(t);
    // Two sources, five wrong passwords each: both are locked for the account, the account is not.
    for (const c of [client(t), client(t)]) {
      for (let i = 1; i < 5; i++) expect((await c.signIn(p.userName, `wrong${i}abc`)).json().code).toBe(1002006);
      expect((await c.signIn(p.userName, 'wrong5abc')).json().code).toBe(1002005);
      expect((await c.signIn(p.userName, p.password)).json().code).toBe(1002005);
    }
    expect((await client(t).signIn(p.userName, p.password)).json().code).toBe(0);
  });

  it('is lifted everywhere by the unlock link, and the sources already counted cannot set it again', async () => {
    const p = await registerPerson(t);
    const attackers = Array.from({ length: 10 }, () => client(t));
    for (const c of attackers) expect((await c.signIn(p.userName, 'guess-9y')).json().code).toBe(1002006);
    expect((await client(t).signIn(p.userName, p.password)).json().code).toBe(1002005);

    const mail = (await outbox(t)).find((m) => m.to === p.email && m.purpose === 'sign_in_guessed')!;
    const link = new URL(/http\S+/.exec(mail.text)![0]);
    const body = { account: link.searchParams.get('account'), token: link.searchParams.get('token') };
    expect((await client(t).post('/base/user/unlock', body)).json().code).toBe(0);
    // Not only where the link was opened: any new device signs in.
    expect((await client(t).signIn(p.userName, p.password)).json().code).toBe(0);

    // The same ten addresses again, and more of their guesses: still open on a new device.
    for (const c of attackers) for (let i = 0; i < 3; i++) await c.signIn(p.userName, `again${i}abc`);
    expect((await client(t).signIn(p.userName, p.password)).json().code).toBe(0);
  });

  it('is lifted by the owner signing in on a known device; ten new addresses set it again, without telling the owner twice', async () => {
    const p = await registerPerson(t);
    const home = client(t);
    expect((await home.signIn(p.userName, p.password)).json().code).toBe(0);
    await guessFrom(10, p.userName);
    expect((await client(t).signIn(p.userName, p.password)).json().code).toBe(1002005);
    expect((await home.signIn(p.userName, p.password)).json().code).toBe(0);
    expect((await client(t).signIn(p.userName, p.password)).json().code).toBe(0);
    const notices = async () => (await outbox(t)).filter((m) => m.to === p.email && m.purpose === 'sign_in_guessed');
    expect(await notices()).toHaveLength(1);
    // Ten new addresses lock it again; the owner was told a moment ago and is not told twice.
    await guessFrom(10, p.userName);
    expect((await client(t).signIn(p.userName, p.password)).json().code).toBe(1002005);
    expect(await notices()).toHaveLength(1);
  });
});
