import { appsRoutes } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appBody, appPath, customer } from '../support/apps-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';

/**
 * A new enterprise with no service yet can still start: a sandbox application is created without any
 * service (and authorized for services once it has some); a production one still needs a service.
 */
describe.each(databases)('an application before any service on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a sandbox application with no service, listed and opened with none', async () => {
    const c = await customer(t);
    const empty = await c.post(appsRoutes.create.path, appBody([], { environment: 'sandbox', name: 'Trial' }));
    expect(empty.json().code, empty.body).toBe(0);
    expect(empty.json().data.appId).toMatch(/^sbx_/);
    const { serviceIds: _omitted, ...withoutList } = appBody([], { environment: 'sandbox', name: 'Trial two', appAbbreviation: 'TWO' });
    const omitted = await c.post(appsRoutes.create.path, withoutList);
    expect(omitted.json().code, omitted.body).toBe(0);

    const detail = await c.get(appPath(appsRoutes.detail.path, { id: empty.json().data.id }));
    expect(detail.json().code, detail.body).toBe(0);
    expect(detail.json().data.services).toEqual([]);
    const list = await c.get(appsRoutes.list.path);
    expect(
      list
        .json()
        .data.list.map((a: { name: string }) => a.name)
        .sort(),
    ).toEqual(['Trial', 'Trial two']);
  });

  it('still refuses a production application with no service, naming the field in en and zh, and creates nothing', async () => {
    const c = await customer(t);
    const en = await c.post(appsRoutes.create.path, appBody([]));
    expect(en.statusCode).toBe(400);
    expect(en.json().data.fields).toEqual([expect.objectContaining({ field: 'serviceIds' })]);
    expect(en.json().msg).toContain('Tick at least one service');
    const zh = await c.post(appsRoutes.create.path, appBody([]), 'zh');
    expect(zh.json().msg).toContain('请至少勾选一个服务');
    const list = await c.get(appsRoutes.list.path);
    expect(list.json().data.list).toEqual([]);
  });
});
