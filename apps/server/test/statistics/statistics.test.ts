import { errorCatalogue, operationLogRoutes, statisticsRoutes as r } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sheetsOf } from '../support/import-helpers.js';
import { addProduct, appBody, createApp, customer, grant, newSecret, operatorOf, signedCall, zhang } from '../support/apps-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';

/** Service and application statistics of a month, from the usage rollup. */
describe.each(databases)('service and application statistics on %s', (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof setUp>>;
  let other: Awaited<ReturnType<typeof customer>>;

  async function setUp() {
    const ops = await operatorOf(t);
    const phone3 = await addProduct(t, ops, 'phone3');
    const id2 = await addProduct(t, ops, 'id2');
    const p = await customer(t);
    const subPhone = await grant(t, ops, { enterpriseId: p.enterpriseId, productId: phone3.id, totalCount: 10 });
    const subId2 = await grant(t, ops, { enterpriseId: p.enterpriseId, productId: id2.id, totalCount: -1 });
    const first = await createApp(t, p, appBody([subPhone.id, subId2.id]));
    const firstSecret = (await newSecret(t, p, first.id)).secret;
    const second = await createApp(t, p, appBody([subPhone.id], { name: 'Second app' }));
    t.clock.advance(61_000); // the SMS re-check's resend interval
    const secondSecret = (await newSecret(t, p, second.id)).secret;
    const phone = (appId: string, secret: string, body = zhang) => signedCall(t, { appId, secret, path: 'verify/phone3', body });
    // Day one (2026-11-21 in UTC+8): first app 2 phone3 passes, 1 phone3 failure, 1 id2 pass; second app 1 phone3 pass.
    expect((await phone(first.appId, firstSecret)).json().data.result).toBe('pass');
    expect((await phone(first.appId, firstSecret)).json().data.result).toBe('pass');
    expect((await phone(first.appId, firstSecret, { ...zhang, phone: '13800000009' })).json().data.result).toBe('fail');
    const id2Call = await signedCall(t, {
      appId: first.appId,
      secret: firstSecret,
      path: 'verify/id2',
      body: { name: zhang.name, idNumber: zhang.idNumber },
    });
    expect(id2Call.json().data.result).toBe('pass');
    expect((await phone(second.appId, secondSecret)).json().data.result).toBe('pass');
    // The next day: one failure of the second app.
    t.clock.advance(86_400_000);
    expect((await phone(second.appId, secondSecret, { ...zhang, phone: '13800000009' })).json().data.result).toBe('fail');
    // Back to day one, so the console session made then is still fresh.
    t.clock.advance(-86_400_000);
    return { p, first, second };
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true', OPEN_API_RATE_PER_SECOND: '1000' });
    a = await setUp();
    other = await customer(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (p: { get: (url: string) => Promise<{ json: () => any }> }, path: string, query: Record<string, string>) =>
    p.get(`${path}?${new URLSearchParams(query).toString()}`).then((res) => res.json());
  const day = (data: { days: { day: string }[] }, d: string) => data.days.find((x) => x.day === d);

  it('answers every day of the month with the calls per day, the totals and per service the remaining quota', async () => {
    const res = await get(a.p, r.services.path, { month: '2026-11' });
    expect(res.code, JSON.stringify(res)).toBe(0);
    const data = res.data;
    expect(data.days).toHaveLength(30);
    expect(day(data, '2026-11-21')).toEqual({ day: '2026-11-21', calls: 5, successes: 4, failures: 1 });
    expect(day(data, '2026-11-22')).toEqual({ day: '2026-11-22', calls: 1, successes: 0, failures: 1 });
    expect(day(data, '2026-11-01')).toEqual({ day: '2026-11-01', calls: 0, successes: 0, failures: 0 });
    expect(data.totals).toEqual({ calls: 6, successes: 4, failures: 2 });
    expect(data.services).toEqual([
      { serviceCode: 'id2', calls: 1, successes: 1, failures: 0, remaining: null },
      { serviceCode: 'phone3', calls: 5, successes: 3, failures: 2, remaining: 5 },
    ]);
  });

  it('filters by service, application and outcome', async () => {
    const phone = (await get(a.p, r.services.path, { month: '2026-11', serviceCode: 'phone3' })).data;
    expect(phone.totals).toEqual({ calls: 5, successes: 3, failures: 2 });
    expect(phone.services.map((s: { serviceCode: string }) => s.serviceCode)).toEqual(['phone3']);
    const failed = (await get(a.p, r.services.path, { month: '2026-11', outcome: 'failure' })).data;
    expect(failed.totals).toEqual({ calls: 2, successes: 0, failures: 2 });
    expect(day(failed, '2026-11-21')).toMatchObject({ calls: 1 });
    const apps = (await get(a.p, r.apps.path, { month: '2026-11' })).data;
    expect(apps.apps).toEqual([
      { appId: a.first.id, name: 'Order service', calls: 4, successes: 3, failures: 1 },
      { appId: a.second.id, name: 'Second app', calls: 2, successes: 1, failures: 1 },
    ]);
    const second = (await get(a.p, r.apps.path, { month: '2026-11', appId: a.second.id, outcome: 'success' })).data;
    expect(second.totals).toEqual({ calls: 1, successes: 1, failures: 0 });
    expect(second.apps).toEqual([{ appId: a.second.id, name: 'Second app', calls: 1, successes: 1, failures: 0 }]);
    const firstId2 = (await get(a.p, r.apps.path, { month: '2026-11', appId: a.first.id, serviceCode: 'id2' })).data;
    expect(firstId2.totals).toEqual({ calls: 1, successes: 1, failures: 0 });
    const october = (await get(a.p, r.apps.path, { month: '2026-10' })).data;
    expect(october.days).toHaveLength(31);
    expect(october.totals).toEqual({ calls: 0, successes: 0, failures: 0 });
  });

  it('answers the month-by-month view of the chosen month’s year, up to the current month', async () => {
    const year = (await get(a.p, r.services.path, { month: '2026-03', view: 'month' })).data;
    expect(year.days.map((d: { day: string }) => d.day)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(day(year, '2026-11')).toEqual({ day: '2026-11', calls: 6, successes: 4, failures: 2 });
    expect(day(year, '2026-10')).toEqual({ day: '2026-10', calls: 0, successes: 0, failures: 0 });
    expect(year.totals).toEqual({ calls: 6, successes: 4, failures: 2 });
    const second = (await get(a.p, r.apps.path, { month: '2026-11', view: 'month', appId: a.second.id, outcome: 'failure' })).data;
    expect(day(second, '2026-11')).toEqual({ day: '2026-11', calls: 1, successes: 0, failures: 1 });
    expect((await get(a.p, r.apps.path, { month: '2026-11', view: 'week' })).data.fields[0].field).toBe('view');
  });

  it('exports what the pages show as xlsx — periods with the total and the breakdown — in the caller’s language, and logs it', async () => {
    const res = await a.p.get(`${r.servicesExport.path}?month=2026-11&serviceCode=phone3`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('service-statistics-2026-11.xlsx');
    const [days, services] = await sheetsOf(res.rawPayload);
    expect(days!.rows[0]).toEqual(['Day', 'Calls', 'Successes', 'Failures']);
    expect(days!.rows).toHaveLength(1 + 30 + 1);
    expect(days!.rows.find((row) => row[0] === '2026-11-21')).toEqual(['2026-11-21', '4', '3', '1']);
    expect(days!.rows.at(-1)).toEqual(['Total', '5', '3', '2']);
    expect(services!.rows).toEqual([
      ['Service', 'Calls', 'Successes', 'Failures', 'Remaining quota'],
      ['Phone three elements', '5', '3', '2', '5'],
    ]);
    const zh = await a.p.get(`${r.appsExport.path}?month=2026-11&view=month`, 'zh' as never);
    const [months, apps] = await sheetsOf(zh.rawPayload);
    expect(months!.rows[0]![0]).toBe('月份');
    expect(months!.rows.find((row) => row[0] === '2026-11')).toEqual(['2026-11', '6', '4', '2']);
    expect(apps!.rows.slice(1)).toEqual([
      ['Order service', '4', '3', '1'],
      ['Second app', '2', '1', '1'],
    ]);
    const listed = (await a.p.get(`${operationLogRoutes.list.path}?service=statistics`)).json();
    expect(listed.code, JSON.stringify(listed)).toBe(0);
    const logged = listed.data.list;
    expect(logged.map((row: { action: string; content: string }) => [row.action, row.content])).toEqual([
      ['appsExport', '2026-11, month'],
      ['servicesExport', '2026-11, day, phone3'],
    ]);
    // A foreign application is refused, and no file is made.
    const foreign = await other.get(`${r.appsExport.path}?month=2026-11&appId=${a.first.id}`);
    expect(foreign.json().code).toBe(errorCatalogue.notFound.code);
  });

  it('keeps each enterprise to its own calls: another enterprise’s app answers 404 and its own month is empty', async () => {
    expect((await get(other, r.apps.path, { month: '2026-11', appId: a.first.id })).code).toBe(errorCatalogue.notFound.code);
    expect((await get(other, r.services.path, { month: '2026-11', appId: a.first.id })).code).toBe(errorCatalogue.notFound.code);
    const own = (await get(other, r.services.path, { month: '2026-11' })).data;
    expect(own.totals).toEqual({ calls: 0, successes: 0, failures: 0 });
    expect(own.services).toEqual([]);
  });

  it('refuses a month after the current one or in the wrong format, naming the field, in the caller’s language', async () => {
    const future = await get(a.p, r.services.path, { month: '2026-12' });
    expect(future.code).toBe(errorCatalogue.fieldInvalid.code);
    expect(future.data.fields[0].field).toBe('month');
    for (const month of ['2026-13', '2026/11', '']) {
      const bad = await get(a.p, r.apps.path, { month });
      expect(bad.code, month).toBe(errorCatalogue.fieldInvalid.code);
      expect(bad.data.fields[0].field).toBe('month');
    }
    const badOutcome = await get(a.p, r.apps.path, { month: '2026-11', outcome: 'maybe' });
    expect(badOutcome.data.fields[0].field).toBe('outcome');
    const zh = await a.p.get(`${r.services.path}?month=2026-12`, 'zh' as never);
    expect(zh.json().msg).toMatch(/[\u4e00-\u9fff]/);
  });
});
