import { organizationRoutes, recordStatus, sealGrantRoutes as g, sealsRoutes as r } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hasLiveAutoSignAuthorization, hasLiveSealGrant } from '../../src/features/seals/index.js';
import { appBody, createApp, newSecret, signedCall } from '../support/apps-helpers.js';
import { lastCodeTo } from '../support/auth-helpers.js';
import { advanceSignedIn } from '../support/enterprise-auth-helpers.js';
import { enterpriseOf } from '../support/enterprise-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, signedInPerson } from '../support/real-name-helpers.js';
import { path } from './support.js';

const hour = 60 * 60_000;
const day = 24 * hour;
/** The envelope code of a 404. */
const notFound = 1000404;

/**
 * Seal grants and auto-sign authorizations: the master or an administrator grants a normal seal to a
 * member on the job after an SMS code to their own phone; a grant expires by its period without a job,
 * is revoked at once, ends when its member separates; a member sees only the seals granted to them;
 * the master authorizes an application to sign unattended; another enterprise's ids are not found.
 */
describe.each(databases)('seal grants and auto-sign on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterEach(async () => {
    await t.close();
  });

  async function company() {
    const master = await signedInPerson(t);
    const { enterpriseId } = await enterpriseOf(t, master, { passed: true, name: '杭州示例网络科技有限公司' });
    const seal = (await master.post(r.create.path, { kind: 'contract', sizeMm: 40 })).json().data as { id: string; alias: string };
    return { master, enterpriseId, seal };
  }
  async function join(enterpriseId: string, role: 'admin' | 'member' = 'member') {
    const p = await signedInPerson(t);
    await enterpriseOf(t, p, { enterpriseId, role });
    const member = await t.db
      .selectFrom('members')
      .select('id')
      .where('user_id', '=', p.userId)
      .where('enterprise_id', '=', enterpriseId)
      .executeTakeFirstOrThrow();
    return Object.assign(p, { memberId: member.id });
  }
  /** A code to the person's phone: sends are a minute apart and five an hour at most, so the clock moves on first. */
  async function codeOf(p: Person, route: { path: string }, ...others: Person[]) {
    await advanceSignedIn(t, 13 * 60_000, p, ...others);
    const sent = (await p.post(route.path, {})).json();
    expect(sent.code, JSON.stringify(sent)).toBe(0);
    return lastCodeTo(t, p.phone);
  }
  const grantBody = (memberId: string, over: Record<string, unknown> = {}) => ({
    memberId,
    role: 'user',
    appIds: [],
    startAt: t.clock.now(),
    endAt: null,
    ...over,
  });
  const grant = async (p: Person, sealId: string, body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
    (await p.post(path(g.grant.path, sealId), body, lang)).json();
  const sealIds = async (p: Person) => ((await p.get(r.list.path)).json().data.list as { id: string }[]).map((s) => s.id);
  const live = (sealId: string, userId: string, appId?: string) =>
    hasLiveSealGrant({ db: t.db, sealId, userId, appId, now: new Date(t.clock.now()) });
  const grantsOf = async (p: Person, sealId: string) => (await p.get(`${g.grants.path}?sealId=${sealId}`)).json().data;

  it('a member without a grant sees no seal; granted (with the SMS code), they see it and its image; the seal lists who holds it', async () => {
    const { master, enterpriseId, seal } = await company();
    const member = await join(enterpriseId);
    expect(await sealIds(member)).toEqual([]);
    expect((await member.get(path(r.image.path, seal.id))).statusCode).toBe(404);
    // A member cannot grant nor see the grants.
    expect((await member.get(g.grants.path)).json().code).toBe(401);

    const code = await codeOf(master, g.grantCode, member);
    const granted = await grant(master, seal.id, { ...grantBody(member.memberId), code });
    expect(granted.code, JSON.stringify(granted)).toBe(0);
    expect(granted.data).toMatchObject({
      sealId: seal.id,
      userId: member.userId,
      role: 'user',
      apps: [],
      endAt: null,
      status: recordStatus.normal,
    });
    expect(await sealIds(member)).toEqual([seal.id]);
    const image = await member.get(path(r.image.path, seal.id));
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    const holders = await grantsOf(master, seal.id);
    expect(holders.list.map((x: { userId: string }) => x.userId)).toEqual([member.userId]);
    expect(await live(seal.id, member.userId)).toBe(true);
    // A second normal grant of the seal to the member is refused.
    const again = await grant(master, seal.id, { ...grantBody(member.memberId), code: await codeOf(master, g.grantCode, member) });
    expect(again.code).toBe(1016034);
    // The master still sees every seal.
    expect(await sealIds(master)).toEqual([seal.id]);
    const logged = await t.db.selectFrom('operation_logs').select('action').where('action', '=', 'grantSeal').execute();
    expect(logged).toHaveLength(1);
  });

  it('the SMS code is required: missing or wrong, nothing is granted', async () => {
    const { master, enterpriseId, seal } = await company();
    const member = await join(enterpriseId);
    const missing = await grant(master, seal.id, grantBody(member.memberId));
    expect(missing.data.fields[0].field).toBe('code');
    const wrong = await grant(master, seal.id, { ...grantBody(member.memberId), code: '000000' });
    expect(wrong.data.fields[0]).toMatchObject({ field: 'code' });
    expect(await t.db.selectFrom('seal_grants').selectAll().execute()).toEqual([]);
  });

  it('bad input is refused beside its field in en and zh and changes nothing; the code stays good for the right grant', async () => {
    const { master, enterpriseId, seal } = await company();
    const member = await join(enterpriseId);
    const code = await codeOf(master, g.grantCode, member);
    const now = t.clock.now();

    const period = await grant(master, seal.id, { ...grantBody(member.memberId, { startAt: now + day, endAt: now }), code });
    expect(period.code).toBe(1016030);
    expect(period.data.fields[0]).toEqual({ field: 'endAt', message: 'The end must come after the start' });
    const periodZh = await grant(master, seal.id, { ...grantBody(member.memberId, { startAt: now + day, endAt: now }), code }, 'zh');
    expect(periodZh.data.fields[0]).toEqual({ field: 'endAt', message: '结束时间须晚于开始时间' });

    const other = await company();
    const stranger = await join(other.enterpriseId);
    const foreignMember = await grant(master, seal.id, { ...grantBody(stranger.memberId), code });
    expect(foreignMember.data.fields[0]).toEqual({ field: 'memberId', message: 'Choose a member of this enterprise who is on the job' });
    const foreignSeal = await grant(master, other.seal.id, { ...grantBody(member.memberId), code });
    expect(foreignSeal.code).toBe(notFound);

    const foreignApp = await createApp(t, other.master, appBody([], { environment: 'sandbox' }));
    const app = await grant(master, seal.id, { ...grantBody(member.memberId, { appIds: [foreignApp.id] }), code }, 'zh');
    expect(app.data.fields[0]).toEqual({ field: 'appIds', message: '请选择本企业的应用' });

    // A disabled seal is not granted.
    await master.post(path(r.disable.path, seal.id), {});
    expect((await grant(master, seal.id, { ...grantBody(member.memberId), code })).code).toBe(1016031);
    await master.post(path(r.enable.path, seal.id), {});

    expect(await t.db.selectFrom('seal_grants').selectAll().execute()).toEqual([]);
    const ok = await grant(master, seal.id, { ...grantBody(member.memberId), code });
    expect(ok.code, JSON.stringify(ok)).toBe(0);
  });

  it('a grant for a period reads expired once it ends (no job), signs nothing, and may then be granted again', async () => {
    const { master, enterpriseId, seal } = await company();
    const member = await join(enterpriseId);
    const start = t.clock.now() + hour;
    const body = grantBody(member.memberId, { startAt: start, endAt: start + day });
    expect((await grant(master, seal.id, { ...body, code: await codeOf(master, g.grantCode, member) })).code).toBe(0);
    // Not started yet: not live. (The code was sent 13 minutes on; the start is an hour after that.)
    expect(await live(seal.id, member.userId)).toBe(false);
    await advanceSignedIn(t, hour, master, member);
    expect(await live(seal.id, member.userId)).toBe(true);
    expect(await sealIds(member)).toEqual([seal.id]);

    await advanceSignedIn(t, day, master, member);
    expect(await live(seal.id, member.userId)).toBe(false);
    expect(await sealIds(member)).toEqual([]);
    expect((await grantsOf(master, seal.id)).list[0]).toMatchObject({ status: recordStatus.expired, endedReason: null });

    const again = await grant(master, seal.id, { ...grantBody(member.memberId), code: await codeOf(master, g.grantCode, member) });
    expect(again.code, JSON.stringify(again)).toBe(0);
    const list = (await grantsOf(master, seal.id)).list as { status: number; endedReason: string | null }[];
    expect(list.map((x) => [x.status, x.endedReason])).toEqual([
      [recordStatus.normal, null],
      [recordStatus.expired, 'replaced'],
    ]);
  });

  it('a grant for named applications applies only through them; an approver applies nothing', async () => {
    const { master, enterpriseId, seal } = await company();
    const member = await join(enterpriseId);
    const approver = await join(enterpriseId);
    const app = await createApp(t, master, appBody([], { environment: 'sandbox' }));
    const archive = await createApp(t, master, appBody([], { environment: 'sandbox', name: 'Archive' }));
    const named = await grant(master, seal.id, {
      ...grantBody(member.memberId, { appIds: [app.id, archive.id] }),
      code: await codeOf(master, g.grantCode, member, approver),
    });
    // The applications are named, in name order, in the answer and in the list.
    const apps = [
      { id: archive.id, name: 'Archive' },
      { id: app.id, name: 'Order service' },
    ];
    expect(named.data.apps).toEqual(apps);
    expect((await grantsOf(master, seal.id)).list[0]).toMatchObject({ id: named.data.id, apps });
    expect(await live(seal.id, member.userId, app.id)).toBe(true);
    expect(await live(seal.id, member.userId, 'another-app')).toBe(false);
    expect(await live(seal.id, member.userId)).toBe(false);
    await grant(master, seal.id, {
      ...grantBody(approver.memberId, { role: 'approver' }),
      code: await codeOf(master, g.grantCode, member, approver),
    });
    expect(await live(seal.id, approver.userId)).toBe(false);
    expect(await sealIds(approver)).toEqual([seal.id]);
  });

  it('revoking ends a grant at once; a second revoke is refused', async () => {
    const { master, enterpriseId, seal } = await company();
    const admin = await join(enterpriseId, 'admin');
    const member = await join(enterpriseId);
    // An administrator grants with their own phone's code.
    const granted = await grant(admin, seal.id, { ...grantBody(member.memberId), code: await codeOf(admin, g.grantCode, master, member) });
    expect(granted.code, JSON.stringify(granted)).toBe(0);
    const revoked = (await master.post(path(g.revokeGrant.path, granted.data.id), {})).json();
    expect(revoked.data).toMatchObject({ status: recordStatus.disabled, endedReason: 'revoked' });
    expect(await live(seal.id, member.userId)).toBe(false);
    expect(await sealIds(member)).toEqual([]);
    expect((await master.post(path(g.revokeGrant.path, granted.data.id), {})).json().code).toBe(1016035);
  });

  it('a member’s grants end when they separate, and a separated member is not granted', async () => {
    const { master, enterpriseId, seal } = await company();
    const member = await join(enterpriseId);
    expect((await grant(master, seal.id, { ...grantBody(member.memberId), code: await codeOf(master, g.grantCode, member) })).code).toBe(0);
    const separated = (await master.post(organizationRoutes.separate.path.replace(':id', member.memberId), {})).json();
    expect(separated.code, JSON.stringify(separated)).toBe(0);
    expect(await live(seal.id, member.userId)).toBe(false);
    expect((await grantsOf(master, seal.id)).list[0]).toMatchObject({ status: recordStatus.disabled, endedReason: 'separated' });
    const again = await grant(master, seal.id, { ...grantBody(member.memberId), code: await codeOf(master, g.grantCode) });
    expect(again.data.fields[0].field).toBe('memberId');
  });

  it('the master authorizes an application to apply a seal unattended for a period; listed on the seal and the application; revoked at once', async () => {
    const { master, enterpriseId, seal } = await company();
    const admin = await join(enterpriseId, 'admin');
    const app = await createApp(t, master, appBody([], { environment: 'sandbox' }));
    const now = t.clock.now();
    const body = { applicationId: app.id, startAt: now, endAt: now + 30 * day };
    // Only the master: an administrator is refused before any code is sent.
    expect((await admin.post(g.autoSignCode.path, {})).json().code).toBe(1016036);
    expect((await master.post(path(g.autoSign.path, seal.id), { ...body, code: '123456' })).json().data.fields[0].field).toBe('code');
    const bad = (await master.post(path(g.autoSign.path, seal.id), { ...body, endAt: now - 1, code: '123456' }, 'zh')).json();
    expect(bad.data.fields[0]).toEqual({ field: 'endAt', message: '结束时间须晚于开始时间' });

    const made = (await master.post(path(g.autoSign.path, seal.id), { ...body, code: await codeOf(master, g.autoSignCode, admin) })).json();
    expect(made.code, JSON.stringify(made)).toBe(0);
    expect(made.data).toMatchObject({ sealId: seal.id, applicationId: app.id, appId: app.appId, status: recordStatus.normal });
    const check = () => hasLiveAutoSignAuthorization({ db: t.db, sealId: seal.id, appId: app.id, now: new Date(t.clock.now()) });
    expect(await check()).toBe(true);
    for (const query of [`sealId=${seal.id}`, `applicationId=${app.id}`]) {
      const list = (await admin.get(`${g.autoSigns.path}?${query}`)).json().data;
      expect(list.list).toEqual([expect.objectContaining({ id: made.data.id, appId: app.appId, appName: 'Order service' })]);
    }
    expect((await admin.post(path(g.revokeAutoSign.path, made.data.id), {})).json().code).toBe(1016036);
    const revoked = (await master.post(path(g.revokeAutoSign.path, made.data.id), {})).json();
    expect(revoked.data).toMatchObject({ status: recordStatus.disabled, endedReason: 'revoked', appName: 'Order service' });
    expect(await check()).toBe(false);

    // A new one expires by its period.
    const short = { applicationId: app.id, startAt: t.clock.now(), endAt: t.clock.now() + day };
    expect(
      (await master.post(path(g.autoSign.path, seal.id), { ...short, code: await codeOf(master, g.autoSignCode, admin) })).json().code,
    ).toBe(0);
    expect(await check()).toBe(true);
    await advanceSignedIn(t, 2 * day, master, admin);
    expect(await check()).toBe(false);
    expect((await master.get(`${g.autoSigns.path}?sealId=${seal.id}`)).json().data.list[0].status).toBe(recordStatus.expired);
  });

  it('another enterprise’s seal, grant and authorization are not found, and its lists are its own', async () => {
    const { master, enterpriseId, seal } = await company();
    const member = await join(enterpriseId);
    const granted = await grant(master, seal.id, { ...grantBody(member.memberId), code: await codeOf(master, g.grantCode, member) });
    const app = await createApp(t, master, appBody([], { environment: 'sandbox' }));
    const now = t.clock.now();
    const auto = (
      await master.post(path(g.autoSign.path, seal.id), {
        applicationId: app.id,
        startAt: now,
        endAt: now + day,
        code: await codeOf(master, g.autoSignCode, member),
      })
    ).json();
    expect(auto.code, JSON.stringify(auto)).toBe(0);

    const other = await company();
    const theirMember = await join(other.enterpriseId);
    const code = await codeOf(other.master, g.grantCode);
    expect((await grant(other.master, seal.id, { ...grantBody(theirMember.memberId), code })).code).toBe(notFound);
    expect((await other.master.post(path(g.revokeGrant.path, granted.data.id), {})).json().code).toBe(notFound);
    expect((await other.master.post(path(g.revokeAutoSign.path, auto.data.id), {})).json().code).toBe(notFound);
    expect((await other.master.get(`${g.grants.path}?sealId=${seal.id}`)).json().data.list).toEqual([]);
    expect((await other.master.get(g.autoSigns.path)).json().data.list).toEqual([]);
    expect((await other.master.get(path(r.image.path, seal.id))).statusCode).toBe(404);
    expect(await live(seal.id, member.userId)).toBe(true);
  });

  it('the open API lists the enterprise’s grants and authorizations, signed and free', async () => {
    const { master, enterpriseId, seal } = await company();
    const member = await join(enterpriseId);
    await grant(master, seal.id, { ...grantBody(member.memberId), code: await codeOf(master, g.grantCode, member) });
    const app = await createApp(t, master, appBody([], { environment: 'sandbox' }));
    await advanceSignedIn(t, 13 * 60_000, master, member);
    const secret = await newSecret(t, master, app.id);
    const now = t.clock.now();
    await master.post(path(g.autoSign.path, seal.id), {
      applicationId: app.id,
      startAt: now,
      endAt: now + day,
      code: await codeOf(master, g.autoSignCode, member),
    });
    const grants = await signedCall(t, { appId: app.appId, secret: secret.secret, path: 'seal/grants', query: [['sealId', seal.id]] });
    expect(grants.json().code, grants.body).toBe(0);
    expect(grants.json().data.list.map((x: { userId: string }) => x.userId)).toEqual([member.userId]);
    const autos = await signedCall(t, { appId: app.appId, secret: secret.secret, path: 'seal/auto-signs' });
    expect(autos.json().data.list.map((x: { applicationId: string }) => x.applicationId)).toEqual([app.id]);
    // Free: nothing metered.
    expect(await t.db.selectFrom('usage_records').selectAll().execute()).toEqual([]);
    // Unsigned, refused.
    expect((await t.app.inject({ method: 'GET', url: '/webgate/platform-api/v1/seal/grants' })).statusCode).toBeGreaterThanOrEqual(400);
  });
});
