import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseOf, switchInto } from '../support/enterprise-helpers.js';
import { type TestApp, cookieFrom, databases, signedInUser, startTestApp } from '../support/harness.js';
import { signedInPerson } from '../support/real-name-helpers.js';

describe.each(databases)('home dashboard on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  const enterpriseRow = (id: string) => t.db.selectFrom('enterprises').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('gives a personal session a dashboard of true zeros', async () => {
    const { cookie } = await signedInUser(t, 'alice');
    const summary = await t.call('GET', '/webgate/console/dashboard/summary', { cookie });
    expect(summary.json().data).toMatchObject({
      realName: { status: 0 },
      ordersToPay: { count: 0, amountFen: 0 },
      workOrders: { open: 0 },
    });
  });

  it('counts the dashboard from rows of the session owner only', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const now = t.clock.now();
    const order = (id: string, userId: string, status: number, amount: number) => ({
      id,
      user_id: userId,
      enterprise_id: null,
      order_no: id,
      status,
      amount_fen: amount,
      invoiced: 0,
      created_at: now,
      updated_at: now,
    });
    await t.db
      .insertInto('orders')
      .values([
        order('o1', me.userId, 4, 1200),
        order('o2', me.userId, 4, 300),
        order('o3', other.userId, 4, 999),
        order('o4', me.userId, 1, 5000),
      ])
      .execute();
    const summary = (await t.call('GET', '/webgate/console/dashboard/summary', { cookie: me.cookie })).json().data;
    expect(summary.ordersToPay).toEqual({ count: 2, amountFen: 1500 });
    expect(summary.invoices.invoiceableFen).toBe(5000);
  });

  it('counts an enterprise’s rows in its context and the person’s own outside it', async () => {
    const p = await signedInPerson(t);
    const { enterpriseId } = await enterpriseOf(t, p);
    const now = t.clock.now();
    const order = (id: string, enterprise: string | null, amount: number) => ({
      id,
      user_id: p.userId,
      enterprise_id: enterprise,
      order_no: id,
      status: 4,
      amount_fen: amount,
      invoiced: 0,
      created_at: now,
      updated_at: now,
    });
    await t.db
      .insertInto('orders')
      .values([order('e1', enterpriseId, 700), order('e2', enterpriseId, 800), order('p1', null, 50)])
      .execute();
    const toPay = async () => (await p.get('/console/dashboard/summary')).json().data.ordersToPay;
    expect(await toPay()).toEqual({ count: 2, amountFen: 1500 });
    await switchInto(t, p, null);
    expect(await toPay()).toEqual({ count: 1, amountFen: 50 });
  });

  it('gives a member whose role does not include a page no figure of it, and the master every one', async () => {
    const master = await signedInPerson(t);
    const { enterpriseId } = await enterpriseOf(t, master);
    const member = await signedInPerson(t);
    await enterpriseOf(t, member, { enterpriseId, role: 'member' });
    const now = t.clock.now();
    await t.db
      .insertInto('orders')
      .values({
        id: `m-${enterpriseId.slice(-20)}`,
        user_id: master.userId,
        enterprise_id: enterpriseId,
        order_no: `m-${enterpriseId.slice(-20)}`,
        status: 4,
        amount_fen: 990,
        invoiced: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const seen = (await member.get('/console/dashboard/summary')).json();
    expect(seen.code, JSON.stringify(seen)).toBe(0);
    expect(seen.data).toMatchObject({
      usage: null,
      ordersToPay: null,
      ordersToClose: null,
      workOrders: null,
      coupons: null,
      invoices: null,
      quotaAlerts: [],
    });
    expect((await master.get('/console/dashboard/summary')).json().data).toMatchObject({
      ordersToPay: { count: 1, amountFen: 990 },
      ordersToClose: { count: 0 },
      workOrders: { open: 0 },
      coupons: { available: 0 },
      invoices: { requested: 0 },
      usage: { servicesInEffect: 0 },
    });
  });

  it("the home dashboard's real-name card reads the enterprise's status in an enterprise context, the person's in the personal one", async () => {
    const p = await signedInPerson(t);
    const realNameCard = async () => (await p.get('/console/dashboard/summary')).json().data.realName;
    const { enterpriseId } = await enterpriseOf(t, p, { passed: true });
    const passedAt = (await enterpriseRow(enterpriseId)).passed_at;
    t.clock.advance(60_000);
    await t.db.updateTable('enterprises').set({ updated_at: t.clock.now() }).where('id', '=', enterpriseId).execute();
    expect(await realNameCard()).toEqual({ status: 2, checkedAt: passedAt, step: null });
    await switchInto(t, p, null);
    expect(await realNameCard()).toEqual({ status: 0, checkedAt: null, step: null });
  });

  it('counts the month’s calls from the rollup day by day: settled days, yesterday and today, each once, each enterprise its own', async () => {
    // 5 December 2026, noon in platform time (UTC+8).
    const day = 86_400_000;
    t.clock.set(Date.UTC(2026, 11, 5, 4));
    const p = await signedInPerson(t);
    const { enterpriseId } = await enterpriseOf(t, p);
    const other = await signedInPerson(t);
    const { enterpriseId: otherId } = await enterpriseOf(t, other);
    const rollup = (enterprise: string, dayOf: string, calls: number, sandbox = 0) =>
      t.db
        .insertInto('usage_daily')
        .values({
          enterprise_id: enterprise,
          day: dayOf,
          app_id: 'a',
          service_code: 'phone3',
          calls,
          successes: calls,
          failures: 0,
          sandbox_calls: sandbox,
        })
        .onConflict((oc) =>
          oc
            .columns(['enterprise_id', 'day', 'app_id', 'service_code'])
            .doUpdateSet((eb) => ({ calls: eb('usage_daily.calls', '+', calls) })),
        )
        .execute();
    for (const [dayOf, calls] of [
      ['2026-11-30', 1_000_000],
      ['2026-12-01', 1],
      ['2026-12-02', 10],
      ['2026-12-04', 1000],
      ['2026-12-05', 10_000],
    ] as const)
      await rollup(enterpriseId, dayOf, calls);
    await rollup(enterpriseId, '2026-12-03', 105, 5);
    await rollup(otherId, '2026-12-02', 7);
    const figure = async (who: typeof p, enterprise: string) => {
      // A new session each day (a session idles out long before).
      const cookie = cookieFrom(await who.c.signIn(who.userName, who.password), 'esign_session');
      await t.db.updateTable('sessions').set({ enterprise_id: enterprise }).where('user_id', '=', who.userId).execute();
      const res = await who.c.get('/console/dashboard/summary', { cookie, language: 'en' });
      return res.json().data.usage.callsThisMonth as number;
    };
    // The 1st to the 3rd settled (sandbox calls left out), the 4th and the 5th read; not November's, not the other's.
    expect(await figure(p, enterpriseId)).toBe(11_111);
    expect(await figure(other, otherId)).toBe(7);
    // Today's and yesterday's calls count at once.
    await rollup(enterpriseId, '2026-12-05', 20_000);
    await rollup(enterpriseId, '2026-12-04', 300_000);
    expect(await figure(p, enterpriseId)).toBe(331_111);
    // A day later the 4th is settled and the 6th is today: every day still counted once.
    t.clock.set(Date.UTC(2026, 11, 6, 4));
    await rollup(enterpriseId, '2026-12-06', 4_000_000);
    expect(await figure(p, enterpriseId)).toBe(4_331_111);
    t.clock.set(Date.UTC(2026, 11, 6, 4) + day);
    expect(await figure(p, enterpriseId)).toBe(4_331_111);
    // The next month starts from nothing.
    t.clock.set(Date.UTC(2027, 0, 1, 4));
    expect(await figure(p, enterpriseId)).toBe(0);
  });
});
