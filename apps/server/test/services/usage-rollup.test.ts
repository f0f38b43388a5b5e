import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, appBody, createApp, customer, grant, newSecret, operatorOf, signedCall, zhang } from '../support/apps-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';

/** The daily usage rollup is written with every metered call and always equals the ledger. */
describe.each(databases)('the usage rollup on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true', OPEN_API_RATE_PER_SECOND: '1000' });
  });
  afterAll(async () => {
    await t.close();
  });

  const ledgerGrouped = async (enterpriseId: string) =>
    (
      await sql<{ app_id: string; service_code: string; calls: number; successes: number }>`
        select app_id, service_code, count(*) as calls, sum(case when outcome = 'pass' then 1 else 0 end) as successes
          from usage_records where enterprise_id = ${enterpriseId} group by app_id, service_code order by app_id, service_code`.execute(
        t.db,
      )
    ).rows.map((r) => ({ app: r.app_id, service: r.service_code, calls: Number(r.calls), successes: Number(r.successes) }));

  const rollup = async (enterpriseId: string) =>
    (
      await t.db
        .selectFrom('usage_daily')
        .select(['app_id', 'service_code', 'day', 'calls', 'successes', 'failures'])
        .where('enterprise_id', '=', enterpriseId)
        .orderBy('app_id')
        .orderBy('service_code')
        .execute()
    ).map((r) => ({ ...r, calls: Number(r.calls), successes: Number(r.successes), failures: Number(r.failures) }));

  it('counts paid and sandbox calls, passes and failures, per app and service, in the write that meters them', async () => {
    const ops = await operatorOf(t);
    const phone3 = await addProduct(t, ops, 'phone3');
    const id2 = await addProduct(t, ops, 'id2', 150);
    const p = await customer(t);
    const subPhone = await grant(t, ops, { enterpriseId: p.enterpriseId, productId: phone3.id, totalCount: 3 });
    const subId2 = await grant(t, ops, { enterpriseId: p.enterpriseId, productId: id2.id, totalCount: 50 });
    const prod = await createApp(t, p, appBody([subPhone.id, subId2.id]));
    const prodSecret = (await newSecret(t, p, prod.id)).secret;
    const sandbox = await createApp(t, p, appBody([subPhone.id], { name: 'Sandbox app', environment: 'sandbox' }));
    t.clock.advance(61_000); // the SMS re-check's resend interval
    const sandboxSecret = (await newSecret(t, p, sandbox.id)).secret;
    const call = (appId: string, secret: string, path: string, body: unknown) => signedCall(t, { appId, secret, path, body });

    const phoneOk = await call(prod.appId, prodSecret, 'verify/phone3', zhang);
    expect(phoneOk.json().data.result).toBe('pass');
    expect((await call(prod.appId, prodSecret, 'verify/phone3', { ...zhang, phone: '13800000009' })).json().data.result).toBe('fail');
    expect((await call(prod.appId, prodSecret, 'verify/id2', { name: zhang.name, idNumber: zhang.idNumber })).json().data.result).toBe(
      'pass',
    );
    expect((await call(prod.appId, prodSecret, 'verify/phone3', zhang)).json().code).toBe(0);
    // The package is used up: a refused call is neither in the ledger nor in the rollup.
    expect((await call(prod.appId, prodSecret, 'verify/phone3', zhang)).json().code).not.toBe(0);
    expect((await call(sandbox.appId, sandboxSecret, 'verify/phone3', zhang)).json().code).toBe(0);

    const rolled = await rollup(p.enterpriseId);
    const ledger = await ledgerGrouped(p.enterpriseId);
    expect(rolled.map((r) => ({ app: r.app_id, service: r.service_code, calls: r.calls, successes: r.successes }))).toEqual(ledger);
    for (const r of rolled) expect(r.failures).toBe(r.calls - r.successes);
    const prodPhone = rolled.find((r) => r.app_id === prod.id && r.service_code === 'phone3');
    expect(prodPhone).toMatchObject({ calls: 3, successes: 2, failures: 1 });
    expect(rolled.find((r) => r.app_id === sandbox.id)).toMatchObject({ calls: 1, service_code: 'phone3' });
    expect(rolled.reduce((sum, r) => sum + r.calls, 0)).toBe(5);
  });

  it('files a call under the platform day (UTC+8) it was made on', async () => {
    const ops = await operatorOf(t);
    const phone3 = await addProduct(t, ops, 'phone3');
    const p = await customer(t);
    const sub = await grant(t, ops, { enterpriseId: p.enterpriseId, productId: phone3.id, totalCount: 10 });
    const app = await createApp(t, p, appBody([sub.id]));
    const { secret } = await newSecret(t, p, app.id);
    // 17:00 UTC is already the next day in UTC+8.
    const now = t.clock.now();
    const lateUtc = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate(), 17, 0, 0);
    t.clock.set(lateUtc + 86_400_000);
    expect((await signedCall(t, { appId: app.appId, secret, path: 'verify/phone3', body: zhang })).json().code).toBe(0);
    const [row] = await rollup(p.enterpriseId);
    expect(row!.day).toBe(new Date(lateUtc + 2 * 86_400_000).toISOString().slice(0, 10));
    expect(await ledgerGrouped(p.enterpriseId)).toEqual([{ app: app.id, service: 'phone3', calls: 1, successes: 1 }]);
  });
});
