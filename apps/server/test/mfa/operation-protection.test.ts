import { type Endpoint, endpointList, fillPath } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode, totpAt, totpStep } from '../../src/features/mfa/totp.js';
import { lastCodeTo } from '../support/auth-helpers.js';
import { addProduct, appBody, appPath, createApp, grant, operatorOf } from '../support/apps-helpers.js';
import { addMembership, enterpriseOf } from '../support/enterprise-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, signedInPerson } from '../support/real-name-helpers.js';

const all = endpointList;
// The back office's protected approvals are operators' (test/ops/operator-factors.test.ts).
const protectedUserEndpoints = all.filter((e) => e.protect === 'operation' && e.access === 'user');
const refused = 1017030;
const fiveMinutes = 5 * 60_000;

describe('operation protection: the endpoints that carry it', () => {
  it('lists the protected acts (a new sensitive endpoint must be added here on purpose)', () => {
    expect(protectedUserEndpoints.map((e) => e.id).sort()).toEqual([
      'apps.createSecret',
      'certificates.revoke',
      'enterprise.masterChange',
      'roles.create',
      'roles.edit',
      'roles.remove',
      'seals.autoSign',
      'seals.grant',
    ]);
  });
  it('lists what a member whose enterprise requires a factor reaches before setting one up', () => {
    // Passkeys' registration is a set-up too, where that capability has it.
    const ids = all.filter((e) => e.beforeFactorSetUp && e.access === 'user' && !e.id.startsWith('mfa.passkey')).map((e) => e.id);
    expect(ids.sort()).toEqual([
      'account.headerInfo',
      'account.logout',
      'account.userInfo',
      'mfa.status',
      'mfa.totpConfirm',
      'mfa.totpStart',
    ]);
  });
});

