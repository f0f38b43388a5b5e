import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCookie } from '../../src/platform/operator-session.js';
import { client, registerPerson } from '../support/auth-helpers.js';
import { type TestApp, cookieFrom, databases, startTestApp } from '../support/harness.js';
import { appCode, readyOperator, signIn } from '../support/ops-helpers.js';
import { type SoftwareAuthenticator, softwareAuthenticator } from '../support/webauthn-authenticator.js';

const codes = {
  passwordWrong: 1001004,
  passkeyWrong: 1017020,
  notThisAccount: 1017021,
  counter: 1017022,
  challenge: 1017023,
  refused: 1017030,
  notFound: 1000404,
};
const someId = '0190f0f0-0000-7000-8000-000000000000';
const sessionCookieName = 'esign_session';

describe.each(databases)('operators’ passkeys (%s)', (kind) => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
    t.proveOperations = false;
    origin = new URL(t.config.publicUrl).origin;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (cookie: string, path: string) => t.call('GET', `/webgate/operation-webapi${path}`, { cookie });
  const post = (cookie: string, path: string, body: object = {}) => t.call('POST', `/webgate/operation-webapi${path}`, { cookie, body });
  const secondStep = (body: object) => t.call('POST', '/webgate/operation-webapi/login/second-step', { body });

  async function addOperatorPasskey(cookie: string, password: string, name: string, authenticator = softwareAuthenticator()) {
    const options = (await post(cookie, '/mfa/passkeys/start')).json().data;
    const confirmed = await post(cookie, '/mfa/passkeys/confirm', { response: authenticator.register(options, origin), name, password });
    expect(confirmed.json().code).toBe(0);
    return authenticator;
  }
  async function proveWithPasskey(cookie: string, authenticator: SoftwareAuthenticator, opts?: { counter?: number }) {
    const options = (await post(cookie, '/mfa/operation/passkey')).json().data;
    return post(cookie, '/mfa/operation/prove/passkey', { passkey: authenticator.assert(options, origin, opts) });
  }
  /** A person with a registered passkey, signed in. */
  async function personWithPasskey() {
    const p = await registerPerson(t);
    const c = client(t);
    const cookie = cookieFrom(await c.signIn(p.userName, p.password), sessionCookieName);
    const authenticator = softwareAuthenticator();
    const options = (await c.post('/console/mfa/passkeys/start', {}, { cookie })).json().data;
    const response = authenticator.register(options, origin);
    expect((await c.post('/console/mfa/passkeys/confirm', { response, name: 'Mine', password: p.password }, { cookie })).json().code).toBe(
      0,
    );
    return { ...p, c, cookie, authenticator };
  }

  it('registers several named passkeys with the operator password again, renames one, removes one only under a fresh factor; each logged', async () => {
    const { cookie, password } = await readyOperator(t, 'pk-anna');
    const started = (await post(cookie, '/mfa/passkeys/start')).json().data;
    expect(started).toMatchObject({ rp: { id: new URL(origin).hostname }, authenticatorSelection: { userVerification: 'required' } });
    const a = softwareAuthenticator();
    const wrong = await post(cookie, '/mfa/passkeys/confirm', {
      response: a.register(started, origin),
      name: 'Key',
      password: 'Wrong7Horse!',
    });
    expect(wrong.json()).toMatchObject({ code: codes.passwordWrong, data: { fields: [{ field: 'password' }] } });
    expect((await get(cookie, '/mfa/passkeys')).json().data.passkeys).toEqual([]);
    const right = await post(cookie, '/mfa/passkeys/confirm', { response: a.register(started, origin), name: 'Desk key', password });
    expect(right.json().data.passkeys.map((p: { name: string }) => p.name)).toEqual(['Desk key']);
    // The challenge is spent: the same answer registers nothing twice.
    const again = await post(cookie, '/mfa/passkeys/confirm', { response: a.register(started, origin), name: 'Again', password });
    expect(again.json().code).toBe(codes.challenge);
    const b = await addOperatorPasskey(cookie, password, 'Phone');
    const listed = (await get(cookie, '/mfa/passkeys')).json().data.passkeys as { id: string; name: string }[];
    expect(listed.map((p) => p.name)).toEqual(['Desk key', 'Phone']);
    expect((await get(cookie, '/mfa/operation')).json().data.passkey).toBe(true);

    expect((await post(cookie, '/mfa/passkeys/rename', { id: listed[1]!.id, name: 'Old phone' })).json().data.passkeys[1].name).toBe(
      'Old phone',
    );
    expect((await post(cookie, '/mfa/passkeys/rename', { id: someId, name: 'X' })).json().code).toBe(codes.notFound);

    const refused = await post(cookie, '/mfa/passkeys/remove', { id: listed[0]!.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(codes.refused);
    expect((await proveWithPasskey(cookie, b)).json().code).toBe(0);
    expect(
      (await post(cookie, '/mfa/passkeys/remove', { id: listed[0]!.id })).json().data.passkeys.map((p: { name: string }) => p.name),
    ).toEqual(['Old phone']);
    const log = await t.db.selectFrom('operation_logs').select(['action']).where('content', 'like', 'operator pk-anna%').execute();
    expect(log.map((r) => r.action)).toEqual(
      expect.arrayContaining(['passkeyAdded', 'passkeyRenamed', 'passkeyRemoved', 'operationProvenPasskey']),
    );
  });

  it('signs in with a passkey at the second step; a replayed answer, a counter gone back and a bad signature are refused and counted', async () => {
    const { cookie, password } = await readyOperator(t, 'pk-bert');
    const authenticator = await addOperatorPasskey(cookie, password, 'Key');
    const first = (await signIn(t, 'pk-bert', password)).json().data;
    expect(first).toMatchObject({ secondStep: 'code', passkeyOptions: { userVerification: 'required', rpId: new URL(origin).hostname } });
    expect(first.passkeyOptions.allowCredentials.map((c: { id: string }) => c.id)).toEqual([authenticator.credentialId]);
    const assertion = authenticator.assert(first.passkeyOptions, origin);
    const signedIn = await secondStep({ stepTicket: first.stepTicket, passkey: assertion });
    expect(signedIn.json().code).toBe(0);
    const session = cookieFrom(signedIn, operatorCookie);
    expect((await get(session, '/me')).json().data.name).toBe('pk-bert');

    const second = (await signIn(t, 'pk-bert', password)).json().data;
    // The first sign-in's answer again: its challenge is spent.
    expect((await secondStep({ stepTicket: second.stepTicket, passkey: assertion })).json().code).toBe(codes.challenge);
    // A counter that did not move forward (a cloned key).
    const cloned = authenticator.assert(second.passkeyOptions, origin, { counter: authenticator.counter });
    expect((await secondStep({ stepTicket: second.stepTicket, passkey: cloned })).json().code).toBe(codes.counter);
    const forged = authenticator.assert(second.passkeyOptions, origin, { counter: 50 }) as { response: Record<string, string> };
    forged.response.signature = Buffer.from('not a signature').toString('base64url');
    expect((await secondStep({ stepTicket: second.stepTicket, passkey: forged })).json().code).toBe(codes.passkeyWrong);
    const right = authenticator.assert(second.passkeyOptions, origin, { counter: authenticator.counter + 1 });
    expect((await secondStep({ stepTicket: second.stepTicket, passkey: right })).json().code).toBe(0);
    const failed = await t.db
      .selectFrom('operation_logs')
      .select(['action', 'content'])
      .where('content', 'like', 'operator pk-bert (second step)%')
      .execute();
    expect(failed.filter((r) => r.action === 'signInFailed')).toHaveLength(3);
    // The counter moved forward with the accepted answers only.
    const stored = await t.db
      .selectFrom('mfa_passkeys')
      .select(['counter', 'holder'])
      .where('credential_id', '=', authenticator.credentialId)
      .executeTakeFirstOrThrow();
    expect({ counter: Number(stored.counter), holder: stored.holder }).toEqual({ counter: authenticator.counter, holder: 'operator' });
  });

  it('a passkey proves an approval for 5 minutes; a sign-in’s challenge never does', async () => {
    const { cookie, password } = await readyOperator(t, 'pk-cleo');
    const authenticator = await addOperatorPasskey(cookie, password, 'Key');
    const approve = () => post(cookie, `/seals/${someId}/decision`, { approve: true });
    expect((await approve()).json().code).toBe(codes.refused);
    const signInOptions = (await signIn(t, 'pk-cleo', password)).json().data.passkeyOptions;
    expect((await post(cookie, '/mfa/operation/prove/passkey', { passkey: authenticator.assert(signInOptions, origin) })).json().code).toBe(
      codes.challenge,
    );
    expect((await approve()).json().code).toBe(codes.refused);
    expect((await proveWithPasskey(cookie, authenticator)).json().code).toBe(0);
    expect((await approve()).json().code).not.toBe(codes.refused);
  });

  it('an operator’s passkey never satisfies a person’s check, nor a person’s an operator’s', async () => {
    const { cookie, password, key } = await readyOperator(t, 'pk-dora');
    const operatorKey = await addOperatorPasskey(cookie, password, 'Key');
    const person = await personWithPasskey();

    // A person's passkey at the operator's second step and for the operator's approvals.
    const first = (await signIn(t, 'pk-dora', password)).json().data;
    const theirs = person.authenticator.assert(first.passkeyOptions, origin);
    expect((await secondStep({ stepTicket: first.stepTicket, passkey: theirs })).json().code).toBe(codes.notThisAccount);
    const opOptions = (await post(cookie, '/mfa/operation/passkey')).json().data;
    const personForOperator = person.authenticator.assert(opOptions, origin);
    expect((await post(cookie, '/mfa/operation/prove/passkey', { passkey: personForOperator })).json().code).toBe(codes.notThisAccount);
    // The operator still signs in with the app (the wrong answers counted, not locked).
    t.clock.advance(30_000);
    expect((await secondStep({ stepTicket: first.stepTicket, code: appCode(t, key) })).json().code).toBe(0);

    // The operator's passkey for the person's operation proof and for a password-less sign-in.
    const personOptions = (await person.c.post('/console/mfa/operation/passkey', {}, { cookie: person.cookie })).json().data;
    const operatorForPerson = operatorKey.assert(personOptions, origin);
    const proof = await person.c.post('/console/mfa/operation/prove/passkey', { passkey: operatorForPerson }, { cookie: person.cookie });
    expect(proof.json().code).toBe(codes.notThisAccount);
    const c = client(t);
    const loginOptions = (await c.post('/user/login/passkey/options', {})).json().data;
    expect((await c.post('/user/login/passkey', { passkey: operatorKey.assert(loginOptions, origin) })).json().code).toBe(
      codes.passkeyWrong,
    );
    // Neither side lists the other's.
    const personStatus = (await person.c.get('/console/mfa', { cookie: person.cookie })).json().data;
    expect(personStatus.passkeys.map((p: { name: string }) => p.name)).toEqual(['Mine']);
    expect((await get(cookie, '/mfa/passkeys')).json().data.passkeys.map((p: { name: string }) => p.name)).toEqual(['Key']);

    // Even were an operator's id a person's (ids are random, so made so here), the kind keeps them apart.
    await t.db.updateTable('mfa_passkeys').set({ user_id: person.userId }).where('credential_id', '=', operatorKey.credentialId).execute();
    const sameIdOptions = (await person.c.post('/console/mfa/operation/passkey', {}, { cookie: person.cookie })).json().data;
    const sameId = await person.c.post(
      '/console/mfa/operation/prove/passkey',
      { passkey: operatorKey.assert(sameIdOptions, origin) },
      { cookie: person.cookie },
    );
    expect(sameId.json().code).toBe(codes.notThisAccount);
    const still = (await person.c.get('/console/mfa', { cookie: person.cookie })).json().data;
    expect(still.passkeys.map((p: { name: string }) => p.name)).toEqual(['Mine']);
  });
});
