import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type Db, createDatabase } from '../../src/db/database.js';
import { deliverDue, enqueueCallback } from '../../src/features/apps/index.js';
import { newId } from '../../src/platform/ids.js';
import { addProduct, appBody, createApp, customer, grant, operatorOf } from '../support/apps-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';

/** A receiver that answers after `delayMs`, counting what it got by delivery id and the most it held at once. */
function slowReceiver(delayMs: number) {
  const got = new Map<string, number>();
  let open = 0;
  const state = { most: 0, open: () => open };
  const server = http.createServer((req, res) => {
    open++;
    state.most = Math.max(state.most, open);
    req.resume();
    req.on('end', () =>
      setTimeout(() => {
        const id = String(req.headers['webhook-id']);
        got.set(id, (got.get(id) ?? 0) + 1);
        open--;
        res.writeHead(200).end('ok');
      }, delayMs),
    );
  });
  return {
    got,
    state,
    start: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyInstance['log'];

/**
 * The callback job tries many deliveries at once — never more than its bound in the process nor
 * more than the per-host bound at one receiver — goes on until none is due, and on PostgreSQL two
 * processes delivering at the same moment send each delivery once.
 */
describe.each(databases)('callbacks delivered in parallel on %s', (kind) => {
  let t: TestApp;
  const one = slowReceiver(40);
  const two = slowReceiver(40);
  let appOne: string;
  let appTwo: string;
  beforeAll(async () => {
    const [portOne, portTwo] = [await one.start(), await two.start()];
    t = await startTestApp(kind, { CALLBACK_ALLOWED_HOSTS: `127.0.0.1:${portOne},127.0.0.1:${portTwo}` });
    const ops = await operatorOf(t);
    const product = await addProduct(t, ops, 'phone3');
    for (const [port, set] of [
      [portOne, (id: string) => (appOne = id)],
      [portTwo, (id: string) => (appTwo = id)],
    ] as const) {
      const c = await customer(t);
      const sub = await grant(t, ops, { enterpriseId: c.enterpriseId, productId: product.id, totalCount: 10 });
      const app = await createApp(t, c, appBody([sub.id], { environment: 'sandbox', callbackUrl: `http://127.0.0.1:${port}/hook` }));
      // The secret written as the console's SMS-checked creation writes it (that flow has its own tests).
      await t.db
        .insertInto('app_secrets')
        .values({
          id: newId(t.clock.now()),
          application_id: app.id,
          enterprise_id: c.enterpriseId,
          secret_cipher: t.app.deps.cipher.encrypt(`secret-${port}`),
          hint: 'test',
          created_at: t.clock.now(),
          revoked_at: null,
          last_used_at: null,
          last_used_ip: null,
        })
        .execute();
      set(app.id);
    }
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([one.stop(), two.stop()]);
  });

  const enqueue = async (n: number) => {
    const ids: string[] = [];
    for (let i = 0; i < n; i++)
      for (const applicationId of [appOne, appTwo])
        ids.push(await enqueueCallback(t.app.deps, { applicationId, event: 'test.ping', payload: { i } }));
    return ids;
  };
  const ledgerOf = async (ids: string[]) => {
    const rows = await t.db.selectFrom('callback_deliveries').select(['id', 'status', 'attempt_count']).where('id', 'in', ids).execute();
    const attempts = await t.db.selectFrom('callback_attempts').select('delivery_id').where('delivery_id', 'in', ids).execute();
    return {
      statuses: new Set(rows.map((r) => r.status)),
      attemptCounts: new Set(rows.map((r) => r.attempt_count)),
      attempts: attempts.length,
    };
  };

  it('tries many at once within the bounds, per process and per receiving host, until none is due', async () => {
    const ids = await enqueue(30);
    expect(await deliverDue(t.app.deps, silent, { concurrency: 6, perHost: 4 })).toBe(60);
    // Six in flight, four of them to one receiver at the most: more than one host at a time, neither over its bound.
    expect(one.state.most).toBeLessThanOrEqual(4);
    expect(two.state.most).toBeLessThanOrEqual(4);
    expect(one.state.most + two.state.most).toBeGreaterThan(4);
    for (const id of ids) expect(one.got.get(id) ?? two.got.get(id)).toBe(1);
    expect(await ledgerOf(ids)).toEqual({ statuses: new Set(['delivered']), attemptCounts: new Set([1]), attempts: 60 });
    expect(await deliverDue(t.app.deps, silent)).toBe(0);
  });

  it('keeps going when one receiver has more claimed deliveries than its bound, over many claims', async () => {
    one.state.most = 0;
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) ids.push(await enqueueCallback(t.app.deps, { applicationId: appOne, event: 'test.ping', payload: { i } }));
    expect(await deliverDue(t.app.deps, silent, { concurrency: 6, perHost: 4 })).toBe(40);
    expect(one.state.most).toBe(4);
    for (const id of ids) expect(one.got.get(id)).toBe(1);
  });

  it.runIf(kind === 'postgres')('delivers each once when two processes deliver at the same moment', async () => {
    const secondDb: Db = createDatabase(t.config.database);
    const second = await buildApp(t.config, { clock: t.clock, db: secondDb, logger: false });
    await second.ready();
    try {
      const ids = await enqueue(40);
      // Four in flight each: neither can claim everything before the other starts.
      const bounds = { concurrency: 4, perHost: 4 };
      const [a, b] = await Promise.all([deliverDue(t.app.deps, silent, bounds), deliverDue(second.deps, silent, bounds)]);
      expect(a + b).toBe(80);
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
      for (const id of ids) expect(one.got.get(id) ?? two.got.get(id)).toBe(1);
      expect(await ledgerOf(ids)).toEqual({ statuses: new Set(['delivered']), attemptCounts: new Set([1]), attempts: 80 });
    } finally {
      await second.close();
      await secondDb.destroy();
    }
  });
});