describe.each(databases)('operation protection (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    // These tests prove (or not) by hand.
    t.proveOperations = false;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Calls an endpoint with made-up ids and an empty body: enough to see whether the protection lets it through. */
  const attempt = (p: Person, e: Endpoint) => {
    const params = Object.fromEntries([...e.path.matchAll(/:(\w+)/g)].map((m) => [m[1]!, '0190f0f0-0000-7000-8000-000000000000']));
    const url = fillPath(e.path, params);
    return e.method === 'GET' ? p.get(url) : p.post(url, {});
  };

  async function master(): Promise<Person & { enterpriseId: string }> {
    const p = await signedInPerson(t);
    const { enterpriseId } = await enterpriseOf(t, p, { passed: true });
    return { ...p, enterpriseId };
  }

  async function proveBySms(p: Person) {
    const how = (await p.get('/console/mfa/operation')).json();
    expect(how.data).toMatchObject({ method: 'sms', provenUntil: null });
    expect(how.data.phone).toContain('****');
    expect((await p.post('/console/mfa/operation/sms', {})).json().code).toBe(0);
    return p.post('/console/mfa/operation/prove', { code: await lastCodeTo(t, p.phone) });
  }

  it('refuses every protected act without a fresh factor, lets it through for 5 minutes after an SMS code (no app), then refuses again', async () => {
    const p = await master();
    for (const e of protectedUserEndpoints) {
      const res = await attempt(p, e);
      // A certificate is a personal act: in the enterprise context the session lacks its page.
      if (res.json().code === 401) continue;
      expect(res.json().code, e.id).toBe(refused);
      expect(res.statusCode).toBe(403);
    }
    const zh = await p.post('/console/certificate/0190f0f0-0000-7000-8000-000000000000/revoke', {}, 'zh');
    expect([refused, 401]).toContain(zh.json().code);

    const wrong = await p.post('/console/mfa/operation/prove', { code: '000000' });
    expect(wrong.json().code).toBe(1002003);
    const proven = await proveBySms(p);
    expect(proven.json()).toMatchObject({ code: 0, data: { provenUntil: t.clock.now() + fiveMinutes } });
    expect((await p.get('/console/mfa/operation')).json().data.provenUntil).toBe(t.clock.now() + fiveMinutes);
    for (const e of protectedUserEndpoints) expect((await attempt(p, e)).json().code, e.id).not.toBe(refused);

    t.clock.advance(fiveMinutes - 1);
    expect((await attempt(p, protectedUserEndpoints[0]!)).json().code).not.toBe(refused);
    t.clock.advance(1);
    for (const e of protectedUserEndpoints) {
      const code = (await attempt(p, e)).json().code;
      if (code !== 401) expect(code, e.id).toBe(refused);
    }
    expect((await p.get('/console/mfa/operation')).json().data.provenUntil).toBeNull();

    // The proof is the session's: another session of the same person has none.
    const log = await t.db.selectFrom('operation_logs').select(['action', 'phrase']).where('user_id', '=', p.userId).execute();
    expect(log.map((r) => r.action)).toContain('operationProvenSms');
  });

  it('revoking a certificate (a personal act) is refused without a fresh factor and let through with one', async () => {
    const p = await signedInPerson(t);
    const revoke = protectedUserEndpoints.find((e) => e.id === 'certificates.revoke')!;
    const refusedZh = await p.post(fillPath(revoke.path, { id: '0190f0f0-0000-7000-8000-000000000000' }), {}, 'zh');
    expect(refusedZh.json()).toMatchObject({ code: refused, msg: expect.stringContaining('操作保护') });
    expect((await proveBySms(p)).json().code).toBe(0);
    // Past the protection: the made-up certificate and empty body are the service's to refuse.
    expect((await attempt(p, revoke)).json().code).not.toBe(refused);
  });

  it('creates an application secret: refused without a factor, then with an app code it proceeds (the SMS willingness code too), logged', async () => {
    const ops = await operatorOf(t);
    const product = await addProduct(t, ops, 'phone3');
    const p = await master();
    // The operator's grant is an approval of the back office, protected too: the harness proves it here.
    t.proveOperations = true;
    const sub = await grant(t, ops, { enterpriseId: p.enterpriseId, productId: product.id, totalCount: 10 }).finally(() => {
      t.proveOperations = false;
    });
    const app = await createApp(t, p as never, appBody([sub.id]));
    // An authenticator app on the account: its code (not SMS) proves the operation.
    const { key } = (await p.post('/console/mfa/totp/start', {})).json().data as { key: string };
    const codeAt = (steps: number) => totpAt(base32Decode(key), totpStep(t.clock.now()) + steps);
    expect((await p.post('/console/mfa/totp/confirm', { code: codeAt(0), password: p.password })).json().code).toBe(0);
    expect((await p.get('/console/mfa/operation')).json().data).toEqual({ method: 'code', phone: null, provenUntil: null, passkey: false });
    expect((await p.post('/console/mfa/operation/sms', {})).json().code).toBe(1017032);

    const secretPath = appPath('/console/app/:id/secrets', { id: app.id });
    expect((await p.post(appPath('/console/app/:id/secretCode', { id: app.id }), {})).json().code).toBe(0);
    const smsCode = await lastCodeTo(t, p.phone);
    const without = await p.post(secretPath, { code: smsCode }, 'zh');
    expect(without.json()).toMatchObject({ code: refused, msg: expect.stringContaining('操作保护') });

    // A wrong or reused app code is refused beside its field.
    expect((await p.post('/console/mfa/operation/prove', { code: codeAt(0) })).json().code).toBe(1017000);
    t.clock.advance(30_000);
    expect((await p.post('/console/mfa/operation/prove', { code: codeAt(0) })).json().code).toBe(0);
    const created = await p.post(secretPath, { code: smsCode });
    expect(created.json().code, created.body).toBe(0);
    expect(created.json().data.secret).toMatch(/^sk_/);

    const log = await t.db.selectFrom('operation_logs').select(['action', 'content']).where('user_id', '=', p.userId).execute();
    const actions = log.map((r) => r.action);
    expect(actions).toContain('operationProvenApp');
    expect(actions).toContain('secretCreate');
    expect(log.find((r) => r.action === 'protectedAct')?.content).toBe('apps.createSecret');
  });

  it('without an app, the proof’s SMS code is not held up by the act’s own code a moment earlier (its own one-a-minute slot), yet keeps the hourly caps', async () => {
    const ops = await operatorOf(t);
    const product = await addProduct(t, ops, 'phone3');
    const p = await master();
    t.proveOperations = true;
    const sub = await grant(t, ops, { enterpriseId: p.enterpriseId, productId: product.id, totalCount: 10 }).finally(() => {
      t.proveOperations = false;
    });
    const app = await createApp(t, p as never, appBody([sub.id]));
    const codePath = appPath('/console/app/:id/secretCode', { id: app.id });
    // Registration and the rest of the set-up sent codes to this phone: start a fresh minute.
    t.clock.advance(60_000);
    expect((await p.post(codePath, {})).json().code).toBe(0);
    const smsCode = await lastCodeTo(t, p.phone);
    // The act's own code a second ago: a second one for the act still waits its minute…
    expect((await p.post(codePath, {})).json().code).toBe(1002007);
    // …but the proof's code goes at once, to the same phone.
    expect((await p.post('/console/mfa/operation/sms', {})).json().code).toBe(0);
    const proof = await lastCodeTo(t, p.phone);
    expect(proof).not.toBe(smsCode);
    // Its own slot is one a minute too.
    expect((await p.post('/console/mfa/operation/sms', {})).json().code).toBe(1002007);
    expect((await p.post('/console/mfa/operation/prove', { code: proof })).json().code).toBe(0);
    const created = await p.post(appPath('/console/app/:id/secrets', { id: app.id }), { code: smsCode });
    expect(created.json().code, created.body).toBe(0);

    // The hourly cap of sends from this account to the phone is shared: past it, the proof's code waits too.
    for (let i = 0; i < 10; i++) {
      t.clock.advance(60_000);
      const res = (await p.post('/console/mfa/operation/sms', {})).json();
      if (res.code !== 0) {
        expect(res.code).toBe(1002008);
        return;
      }
    }
    throw new Error('the proof’s codes escaped the hourly cap');
  });

  it('a member of an enterprise requiring a factor, without one, reaches only the set-up and sign-out until it is set up', async () => {
    const boss = await master();
    expect((await boss.post('/console/mfa/enterprise', { required: true })).json().code).toBe(0);
    const member = await signedInPerson(t);
    await addMembership(t, member.userId, { enterpriseId: boss.enterpriseId, role: 'member' });

    const blocked = await member.get('/console/personal/profile', 'zh');
    expect(blocked.json()).toMatchObject({ code: 1017031, msg: expect.stringContaining('企业要求') });
    expect(blocked.statusCode).toBe(403);
    expect((await member.get('/base/user/headerInfo')).json().code).toBe(0);
    expect((await member.get('/console/mfa')).json().data.setUpRequired).toBe(true);
    const { key } = (await member.post('/console/mfa/totp/start', {})).json().data as { key: string };
    const code = totpAt(base32Decode(key), totpStep(t.clock.now()));
    expect((await member.post('/console/mfa/totp/confirm', { code, password: member.password })).json().code).toBe(0);
    expect((await member.get('/console/personal/profile')).json().code).toBe(0);

    // The master without a factor is held the same way, once the requirement is on.
    expect((await boss.get('/console/mfa/enterprise')).json().code).toBe(1017031);
    expect((await boss.post('/base/user/logout', {})).json().code).toBe(0);
  });
});
