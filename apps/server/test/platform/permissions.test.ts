import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEndpoints, defineRoutes } from '@console/contract';
import { z } from 'zod';
import { defineRoute } from '../../src/platform/route.js';
import { type TestApp, databases, signedInUser, startTestApp } from '../support/harness.js';
import { enterpriseContext } from '../support/enterprise-helpers.js';

/** Probe routes guarded by catalogue codes, the same codes the console's menu is built from. */
const probeRoutes = defineRoutes('probe', {
  eBasicInfo: { method: 'GET', path: '/console/probe/eBasicInfo', access: 'user', permission: 'eBasicInfo' },
  addPhone: { method: 'GET', path: '/console/probe/addPhone', access: 'user', permission: 'addPhone' },
  pBasicInfo: { method: 'GET', path: '/console/probe/pBasicInfo', access: 'user', permission: 'pBasicInfo' },
});
const probe = defineEndpoints(probeRoutes, {
  eBasicInfo: { summary: 'probe', summaryZh: '探针', output: z.string() },
  addPhone: { summary: 'probe', summaryZh: '探针', output: z.string() },
  pBasicInfo: { summary: 'probe', summaryZh: '探针', output: z.string() },
});
const probes = [
  defineRoute(probe.eBasicInfo, async () => 'enterprise page'),
  defineRoute(probe.addPhone, async () => 'master only'),
  defineRoute(probe.pBasicInfo, async () => 'personal page'),
];

describe.each(databases)('server permission guard on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {}, { extraRoutes: probes });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A signed-in person whose session is in an enterprise context with the given role. */
  async function memberSession(role: 'master' | 'admin' | 'member') {
    const { userId, cookie } = await signedInUser(t);
    const { enterpriseId } = await enterpriseContext(t, userId, { name: 'Acme', role, realNameStatus: 2, checkStatus: 0 });
    return { cookie, enterpriseId };
  }

  it('refuses an enterprise page to a personal session with code 401 and HTTP 403', async () => {
    const { cookie } = await signedInUser(t);
    const res = await t.call('GET', '/webgate/console/probe/eBasicInfo', { cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 401, data: null });
    expect((await t.call('GET', '/webgate/console/probe/pBasicInfo', { cookie })).json()).toMatchObject({ code: 0, data: 'personal page' });
  });

  it('lets the master administrator reach master-only pages and an administrator not', async () => {
    const master = await memberSession('master');
    expect((await t.call('GET', '/webgate/console/probe/addPhone', { cookie: master.cookie })).json().code).toBe(0);
    const admin = await memberSession('admin');
    expect((await t.call('GET', '/webgate/console/probe/eBasicInfo', { cookie: admin.cookie })).json().code).toBe(0);
    expect((await t.call('GET', '/webgate/console/probe/addPhone', { cookie: admin.cookie })).json().code).toBe(401);
  });

  it('gives an enterprise session the enterprise moduleList and header type 2, and no personal center', async () => {
    const master = await memberSession('master');
    const header = (await t.call('GET', '/webgate/base/user/headerInfo', { cookie: master.cookie })).json().data;
    expect(header).toMatchObject({ companyUuid: master.enterpriseId, type: 2 });
    const links: string[] = (await t.call('POST', '/webgate/base/user/getUserInfo2', { cookie: master.cookie, form: {} }))
      .json()
      .data.user.moduleList.map((m: { webLink: string }) => m.webLink);
    expect(links).toContain('enterpriseCenter:eCenterInfo:addPhone');
    expect(links.some((l) => l.startsWith('personalCenter'))).toBe(false);
    expect((await t.call('GET', '/webgate/console/probe/pBasicInfo', { cookie: master.cookie })).json().code).toBe(401);
  });

  it('gives an ordinary member without a role no enterprise pages', async () => {
    const member = await memberSession('member');
    expect((await t.call('GET', '/webgate/console/probe/eBasicInfo', { cookie: member.cookie })).json().code).toBe(401);
  });
});
