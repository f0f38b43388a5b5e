import { appsRoutes, errorCatalogue } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, appBody, appPath, createApp, customer, grant, operatorOf } from '../support/apps-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';

const code = (key: keyof typeof errorCatalogue) => errorCatalogue[key].code;
const appsOf = (id: string) => appPath(appsRoutes.serviceApps.path, { id });
const tick = (id: string, applicationId: string) => appPath(appsRoutes.serviceAuthorize.path, { id, applicationId });
const heldBy = async (c: { get: (u: string) => Promise<{ json: () => { data: { services: { id: string }[] } } }> }, id: string) =>
  (await c.get(appPath(appsRoutes.detail.path, { id })))
    .json()
    .data.services.map((s) => s.id)
    .sort();

describe.each(databases)('the service-authorization page on %s', (kind) => {
  let t: TestApp;
  let ops: string;
  let product: { id: string };
  beforeAll(async () => {
    t = await startTestApp(kind);
    ops = await operatorOf(t);
    product = await addProduct(t, ops, 'id2');
  });
  afterAll(() => t.close());

  async function enterpriseWithTwoServices() {
    const c = await customer(t);
    const a = await grant(t, ops, { enterpriseId: c.enterpriseId, productId: product.id, totalCount: 10 });
    const b = await grant(t, ops, { enterpriseId: c.enterpriseId, productId: product.id, totalCount: 20 });
    return { c, a, b };
  }

  it('lists every application of the enterprise with whether it may call the service, paged', async () => {
    const { c, a, b } = await enterpriseWithTwoServices();
    const first = await createApp(t, c, appBody([a.id], { name: 'First' }));
    const second = await createApp(t, c, appBody([b.id], { name: 'Second', environment: 'sandbox' }));
    const res = await c.get(`${appsOf(a.id)}?pageSize=1`);
    expect(res.json().code, res.body).toBe(0);
    const page1 = res.json().data;
    expect(page1.total).toBe(2);
    expect(page1.list).toHaveLength(1);
    const page2 = (await c.get(`${appsOf(a.id)}?pageSize=1&after=${page1.next}`)).json().data;
    const rows = [...page1.list, ...page2.list];
    expect(rows.map((r: { id: string; authorized: boolean }) => [r.id, r.authorized]).sort()).toEqual(
      [
        [first.id, true],
        [second.id, false],
      ].sort(),
    );
    // A cursor of service a's list does not continue service b's.
    expect((await c.get(`${appsOf(b.id)}?pageSize=1&after=${page1.next}`)).json().code).toBe(code('pageCursorInvalid'));
  });

  it('ticks and unticks through the rules of myAppAuthorize: the last service stays, a production app takes only effective ones', async () => {
    const { c, a, b } = await enterpriseWithTwoServices();
    const app = await createApp(t, c, appBody([a.id]));
    const on = await c.post(tick(b.id, app.id), { authorized: true });
    expect(on.json().data).toMatchObject({ id: app.id, authorized: true, serviceCount: 2 });
    expect(await heldBy(c, app.id)).toEqual([a.id, b.id].sort());

    const off = await c.post(tick(a.id, app.id), { authorized: false });
    expect(off.json().data).toMatchObject({ authorized: false, serviceCount: 1 });
    const last = await c.post(tick(b.id, app.id), { authorized: false }, 'zh');
    expect(last.statusCode).toBe(400);
    expect(last.json().code).toBe(code('appServiceRequired'));
    expect(last.json().msg).toContain('至少需要一项服务');
    expect(await heldBy(c, app.id)).toEqual([b.id]);

    const later = await grant(t, ops, {
      enterpriseId: c.enterpriseId,
      productId: product.id,
      totalCount: 5,
      startsAt: t.clock.now() + 3_600_000,
    });
    const notYet = await c.post(tick(later.id, app.id), { authorized: true });
    expect(notYet.json().code).toBe(code('serviceNotEffective'));
    expect(await heldBy(c, app.id)).toEqual([b.id]);
    const sandbox = await createApp(t, c, appBody([b.id], { environment: 'sandbox' }));
    expect((await c.post(tick(later.id, sandbox.id), { authorized: true })).json().data.authorized).toBe(true);
  });

  it('keeps a lapsed service held while another is ticked', async () => {
    const { c, a, b } = await enterpriseWithTwoServices();
    const short = await grant(t, ops, {
      enterpriseId: c.enterpriseId,
      productId: product.id,
      totalCount: 5,
      dueAt: t.clock.now() + 60_000,
    });
    const app = await createApp(t, c, appBody([a.id, short.id]));
    t.clock.advance(120_000);
    const on = await c.post(tick(b.id, app.id), { authorized: true });
    expect(on.json().code, on.body).toBe(0);
    expect(await heldBy(c, app.id)).toEqual([a.id, b.id, short.id].sort());
  });

  it('answers 404 for another enterprise’s service or application, and refuses a body that is not a yes or no', async () => {
    const mine = await enterpriseWithTwoServices();
    const theirs = await enterpriseWithTwoServices();
    const myApp = await createApp(t, mine.c, appBody([mine.a.id]));
    const theirApp = await createApp(t, theirs.c, appBody([theirs.a.id]));
    expect((await mine.c.get(appsOf(theirs.a.id))).statusCode).toBe(404);
    expect((await mine.c.post(tick(theirs.b.id, myApp.id), { authorized: true })).statusCode).toBe(404);
    expect((await mine.c.post(tick(mine.b.id, theirApp.id), { authorized: true })).statusCode).toBe(404);
    expect(await heldBy(theirs.c, theirApp.id)).toEqual([theirs.a.id]);
    const bad = await mine.c.post(tick(mine.b.id, myApp.id), { authorized: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields[0].field).toBe('authorized');
    expect(await heldBy(mine.c, myApp.id)).toEqual([mine.a.id]);
  });
});
