import { realNameRoutes } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOperator } from '../../src/features/ops/service.js';
import { newId } from '../../src/platform/ids.js';
import { operatorCookie } from '../../src/platform/operator-session.js';
import { lastMessageTo, outbox } from '../support/auth-helpers.js';
import { type TestApp, cookieFrom, databases, startTestApp } from '../support/harness.js';
import { newPassword, setUpOperatorFactor, signIn } from '../support/ops-helpers.js';
import {
  type Person,
  faceUpload,
  operationLogJson,
  people,
  phoneAuth,
  secretsOf,
  signedInPerson,
  videoFixture,
} from '../support/real-name-helpers.js';

const { zhang, li, sun } = people;

describe.each(databases)('real-name review queue on %s', (kind) => {
  let t: TestApp;
  let ops: { cookie: string; operatorId: string };
  beforeEach(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
    const { id: operatorId, password } = await createOperator(t, { name: 'rita' });
    const signedIn = await signIn(t, 'rita', password);
    const cookie = cookieFrom(signedIn, operatorCookie);
    const changed = await t.call('POST', '/webgate/operation-webapi/password', {
      cookie,
      body: { oldPass: password, newPass: newPassword },
    });
    expect(changed.json().code).toBe(0);
    await setUpOperatorFactor(t, cookie, newPassword);
    ops = { cookie, operatorId };
  });
  afterEach(async () => {
    await t.close();
  });

  const url = (path: string, id: string) => path.replace(':id', id);
  const opsGet = (path: string) => t.call('GET', `/webgate${path}`, { cookie: ops.cookie });
  const decide = (id: string, body: Record<string, unknown>, language: 'en' | 'zh' = 'en') =>
    t.call('POST', `/webgate${url(realNameRoutes.reviewDecision.path, id)}`, { cookie: ops.cookie, body, language });
  const stateOf = async (p: Person) => (await p.get(realNameRoutes.state.path)).json().data;

  /** A person whose face video went to manual review (李四 by default). */
  async function inReview(language: 'en' | 'zh' = 'en', who = li) {
    const p = await signedInPerson(t, {}, language);
    const res = await faceUpload(p, who);
    expect(res.json().data.status).toBe('underReview');
    return { p, id: res.json().data.id as string };
  }

  it('lists applications masked, shows one unmasked to the operator (logged), and serves its video uncached', async () => {
    const { p, id } = await inReview();
    const list = await opsGet(`${realNameRoutes.reviewApplications.path}?status=underReview`);
    expect(list.json().data).toMatchObject({
      total: 1,
      list: [{ id, userAccountName: p.userName, status: 'underReview', mode: 'face', name: '*四', idNumber: '310***********4322' }],
    });
    for (const secret of secretsOf(li)) expect(list.body).not.toContain(secret);
    expect((await opsGet(`${realNameRoutes.reviewApplications.path}?status=passed`)).json().data.total).toBe(0);

    const detail = await opsGet(url(realNameRoutes.reviewApplication.path, id));
    expect(detail.json().data).toMatchObject({
      id,
      userId: p.userId,
      name: li.name,
      idNumber: li.idNumber,
      hasVideo: true,
      status: 'underReview',
      history: [],
    });
    expect(detail.json().data.videoMs).toBeGreaterThanOrEqual(2500);

    const video = await opsGet(url(realNameRoutes.reviewVideo.path, id));
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/webm');
    expect(video.headers['cache-control']).toBe('no-store');
    expect(video.rawPayload.equals(videoFixture('2.6s.webm').bytes)).toBe(true);

    const logs = await t.db
      .selectFrom('operation_logs')
      .selectAll()
      .where('user_id', '=', p.userId)
      .where('operator_id', '=', ops.operatorId)
      .execute();
    expect(logs.map((r) => r.action).sort()).toEqual(['readApplication', 'readVideo']);
    const logText = await operationLogJson(t, p.userId);
    for (const secret of secretsOf(li)) expect(logText).not.toContain(secret);
  });

  it('approves: the person passes and is told by SMS in their language; a second decision is refused', async () => {
    const { p, id } = await inReview('zh');
    expect((await decide(id, { decision: 'pass' })).json().code).toBe(0);
    expect(await stateOf(p)).toMatchObject({ status: 2, checkStatus: 2, current: { id, status: 'passed' }, pending: null });
    expect((await p.get(realNameRoutes.resultAuth.path)).json().data.checkStatus).toBe(2);
    const row = await t.db.selectFrom('real_name_applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'passed', reviewed_by: ops.operatorId, decided_at: t.clock.now() });

    const sms = await lastMessageTo(t, p.phone);
    expect(sms?.text).toContain('实名认证已于');
    expect(sms?.text).toContain('审核通过');

    const again = await decide(id, { decision: 'reject', reason: 'too late' });
    expect(again.json().code).toBe(1003018);
    expect((await stateOf(p)).status).toBe(2);
    const logs = await t.db
      .selectFrom('operation_logs')
      .select(['action', 'operator_id'])
      .where('user_id', '=', p.userId)
      .where('action', '=', 'approve')
      .execute();
    expect(logs).toEqual([{ action: 'approve', operator_id: ops.operatorId }]);
  });

  it('rejects with a reason the person sees; told by e-mail when the account has no phone', async () => {
    const { p, id } = await inReview('en');
    await t.db.updateTable('users').set({ phone_cipher: null, phone_hash: null }).where('id', '=', p.userId).execute();
    const noReason = await decide(id, { decision: 'reject', reason: '' });
    expect(noReason.json()).toMatchObject({ code: 1000400, data: { fields: [{ field: 'reason' }] } });
    expect((await stateOf(p)).status).toBe(1);

    expect((await decide(id, { decision: 'reject', reason: 'The face is not visible' })).json().code).toBe(0);
    expect(await stateOf(p)).toMatchObject({ status: 4, checkStatus: 4, pending: null });
    const history = (await p.get(realNameRoutes.history.path)).json().data.list;
    expect(history).toMatchObject([{ id, status: 'rejected', reviewNote: 'The face is not visible' }]);
    const mail = await lastMessageTo(t, p.email);
    expect(mail).toMatchObject({ channel: 'mail', subject: expect.stringContaining('rejected') });
    expect(mail?.text).toContain('The face is not visible');
    expect((await outbox(t)).some((m) => m.to === p.phone && m.purpose.startsWith('real_name_'))).toBe(false);
    // Rejected people may apply again.
    expect((await phoneAuth(t, p, zhang)).json().data.status).toBe('passed');
  });

  it('passing a change in review supersedes the old identity; the history shows both', async () => {
    const p = await signedInPerson(t);
    await phoneAuth(t, p, zhang);
    const change = await p.upload(
      realNameRoutes.changeSubmit.path,
      { password: p.password, mode: 'face', name: sun.name, idNumber: sun.idNumber },
      videoFixture('2.6s.webm'),
    );
    const id = change.json().data.id as string;
    expect(change.json().data.status).toBe('underReview');
    const detail = (await opsGet(url(realNameRoutes.reviewApplication.path, id))).json().data;
    expect(detail).toMatchObject({ purpose: 'change', name: sun.name, history: [{ status: 'passed', idNumber: '110***********7651' }] });

    expect((await decide(id, { decision: 'pass' })).json().code).toBe(0);
    expect((await p.get(realNameRoutes.history.path)).json().data.list).toMatchObject([
      { id, purpose: 'change', status: 'passed' },
      { purpose: 'authenticate', status: 'superseded' },
    ]);
    expect((await p.get('/console/personal/profile')).json().data.idNumber).toBe('320***********0019');
  });

  it('refuses decisions on applications not in review, and answers 404 for unknown ids and absent videos', async () => {
    const p = await signedInPerson(t);
    const passed = (await phoneAuth(t, p, zhang)).json().data.id as string;
    expect((await decide(passed, { decision: 'pass' })).json().code).toBe(1003018);
    expect((await opsGet(url(realNameRoutes.reviewVideo.path, passed))).json().code).toBe(1000404);
    expect((await opsGet(url(realNameRoutes.reviewApplication.path, newId()))).json().code).toBe(1000404);
    expect((await decide(newId(), { decision: 'pass' })).json().code).toBe(1000404);
  });

  it('is for operators only', async () => {
    const { p, id } = await inReview();
    expect((await p.get(realNameRoutes.reviewApplications.path)).json().code).not.toBe(0);
    const asPerson = await t.call('POST', `/webgate${url(realNameRoutes.reviewDecision.path, id)}`, {
      cookie: p.cookie,
      body: { decision: 'pass' },
    });
    expect(asPerson.json().code).not.toBe(0);
    expect((await stateOf(p)).status).toBe(1);
  });
});
