import { errorCatalogue, servicesRoutes, unlimitedDueAt } from '@console/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refreshStatuses } from '../../src/features/services/service.js';
import { outbox } from '../support/auth-helpers.js';
import { addProduct, appBody, createApp, customer, grant, newSecret, operatorOf, signedCall, zhang } from '../support/apps-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { signedInPerson } from '../support/real-name-helpers.js';

const code = (key: keyof typeof errorCatalogue) => errorCatalogue[key].code;
const ops$ = (path: string) => `/webgate${path}`;

describe.each(databases)('services on %s', (kind) => {
  let t: TestApp;
  let ops: string;
  let product: { id: string; productNo: string };
  beforeAll(async () => {
    t = await startTestApp(kind);
    ops = await operatorOf(t);
    product = await addProduct(t, ops, 'phone3', 120);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    ops = await operatorOf(t);
  });

  it('keeps a product catalogue: a product number once, bad input named', async () => {
    const list = (await t.call('GET', ops$(servicesRoutes.opsProducts.path), { cookie: ops })).json().data.list;
    expect(list.find((p: { id: string }) => p.id === product.id)).toMatchObject({ serviceCode: 'phone3', unitPriceFen: 120 });
    const twice = await t.call('POST', ops$(servicesRoutes.opsAddProduct.path), {
      cookie: ops,
      body: { productNo: product.productNo, name: 'again', serviceCode: 'phone3', unitPriceFen: 1 },
    });
    expect(twice.json()).toMatchObject({ code: code('productExists'), data: { fields: [{ field: 'productNo' }] } });
    const bad = await t.call('POST', ops$(servicesRoutes.opsAddProduct.path), {
      cookie: ops,
      body: { productNo: 'x', name: 'n', serviceCode: 'face', unitPriceFen: 1 },
      language: 'zh',
    });
    expect(bad.json().data.fields.map((f: { field: string }) => f.field)).toEqual(['productNo', 'serviceCode']);
  });

  it('shows the service hall to anyone signed in, before real-name authentication too, with the catalogue’s prices', async () => {
    const newcomer = await signedInPerson(t);
    const hall = (await newcomer.get(servicesRoutes.hall.path)).json();
    expect(hall.code).toBe(0);
    expect(hall.data.list.find((p: { id: string }) => p.id === product.id)).toMatchObject({
      productNo: product.productNo,
      serviceCode: 'phone3',
      unitPriceFen: 120,
    });
    // Signed out, nobody reads it.
    expect((await t.call('GET', ops$(servicesRoutes.hall.path))).json().code).toBe(-1);
  });

  it('shows each subscription’s status from its counts and the clock, unlimited as -1 and 2099-12-31 23:59:59', async () => {
    const c = await customer(t);
    const now = t.clock.now();
    const future = await grant(t, ops, { enterpriseId: c.enterpriseId, productId: product.id, totalCount: 5, startsAt: now + 60_000 });
    const ending = await grant(t, ops, { enterpriseId: c.enterpriseId, productId: product.id, totalCount: 5, dueAt: now + 120_000 });
    const open = await grant(t, ops, { enterpriseId: c.enterpriseId, productId: product.id, totalCount: -1, issuingMode: 4 });
    const statuses = async () =>
      Object.fromEntries(
        ((await c.get(servicesRoutes.list.path)).json().data.list as { id: string; status: number }[]).map((s) => [s.id, s.status]),
      );
    expect(await statuses()).toEqual({ [future.id]: 1, [ending.id]: 2, [open.id]: 2 });
    const unlimited = (await c.get(servicesRoutes.list.path)).json().data.list.find((s: { id: string }) => s.id === open.id);
    expect(unlimited).toMatchObject({
      totalCount: -1,
      remaining: null,
      dueAt: unlimitedDueAt,
      issuingMode: 4,
      productNo: product.productNo,
    });
    expect(new Date(unlimitedDueAt).toLocaleString('sv', { timeZone: 'Asia/Shanghai' })).toBe('2099-12-31 23:59:59');
    t.clock.advance(120_000);
    expect(await statuses()).toEqual({ [future.id]: 2, [ending.id]: 3, [open.id]: 2 });
    // The stored status (what the dashboard counts) follows the clock through the job.
    await refreshStatuses(t.app.deps);
    const stored = await t.db
      .selectFrom('service_subscriptions')
      .select(['id', 'status'])
      .where('enterprise_id', '=', c.enterpriseId)
      .execute();
    expect(Object.fromEntries(stored.map((s) => [s.id, s.status]))).toEqual({ [future.id]: 2, [ending.id]: 3, [open.id]: 2 });
  });

  it('refuses a grant of an unknown product or enterprise, and dates out of order; adjustments are logged', async () => {
    const c = await customer(t);
    const base = { enterpriseId: c.enterpriseId, productId: product.id, issuingMode: 1, totalCount: 5, startsAt: 1000, dueAt: 2000 };
    const post = (body: Record<string, unknown>) => t.call('POST', ops$(servicesRoutes.opsGrant.path), { cookie: ops, body });
    expect((await post({ ...base, productId: 'nope' })).json()).toMatchObject({
      code: code('productUnknown'),
      data: { fields: [{ field: 'productId' }] },
    });
    expect((await post({ ...base, enterpriseId: 'nope' })).json().code).toBe(code('enterpriseUnknown'));
    expect((await post({ ...base, dueAt: 500 })).json().data.fields[0].field).toBe('dueAt');
    expect((await post({ ...base, issuingMode: 9 })).json().data.fields[0].field).toBe('issuingMode');
    expect((await post({ ...base, totalCount: 0 })).json().data.fields[0].field).toBe('totalCount');
    const sub = await grant(t, ops, { enterpriseId: c.enterpriseId, productId: product.id, totalCount: 5 });
    const adjusted = await t.call('POST', ops$(servicesRoutes.opsAdjust.path.replace(':id', sub.id)), {
      cookie: ops,
      body: { totalCount: 50, reason: 'Contract renewal' },
    });
    expect(adjusted.json().data).toMatchObject({ totalCount: 50, remaining: 50 });
    const logged = await t.db
      .selectFrom('operation_logs')
      .select(['action', 'content'])
      .where('enterprise_id', '=', c.enterpriseId)
      .execute();
    expect(logged.map((l) => l.action)).toEqual(expect.arrayContaining(['subscriptionGrant', 'subscriptionAdjust']));
    expect(logged.find((l) => l.action === 'subscriptionAdjust')!.content).toContain('count:5->50');
    const missing = await t.call('POST', ops$(servicesRoutes.opsAdjust.path.replace(':id', 'nope')), {
      cookie: ops,
      body: { reason: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('alerts the master at 80 % and 100 % once per threshold; only pay on demand accrues charges', async () => {
    const c = await customer(t);
    const sub = await grant(t, ops, { enterpriseId: c.enterpriseId, productId: product.id, totalCount: 5 });
    const app = await createApp(t, c, appBody([sub.id]));
    const { secret } = await newSecret(t, c, app.id);
    const alerts = async () => (await outbox(t)).filter((m) => m.to === c.phone && m.purpose === 'quotaAlert').map((m) => m.text);
    for (let i = 0; i < 3; i++) await signedCall(t, { appId: app.appId, secret, path: 'verify/phone3', body: zhang });
    expect(await alerts()).toEqual([]);
    await signedCall(t, { appId: app.appId, secret, path: 'verify/phone3', body: zhang });
    expect(await alerts()).toHaveLength(1);
    expect((await alerts())[0]).toContain('80%');
    await signedCall(t, { appId: app.appId, secret, path: 'verify/phone3', body: zhang });
    await signedCall(t, { appId: app.appId, secret, path: 'verify/phone3', body: zhang });
    expect(await alerts()).toHaveLength(2);
    expect((await alerts())[0]).toContain('100%');
    const view = (await c.get(servicesRoutes.list.path)).json().data.list[0];
    expect(view).toMatchObject({ usedCount: 5, status: 4, chargesFen: 0 });
    // Pay on demand: no quantity to exhaust, each call accrues the product's price for the cost center.
    const onDemand = await grant(t, ops, { enterpriseId: c.enterpriseId, productId: product.id, totalCount: -1, issuingMode: 4 });
    await c.post(`/console/app/${app.id}/authorize`, { serviceIds: [onDemand.id] });
    for (let i = 0; i < 2; i++)
      expect((await signedCall(t, { appId: app.appId, secret, path: 'verify/phone3', body: zhang })).json().code).toBe(0);
    const charged = (await c.get(servicesRoutes.list.path)).json().data.list.find((s: { id: string }) => s.id === onDemand.id);
    expect(charged).toMatchObject({ usedCount: 2, chargesFen: 240, remaining: null, status: 2 });
    expect(await alerts()).toHaveLength(2);
  });

  it('pages subscriptions by key and lists only the session enterprise’s', async () => {
    const c = await customer(t);
    const other = await customer(t);
    for (let i = 0; i < 3; i++) {
      await grant(t, ops, { enterpriseId: c.enterpriseId, productId: product.id, totalCount: i + 1 });
      t.clock.advance(1);
    }
    await grant(t, ops, { enterpriseId: other.enterpriseId, productId: product.id, totalCount: 9 });
    const first = (await c.get(`${servicesRoutes.list.path}?pageSize=2`)).json().data;
    expect(first.list.map((s: { totalCount: number }) => s.totalCount)).toEqual([3, 2]);
    const second = (await c.get(`${servicesRoutes.list.path}?pageSize=2&after=${first.next}`)).json().data;
    expect(second).toMatchObject({ list: [{ totalCount: 1 }], next: null });
    expect((await c.get(`${servicesRoutes.list.path}?pageSize=51`)).statusCode).toBe(400);
  });

  it('names each subscription’s enterprise in the back office’s list of every enterprise’s', async () => {
    const c = await customer(t);
    await grant(t, ops, { enterpriseId: c.enterpriseId, productId: product.id, totalCount: 7 });
    const info = (await c.get('/console/enterprise/info')).json().data as { name: string; enterpriseNo: string };
    const all = (await t.call('GET', ops$(`${servicesRoutes.opsSubscriptions.path}?pageSize=50`), { cookie: ops })).json().data;
    expect(all.list[0]).toMatchObject({
      totalCount: 7,
      enterprise: { id: c.enterpriseId, name: info.name, enterpriseNo: info.enterpriseNo },
    });
    // The enterprise's own list stays as it was: its own enterprise is not repeated on every row.
    expect((await c.get(servicesRoutes.list.path)).json().data.list[0].enterprise).toBeUndefined();
  });

  it('shows the quota alerts on the dashboard while they hold: 80 %, then 100 %, gone after a top-up', async () => {
    const c = await customer(t);
    const sub = await grant(t, ops, { enterpriseId: c.enterpriseId, productId: product.id, totalCount: 5 });
    const app = await createApp(t, c, appBody([sub.id]));
    const { secret } = await newSecret(t, c, app.id);
    const shown = async () => (await c.get('/console/dashboard/summary')).json().data.quotaAlerts;
    const call = () => signedCall(t, { appId: app.appId, secret, path: 'verify/phone3', body: zhang });
    for (let i = 0; i < 3; i++) await call();
    expect(await shown()).toEqual([]);
    await call();
    expect(await shown()).toEqual([
      expect.objectContaining({ subscriptionId: sub.id, threshold: 80, usedCount: 4, totalCount: 5, productName: 'phone3 package' }),
    ]);
    await call();
    expect(await shown()).toMatchObject([{ subscriptionId: sub.id, threshold: 100, usedCount: 5 }]);
    // Another enterprise sees none of them.
    expect((await (await customer(t)).get('/console/dashboard/summary')).json().data.quotaAlerts).toEqual([]);
    // A top-up starts a new period: the old alerts no longer hold.
    await t.call('POST', ops$(servicesRoutes.opsAdjust.path.replace(':id', sub.id)), {
      cookie: ops,
      body: { totalCount: 50, reason: 'top-up' },
    });
    expect(await shown()).toEqual([]);
  });
});
