import { endpointList } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../src/features/ops/index.js';
import { operatorCookie } from '../../src/platform/operator-session.js';
import { newIp } from '../support/auth-helpers.js';
import { type TestApp, cookieFrom, databases, startTestApp } from '../support/harness.js';
import { appCode, newPassword, readyOperator, signIn } from '../support/ops-helpers.js';

const codes = {
  mfaCodeWrong: 1017000,
  mfaStepInvalid: 1017004,
  refused: 1017030,
  setUpFirst: 1017031,
  locked: 1001002,
  passwordWrong: 1001004,
};
const step = 30_000;
const fiveMinutes = 5 * 60_000;
const someId = '0190f0f0-0000-7000-8000-000000000000';

describe('operators and second factors: the endpoints', () => {
  it('protects the back office’s approvals (review decisions, grants, confirmations, issues)', () => {
    const ids = endpointList.filter((e) => e.protect === 'operation' && e.access === 'operator').map((e) => e.id);
    expect(ids.sort()).toEqual([
      'costCenter.opsConfirm',
      'costCenter.opsIssueCoupon',
      'costCenter.opsIssueInvoice',
      'costCenter.opsReview',
      'enterpriseAuth.reviewDecision',
      'mfa.opsResetCreate',
      'ops.passkeyRemove',
      'realName.reviewDecision',
      'seals.reviewDecision',
      'services.opsGrant',
    ]);
  });
  it('opens only the factor set-up to an operator without one', () => {
    const ids = endpointList.filter((e) => e.access === 'operator' && e.beforeFactorSetUp).map((e) => e.id);
    expect(ids.sort()).toEqual(['ops.factors', 'ops.totpConfirm', 'ops.totpStart']);
  });
});

