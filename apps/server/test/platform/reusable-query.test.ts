import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.js';
import { reusableQuery } from '../../src/db/reusable-query.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';

/**
 * A query compiled once is reused by the handle and by every transaction opened on it,
 * with each call's own values (null included), and a rolled-back transaction keeps none of its writes.
 */
describe.each(databases)('reusable queries (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const insertHead = reusableQuery((db: Db, chainKey: string, hash: string) =>
    db.insertInto('operation_log_heads').values({ chain_key: chainKey, seq: 7, hash }),
  );
  const headOf = reusableQuery((db: Db, chainKey: string) =>
    db.selectFrom('operation_log_heads').selectAll().where('chain_key', '=', chainKey),
  );
  const insertUsage = reusableQuery((db: Db, id: string, appId: string | null) =>
    db.insertInto('usage_records').values({
      id,
      enterprise_id: null,
      user_id: 'u',
      service_code: 'sign',
      app_id: appId,
      called_at: 1,
      count: 1,
      subscription_id: null,
      request_id: null,
      outcome: 'pass',
      sandbox: 0,
      charge_fen: 0,
    }),
  );

  it('runs on the handle and inside transactions with each call’s values', async () => {
    await insertHead(t.db, 'rq:a', 'hash-a');
    await t.db.transaction().execute(async (trx) => {
      await insertHead(trx, 'rq:b', 'hash-b');
      expect((await headOf(trx, 'rq:b'))[0]).toMatchObject({ chain_key: 'rq:b', hash: 'hash-b' });
    });
    await expect(
      t.db.transaction().execute(async (trx) => {
        await insertHead(trx, 'rq:c', 'hash-c');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await headOf(t.db, 'rq:a'))[0]).toMatchObject({ hash: 'hash-a' });
    expect((await headOf(t.db, 'rq:b'))[0]).toMatchObject({ hash: 'hash-b' });
    expect(await headOf(t.db, 'rq:c')).toEqual([]);
  });

  it('takes null for a nullable column', async () => {
    await insertUsage(t.db, 'rq-usage-1', null);
    await t.db.transaction().execute((trx) => insertUsage(trx, 'rq-usage-2', 'app-2'));
    const rows = await t.db.selectFrom('usage_records').select(['id', 'app_id']).where('id', 'like', 'rq-usage-%').orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'rq-usage-1', app_id: null },
      { id: 'rq-usage-2', app_id: 'app-2' },
    ]);
  });
});
