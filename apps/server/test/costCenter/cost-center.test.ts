import { randomUUID } from 'node:crypto';
import { costCenterRoutes as r, errorCatalogue, servicesRoutes } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billUsage, cancelOverdueOrders, reconcilePayments } from '../../src/features/costCenter/index.js';
import { signNotification } from '../../src/providers/payment/index.js';
import { addProduct, customer, grant, operatorOf } from '../support/apps-helpers.js';
import { enterpriseOf } from '../support/enterprise-helpers.js';
import { consoleHeaders, type TestApp, databases, startTestApp } from '../support/harness.js';
import { pngImage } from '../support/image-fixtures.js';
import { advanceKeepingSessions } from '../workOrders/support.js';
import { type Person, signedInPerson } from '../support/real-name-helpers.js';

const code = (key: keyof typeof errorCatalogue) => errorCatalogue[key].code;
const at = (path: string, params: Record<string, string> = {}) => path.replace(/:(\w+)/g, (_, k: string) => params[k]!);
const wg = (path: string, params: Record<string, string> = {}) => `/webgate${at(path, params)}`;

describe.each(databases)('cost center on %s', (kind) => {
  let t: TestApp;
  let ops: string;
  let product: { id: string; productNo: string };
  let pack: { id: string; priceFen: number };
  let custom: { id: string };

  const addPackage = async (body: Record<string, unknown>) => {
    const res = await t.call('POST', wg(r.opsAddPackage.path), { cookie: ops, body });
    expect(res.json().code, res.body).toBe(0);
    return res.json().data;
  };
  const order = async (p: Person, body: Record<string, unknown>) => p.post(r.createOrder.path, body);
  const orderOf = async (p: Person, id: string) => (await p.get(at(r.order.path, { id }))).json().data;
  const subscriptions = async (p: Person) =>
    (await p.get(servicesRoutes.list.path)).json().data.list as { id: string; totalCount: number }[];
  const notify = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: wg(r.notify.path),
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      payload: body,
    });
  const notification = (paymentId: string, amountFen: number, extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      notificationId: randomUUID(),
      gatewayRef: 'gw-1',
      reference: paymentId,
      status: 'paid',
      amountFen,
      paidAt: t.clock.now(),
      ...extra,
    });
  const secret = () => t.config.payment.secret;
  const opsCall = (path: string, id: string, body: Record<string, unknown>) => t.call('POST', wg(path, { id }), { cookie: ops, body });

  beforeAll(async () => {
    t = await startTestApp(kind);
    ops = await operatorOf(t);
    product = await addProduct(t, ops, 'phone3', 10);
    pack = await addPackage({ productId: product.id, name: '1,000 calls', issuingMode: 1, quantity: 1000, months: 12, priceFen: 19_900 });
    custom = await addPackage({ productId: product.id, name: 'Custom', issuingMode: 2, quantity: 50_000, months: 12, priceFen: 500_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps packages in integer fen and names a bad field', async () => {
    const bad = await t.call('POST', wg(r.opsAddPackage.path), {
      cookie: ops,
      body: { productId: product.id, name: 'x', issuingMode: 1, quantity: 10, months: 1, priceFen: 19.9 },
    });
    expect(bad.json()).toMatchObject({ code: code('fieldInvalid'), data: { fields: [{ field: 'priceFen' }] } });
    const unknown = await t.call('POST', wg(r.opsAddPackage.path), {
      cookie: ops,
      body: { productId: 'nope', name: 'x', issuingMode: 1, quantity: 10, months: 1, priceFen: 100 },
    });
    expect(unknown.json().code).toBe(code('productUnknown'));
    const c = await customer(t);
    const list = (await c.get(r.packages.path)).json().data.list;
    expect(list.find((p: { id: string }) => p.id === pack.id)).toMatchObject({
      priceFen: 19_900,
      needsReview: false,
      productNo: product.productNo,
    });
    expect(list.find((p: { id: string }) => p.id === custom.id)).toMatchObject({ needsReview: true });
  });

  it('buys a package with a coupon, pays in the sandbox and gets the subscription', async () => {
    const c = await customer(t);
    const now = t.clock.now();
    const issued = await t.call('POST', wg(r.opsIssueCoupon.path), {
      cookie: ops,
      body: {
        enterpriseId: c.enterpriseId,
        name: '20 off',
        kind: 'fixed',
        value: 2000,
        minSpendFen: 10_000,
        startsAt: now - 1000,
        expiresAt: now + 86_400_000,
      },
    });
    expect(issued.json().code, issued.body).toBe(0);
    const coupon = issued.json().data;
    expect(coupon).toMatchObject({ tab: 'available', expiringSoon: true });
    const available = (await c.get(`${r.coupons.path}?tab=available`)).json().data.list;
    expect(available.map((x: { id: string }) => x.id)).toEqual([coupon.id]);

    const created = await order(c, { packageId: pack.id, quantity: 2, couponId: coupon.id });
    expect(created.json().code, created.body).toBe(0);
    const o = created.json().data;
    expect(o).toMatchObject({ status: 'toBePaid', listAmountFen: 39_800, discountFen: 2000, amountFen: 37_800 });
    expect(o.orderNo).toMatch(/^OD\d{20}$/);
    expect(o.payDeadlineAt).toBe(now + 30 * 60_000);
    // The coupon is spent: used tab, not available, and a second order cannot take it.
    expect((await c.get(`${r.coupons.path}?tab=used`)).json().data.list[0]).toMatchObject({ id: coupon.id, usedOrderNo: o.orderNo });
    expect((await order(c, { packageId: pack.id, couponId: coupon.id })).json()).toMatchObject({
      code: code('couponNotUsable'),
      data: { fields: [{ field: 'couponId' }] },
    });

    const started = await c.post(at(r.pay.path, { id: o.id }), {});
    expect(started.json().code, started.body).toBe(0);
    const ref = started.json().data.payUrl.split('ref=')[1];
    const page = await t.call('GET', wg(r.sandboxPayment.path, { ref }));
    expect(page.json().data).toMatchObject({ orderNo: o.orderNo, amountFen: 37_800, status: 'pending' });
    // Leaving it hanging changes nothing.
    expect((await t.call('POST', wg(r.sandboxDecide.path, { ref }), { body: { decision: 'hang' } })).json().data.status).toBe('pending');
    expect((await orderOf(c, o.id)).status).toBe('toBePaid');
    const approved = await t.call('POST', wg(r.sandboxDecide.path, { ref }), { body: { decision: 'approve' } });
    expect(approved.json().data.status, approved.body).toBe('approved');
    const done = await orderOf(c, o.id);
    expect(done).toMatchObject({ status: 'completed', paidAmountFen: 37_800, paymentMethod: 'gateway' });
    const subs = await subscriptions(c);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ id: done.subscriptionId, totalCount: 2000, status: 2 });
    expect((await t.call('POST', wg(r.sandboxDecide.path, { ref }), { body: { decision: 'approve' } })).json().code).toBe(
      code('sandboxPaymentDecided'),
    );
  });

  it('tells the payer back from the gateway that a declined payment left the order to be paid', async () => {
    const c = await customer(t);
    const o = (await order(c, { packageId: pack.id })).json().data;
    expect((await orderOf(c, o.id)).lastPayment).toBeNull();
    const started = (await c.post(at(r.pay.path, { id: o.id }), {})).json().data;
    const ref = started.payUrl.split('ref=')[1];
    expect((await orderOf(c, o.id)).lastPayment).toBe('pending');
    const declined = await t.call('POST', wg(r.sandboxDecide.path, { ref }), { body: { decision: 'decline' } });
    expect(declined.json().data.status, declined.body).toBe('declined');
    // The gateway sends the payer back to the order list with the order named.
    const page = await t.call('GET', wg(r.sandboxPayment.path, { ref }));
    expect(page.json().data.returnUrl).toMatch(new RegExp(`/payment\\?order=${o.id}$`));
    expect(await orderOf(c, o.id)).toMatchObject({ status: 'toBePaid', lastPayment: 'declined' });
  });

  it('counts a replayed notification once and refuses a bad signature, changing nothing', async () => {
    const c = await customer(t);
    const o = (await order(c, { packageId: pack.id })).json().data;
    const paymentId = (await c.post(at(r.pay.path, { id: o.id }), {})).json().data.paymentId;
    const body = notification(paymentId, o.amountFen);
    const forged = await notify(body, signNotification(body, 'not-the-gateway-secret'));
    expect(forged.statusCode).toBe(403);
    expect(JSON.parse(forged.body).code).toBe(code('paymentSignatureInvalid'));
    expect((await notify(body, '')).statusCode).toBe(403);
    expect((await orderOf(c, o.id)).status).toBe('toBePaid');

    const first = await notify(body, signNotification(body, secret()));
    expect(JSON.parse(first.body).data).toEqual({ accepted: true, duplicate: false });
    const replay = await notify(body, signNotification(body, secret()));
    expect(JSON.parse(replay.body).data).toEqual({ accepted: true, duplicate: true });
    // A second notification of the same payment under a new id is still one payment.
    const again = notification(paymentId, o.amountFen);
    expect(JSON.parse((await notify(again, signNotification(again, secret()))).body).data).toEqual({ accepted: true, duplicate: true });
    expect((await orderOf(c, o.id)).status).toBe('completed');
    expect(await subscriptions(c)).toHaveLength(1);
    // A payment nobody started.
    const stray = notification('no-such-payment', 1);
    expect(JSON.parse((await notify(stray, signNotification(stray, secret()))).body).code).toBe(code('paymentUnknown'));
  });

  it('makes an amount mismatch and a payment for a cancelled order abnormal, for an operator to resolve', async () => {
    const c = await customer(t);
    const o = (await order(c, { packageId: pack.id })).json().data;
    const paymentId = (await c.post(at(r.pay.path, { id: o.id }), {})).json().data.paymentId;
    const short = notification(paymentId, o.amountFen - 1);
    await notify(short, signNotification(short, secret()));
    expect(await orderOf(c, o.id)).toMatchObject({ status: 'abnormalPayment', paidAmountFen: o.amountFen - 1 });
    expect(await subscriptions(c)).toHaveLength(0);
    const listed = (await t.call('GET', `${wg(r.opsOrders.path)}?status=abnormalPayment&pageSize=50`, { cookie: ops })).json().data.list;
    const { name } = await t.db.selectFrom('enterprises').select('name').where('id', '=', c.enterpriseId).executeTakeFirstOrThrow();
    expect(listed.find((x: { id: string }) => x.id === o.id)).toMatchObject({ enterpriseId: c.enterpriseId, enterpriseName: name });
    const resolved = await opsCall(r.opsResolve.path, o.id, { action: 'complete', reason: 'customer agreed' });
    expect(resolved.json().data, resolved.body).toMatchObject({ status: 'completed' });
    expect(await subscriptions(c)).toHaveLength(1);
    expect((await opsCall(r.opsResolve.path, o.id, { action: 'refund' })).json().code).toBe(code('orderTransition'));

    // Cancelled by its deadline, then the payer approves in the gateway: the money is refunded through it.
    const late = (await order(c, { packageId: pack.id })).json().data;
    const ref = (await c.post(at(r.pay.path, { id: late.id }), {})).json().data.payUrl.split('ref=')[1];
    await advanceKeepingSessions(t, 31 * 60_000);
    await cancelOverdueOrders(t.app.deps);
    await t.call('POST', wg(r.sandboxDecide.path, { ref }), { body: { decision: 'approve' } });
    expect(await orderOf(c, late.id)).toMatchObject({ status: 'abnormalPayment', paidAmountFen: late.amountFen });
    const refunded = await opsCall(r.opsResolve.path, late.id, { action: 'refund', reason: 'refunded to the card' });
    expect(refunded.json().data, refunded.body).toMatchObject({ status: 'cancelled' });
    expect((await t.call('GET', wg(r.sandboxPayment.path, { ref }))).json().data.status).toBe('refunded');
    expect((await opsCall(r.opsResolve.path, late.id, { action: 'refund', reason: 'again' })).json().code).toBe(code('orderTransition'));
    expect(await subscriptions(c)).toHaveLength(1);
  });

  it('refuses a refund the gateway cannot make, leaving the abnormal payment for another try', async () => {
    const c = await customer(t);
    const o = (await order(c, { packageId: pack.id })).json().data;
    const paymentId = (await c.post(at(r.pay.path, { id: o.id }), {})).json().data.paymentId;
    // A signed notification of money the sandbox ledger never collected (the payer never approved).
    const short = notification(paymentId, o.amountFen - 1);
    await notify(short, signNotification(short, secret()));
    const refused = await opsCall(r.opsResolve.path, o.id, { action: 'refund', reason: 'wrong amount' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().code).toBe(code('paymentRefundFailed'));
    expect(await orderOf(c, o.id)).toMatchObject({ status: 'abnormalPayment' });
    // Nothing was claimed: the operator can still complete it.
    const completed = await opsCall(r.opsResolve.path, o.id, { action: 'complete', reason: 'customer paid the rest' });
    expect(completed.json().data).toMatchObject({ status: 'completed' });
  });

  it('cancels an unpaid order at its deadline by the clock and gives its coupon back', async () => {
    const c = await customer(t);
    const now = t.clock.now();
    const coupon = (
      await t.call('POST', wg(r.opsIssueCoupon.path), {
        cookie: ops,
        body: {
          enterpriseId: c.enterpriseId,
          name: '15%',
          kind: 'percent',
          value: 15,
          productId: product.id,
          startsAt: now,
          expiresAt: now + 90 * 86_400_000,
        },
      })
    ).json().data;
    const o = (await order(c, { packageId: pack.id, couponId: coupon.id })).json().data;
    // 15 % of 199.00 is 29.85.
    expect(o).toMatchObject({ discountFen: 2985, amountFen: 16_915 });
    await advanceKeepingSessions(t, 29 * 60_000);
    await cancelOverdueOrders(t.app.deps);
    expect((await orderOf(c, o.id)).status).toBe('toBePaid');
    await advanceKeepingSessions(t, 60_000);
    expect(await cancelOverdueOrders(t.app.deps)).toBeGreaterThanOrEqual(1);
    expect((await orderOf(c, o.id)).status).toBe('cancelled');
    expect((await c.get(`${r.coupons.path}?tab=available`)).json().data.list.map((x: { id: string }) => x.id)).toEqual([coupon.id]);
    expect((await c.post(at(r.pay.path, { id: o.id }), {})).json().code).toBe(code('orderTransition'));
  });

  it('takes an offline transfer receipt and completes the order when an operator confirms it', async () => {
    const c = await customer(t);
    const o = (await order(c, { packageId: pack.id })).json().data;
    const send = async (bytes: Buffer, type: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'receipt');
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      const res = await t.app.inject({
        method: 'POST',
        url: wg(r.offlineReceipt.path, { id: o.id }),
        headers: { ...consoleHeaders, 'content-type': request.headers.get('content-type')!, cookie: c.cookie },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      return JSON.parse(res.body);
    };
    expect(await send(Buffer.from('not an image'), 'image/png')).toMatchObject({
      code: code('receiptType'),
      data: { fields: [{ field: 'file' }] },
    });
    const sent = await send(pngImage(20, 20), 'image/png');
    expect(sent.data).toMatchObject({ status: 'paymentToBeConfirmed', paymentMethod: 'offline' });
    const receipt = await t.call('GET', wg(r.opsReceipt.path, { id: o.id }), { cookie: ops });
    expect(receipt.headers['content-type']).toBe('image/png');
    const confirmed = await opsCall(r.opsConfirm.path, o.id, { accept: true, reason: 'arrived' });
    expect(confirmed.json().data).toMatchObject({ status: 'completed', enterpriseId: c.enterpriseId });
    expect(await subscriptions(c)).toHaveLength(1);
    expect((await opsCall(r.opsConfirm.path, o.id, { accept: true })).json().code).toBe(code('orderTransition'));
  });

  it('sends custom packages to review first; the reconciliation job settles a payment the gateway knows', async () => {
    const c = await customer(t);
    const o = (await order(c, { packageId: custom.id })).json().data;
    expect(o).toMatchObject({ status: 'toBeReviewed', payDeadlineAt: null });
    expect((await c.post(at(r.pay.path, { id: o.id }), {})).json().code).toBe(code('orderTransition'));
    const approved = await opsCall(r.opsReview.path, o.id, { approve: true, reason: 'contract signed' });
    expect(approved.json().data).toMatchObject({ status: 'toBePaid' });
    const ref = (await c.post(at(r.pay.path, { id: o.id }), {})).json().data.payUrl.split('ref=')[1];
    // The payer approves, but the notification is lost: the sandbox's ledger still knows.
    await t.db
      .updateTable('payment_sandbox_ledger')
      .set({ status: 'approved', decided_at: t.clock.now() })
      .where('ref', '=', ref)
      .execute();
    expect(await reconcilePayments(t.app.deps)).toBe(0);
    await advanceKeepingSessions(t, 6 * 60_000);
    expect(await reconcilePayments(t.app.deps)).toBe(1);
    expect((await orderOf(c, o.id)).status).toBe('completed');
    const refused = (await order(c, { packageId: custom.id })).json().data;
    expect((await opsCall(r.opsReview.path, refused.id, { approve: false, reason: 'no contract' })).json().data.status).toBe('cancelled');
  });

  it('bills pay-on-demand charges once a month as an order to be paid, which completes without a new grant', async () => {
    const c = await customer(t);
    const sub = await grant(t, ops, { enterpriseId: c.enterpriseId, productId: product.id, totalCount: -1, issuingMode: 4 });
    await t.db.updateTable('service_subscriptions').set({ charges_fen: 1234 }).where('id', '=', sub.id).execute();
    await advanceKeepingSessions(t, 32 * 86_400_000);
    await billUsage(t.app.deps);
    await billUsage(t.app.deps);
    const bills = (await c.get(r.orders.path)).json().data.list;
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({ status: 'toBePaid', amountFen: 1234, payDeadlineAt: null, packageId: '' });
    expect(bills[0].itemName).toMatch(/^usage \d{4}-\d{2}$/);
    const ref = (await c.post(at(r.pay.path, { id: bills[0].id }), {})).json().data.payUrl.split('ref=')[1];
    await t.call('POST', wg(r.sandboxDecide.path, { ref }), { body: { decision: 'approve' } });
    expect((await orderOf(c, bills[0].id)).status).toBe('completed');
    expect(await subscriptions(c)).toHaveLength(1);
    // Only what was charged since the last bill is billed next month.
    await t.db.updateTable('service_subscriptions').set({ charges_fen: 1500 }).where('id', '=', sub.id).execute();
    await advanceKeepingSessions(t, 31 * 86_400_000);
    await billUsage(t.app.deps);
    expect((await c.get(`${r.orders.path}?status=toBePaid`)).json().data.list[0]).toMatchObject({ amountFen: 266 });
  });

  it('lists the orders to be paid and the orders to be closed that the dashboard counts', async () => {
    const c = await customer(t);
    const toPay = (await order(c, { packageId: pack.id })).json().data;
    const toReview = (await order(c, { packageId: custom.id })).json().data;
    expect(toReview.status).toBe('toBeReviewed');
    const ids = async (status: string) =>
      ((await c.get(`${r.orders.path}?status=${status}`)).json().data.list as { id: string }[]).map((o) => o.id);
    expect(await ids('toBePaid')).toEqual([toPay.id]);
    expect(await ids('toBeClosed')).toEqual([toReview.id]);
    const summary = (await c.get('/console/dashboard/summary')).json().data;
    expect(summary).toMatchObject({ ordersToPay: { count: 1 }, ordersToClose: { count: 1 } });
    expect((await c.get(`${r.orders.path}?status=closing`)).json().code).toBe(code('validationFailed'));
  });

  it('answers another enterprise’s order and coupon as not found, and refuses a member without the permission', async () => {
    const a = await customer(t);
    const b = await customer(t);
    const o = (await order(a, { packageId: pack.id })).json().data;
    expect((await b.get(at(r.order.path, { id: o.id }))).json().code).toBe(code('notFound'));
    expect((await b.post(at(r.cancelOrder.path, { id: o.id }), {})).json().code).toBe(code('notFound'));
    expect((await b.post(at(r.pay.path, { id: o.id }), {})).json().code).toBe(code('notFound'));
    expect((await orderOf(a, o.id)).status).toBe('toBePaid');
    const now = t.clock.now();
    const coupon = (
      await t.call('POST', wg(r.opsIssueCoupon.path), {
        cookie: ops,
        body: { enterpriseId: a.enterpriseId, name: 'A only', kind: 'fixed', value: 100, startsAt: now, expiresAt: now + 86_400_000 },
      })
    ).json().data;
    expect((await order(b, { packageId: pack.id, couponId: coupon.id })).json().code).toBe(code('notFound'));
    expect((await b.get(`${r.coupons.path}?tab=available`)).json().data.list).toEqual([]);

    const member = await signedInPerson(t);
    await enterpriseOf(t, member, { enterpriseId: a.enterpriseId, role: 'member' });
    expect((await member.get(r.orders.path)).json().code).toBe(code('noPermission'));
    expect((await member.post(r.createOrder.path, { packageId: pack.id })).json().code).toBe(code('noPermission'));
    const mine = (await a.get(r.orders.path)).json().data;
    expect(mine.list.map((x: { id: string }) => x.id)).toEqual([o.id]);
  });
});