describe.each(databases)('operators and second factors (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
    // These tests prove (or not) by hand.
    t.proveOperations = false;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (cookie: string, path: string) => t.call('GET', `/webgate/operation-webapi${path}`, { cookie });
  const post = (cookie: string, path: string, body: object = {}, language: 'en' | 'zh' = 'en') =>
    t.call('POST', `/webgate/operation-webapi${path}`, { cookie, body, language });
  const secondStep = (stepTicket: string, code: string, ip?: string) =>
    t.call('POST', '/webgate/operation-webapi/login/second-step', {
      body: { stepTicket, code },
      headers: ip ? { 'x-forwarded-for': ip } : {},
    });

  it('leads an operator without a factor to set it up: everything else answers mfaSetUpFirst until the app is confirmed with the password', async () => {
    const { password } = await createOperator(t, { name: 'fiona' });
    const cookie = cookieFrom(await signIn(t, 'fiona', password), operatorCookie);
    expect((await post(cookie, '/password', { oldPass: password, newPass: newPassword })).json().data.factorSetUpRequired).toBe(true);
    expect((await get(cookie, '/me')).json().data).toMatchObject({ mustChangePassword: false, factorSetUpRequired: true });
    const blocked = await get(cookie, '/site/config');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe(codes.setUpFirst);
    expect((await get(cookie, '/mfa')).json().data).toEqual({ totpSince: null, recoveryCodesLeft: 0 });

    const { key, uri } = (await post(cookie, '/mfa/totp/start')).json().data;
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*fiona/);
    // A wrong password and a wrong code are refused, each naming its field, and change nothing.
    const wrongPassword = (await post(cookie, '/mfa/totp/confirm', { code: appCode(t, key), password: 'Not1theRight' })).json();
    expect(wrongPassword).toMatchObject({ code: codes.passwordWrong, data: { fields: [{ field: 'password' }] } });
    const wrongCode = (await post(cookie, '/mfa/totp/confirm', { code: '000000', password: newPassword }, 'zh')).json();
    expect(wrongCode).toMatchObject({ code: codes.mfaCodeWrong, data: { fields: [{ field: 'code' }] } });
    expect((await get(cookie, '/site/config')).json().code).toBe(codes.setUpFirst);

    const confirmed = (await post(cookie, '/mfa/totp/confirm', { code: appCode(t, key), password: newPassword })).json();
    expect(confirmed.code).toBe(0);
    expect(confirmed.data.recoveryCodes).toHaveLength(10);
    expect((await get(cookie, '/me')).json().data.factorSetUpRequired).toBe(false);
    expect((await get(cookie, '/site/config')).json().code).toBe(0);
    expect((await get(cookie, '/mfa')).json().data).toEqual({ totpSince: t.clock.now(), recoveryCodesLeft: 10 });
    expect((await post(cookie, '/mfa/totp/start')).json().code).not.toBe(0);
  });

  it('asks an operator with a factor for the second step: no session before it, the ticket single-use, an app code or a recovery code once', async () => {
    const { password, key, recoveryCodes } = await readyOperator(t, 'gina');
    const first = await signIn(t, 'gina', password);
    expect(first.json()).toMatchObject({ code: 0, data: { name: 'gina', secondStep: 'code' } });
    expect(first.cookies.find((c) => c.name === operatorCookie)).toBeUndefined();
    const ticket = first.json().data.stepTicket as string;

    expect((await secondStep('forged-ticket', appCode(t, key))).json().code).toBe(codes.mfaStepInvalid);
    t.clock.advance(step);
    const done = await secondStep(ticket, appCode(t, key));
    expect(done.json()).toMatchObject({ code: 0, data: { name: 'gina', factorSetUpRequired: false } });
    const cookie = cookieFrom(done, operatorCookie);
    expect((await get(cookie, '/site/config')).json().code).toBe(0);
    // The ticket is spent.
    t.clock.advance(step);
    expect((await secondStep(ticket, appCode(t, key))).json().code).toBe(codes.mfaStepInvalid);

    // A recovery code signs in once; the same code a second time is refused.
    const again = (await signIn(t, 'gina', password)).json().data.stepTicket as string;
    expect((await secondStep(again, recoveryCodes[0]!)).json().code).toBe(0);
    const third = (await signIn(t, 'gina', password)).json().data.stepTicket as string;
    expect((await secondStep(third, recoveryCodes[0]!)).json().code).toBe(codes.mfaCodeWrong);
    expect((await get(cookie, '/mfa')).json().data.recoveryCodesLeft).toBe(9);

    // An expired ticket (5 minutes) is refused even with a right code.
    t.clock.advance(fiveMinutes + step);
    expect((await secondStep(third, appCode(t, key))).json().code).toBe(codes.mfaStepInvalid);
  });

  it('locks the operator at a source after 5 wrong second-step codes there, even for the right one; elsewhere it still signs in', async () => {
    const { password, key } = await readyOperator(t, 'hana');
    const guesser = newIp();
    const ticket = (await signIn(t, 'hana', password, guesser)).json().data.stepTicket as string;
    for (let i = 0; i < 4; i++) expect((await secondStep(ticket, '123456', guesser)).json().code).toBe(codes.mfaCodeWrong);
    expect((await secondStep(ticket, '123456', guesser)).json().code).toBe(codes.locked);
    t.clock.advance(step);
    const locked = await secondStep(ticket, appCode(t, key), guesser);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe(codes.locked);
    expect(locked.cookies.find((c) => c.name === operatorCookie)).toBeUndefined();
    const own = (await signIn(t, 'hana', password)).json().data.stepTicket as string;
    expect((await secondStep(own, appCode(t, key))).json().code).toBe(0);
    const log = await t.db.selectFrom('operation_logs').select(['action', 'content']).where('content', 'like', 'operator hana%').execute();
    expect(log.filter((r) => r.action === 'signInFailed' && r.content.includes('second step'))).toHaveLength(5);
  });

  it('refuses an approval without a fresh code, lets approvals through for 5 minutes after one, then refuses again; each step logged', async () => {
    const { cookie, key, recoveryCodes } = await readyOperator(t, 'iris');
    const approve = () => post(cookie, `/seals/${someId}/decision`, { approve: true });
    const refused = await approve();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(codes.refused);
    expect((await get(cookie, '/mfa/operation')).json().data).toEqual({ method: 'code', phone: null, provenUntil: null, passkey: false });

    expect((await post(cookie, '/mfa/operation/prove', { code: '000000' })).json()).toMatchObject({
      code: codes.mfaCodeWrong,
      data: { fields: [{ field: 'code' }] },
    });
    t.clock.advance(step);
    const proven = (await post(cookie, '/mfa/operation/prove', { code: appCode(t, key) })).json();
    expect(proven).toMatchObject({ code: 0, data: { provenUntil: t.clock.now() + fiveMinutes } });
    // Past the gate: the made-up seal is simply not found.
    expect((await approve()).json().code).not.toBe(codes.refused);
    for (const path of ['/realName/applications', '/enterprise/applications'])
      expect((await post(cookie, `${path}/${someId}/decision`, { approve: true })).json().code).not.toBe(codes.refused);
    t.clock.advance(fiveMinutes);
    expect((await approve()).json().code).toBe(codes.refused);
    // A recovery code proves too (and is spent).
    expect((await post(cookie, '/mfa/operation/prove', { code: recoveryCodes[1]! })).json().code).toBe(0);
    expect((await approve()).json().code).not.toBe(codes.refused);

    const log = await t.db.selectFrom('operation_logs').select(['action']).where('content', 'like', 'operator iris%').execute();
    expect(log.map((r) => r.action)).toEqual(expect.arrayContaining(['totpAdded', 'operationProven']));
    expect(log.filter((r) => r.action === 'operationProven')).toHaveLength(2);
  });

  it('counts wrong proof codes toward the operator’s lock (5 wrong: locked, even for the right code)', async () => {
    const { cookie, key } = await readyOperator(t, 'jade');
    for (let i = 0; i < 4; i++)
      expect((await post(cookie, '/mfa/operation/prove', { code: '111111' })).json().code).toBe(codes.mfaCodeWrong);
    expect((await post(cookie, '/mfa/operation/prove', { code: '111111' })).json().code).toBe(1002005);
    t.clock.advance(step);
    expect((await post(cookie, '/mfa/operation/prove', { code: appCode(t, key) })).json().code).toBe(1002005);
    expect((await post(cookie, '/mfa/recovery/renew', { code: appCode(t, key) })).json().code).toBe(1002005);
  });

  it('renews the recovery codes with a current code: the old ones stop working', async () => {
    const { cookie, key, recoveryCodes } = await readyOperator(t, 'kira');
    t.clock.advance(step);
    const renewed = (await post(cookie, '/mfa/recovery/renew', { code: appCode(t, key) })).json();
    expect(renewed.data.recoveryCodes).toHaveLength(10);
    expect((await post(cookie, '/mfa/operation/prove', { code: recoveryCodes[0]! })).json().code).toBe(codes.mfaCodeWrong);
    expect((await post(cookie, '/mfa/operation/prove', { code: renewed.data.recoveryCodes[0] })).json().code).toBe(0);
  });
});
