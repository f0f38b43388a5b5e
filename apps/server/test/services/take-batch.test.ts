import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { takeUnitInBatch } from '../../src/features/services/take-batch.js';
import { type PendingCall, takeUnitsAndRecord } from '../../src/features/services/take-queries.js';
import { genesisHash, verifyChain, type ChainedRow } from '../../src/platform/audit-chain.js';
import { preparedAct } from '../../src/platform/audit.js';
import { newId } from '../../src/platform/ids.js';
import { addProduct, customer, grant, operatorOf } from '../support/apps-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';

/**
 * On PostgreSQL a batch of paid calls is one statement — the units taken, the usage rows
 * written and each granted call's record of its act (log entry and row) appended to its chain. What
 * a caller would notice: exactly the granted calls are recorded, the chain verifies as an auditor
 * recomputes it, from the genesis hash when the batch opens the chain, and two packages opening the
 * same chain at once both land without a repeated number.
 */
// The batch is PostgreSQL's statement (SQLite keeps one transaction per call): without
// TEST_DATABASE_URL these tests are reported as skipped, as the README's PostgreSQL run says, rather
// than the file defining no test at all, which vitest counts as a failed file.
describe.runIf(databases.includes('postgres'))('the take batch on PostgreSQL (set TEST_DATABASE_URL)', () => {
  let t: TestApp;
  let ops: string;
  let productId: string;
  beforeAll(async () => {
    t = await startTestApp('postgres');
    ops = await operatorOf(t);
    productId = (await addProduct(t, ops, 'sign')).id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** A paid call of the package carrying its own act: a log entry in `chainOf`'s chain and a signed-documents row. */
  function paidCall(p: { enterpriseId: string; userId: string }, subscriptionId: string, chainOf: string, i: number): PendingCall {
    const now = t.clock.now();
    const id = newId(now);
    return {
      usage: {
        id: newId(now),
        enterpriseId: p.enterpriseId,
        userId: p.userId,
        serviceCode: 'sign',
        applicationId: 'app-of-the-test',
        subscriptionId,
        requestId: `req-${i}`,
        outcome: 'pass',
        calledAt: now,
      },
      day: '2026-11-28',
      alongside: preparedAct(t, {
        entry: {
          enterpriseId: chainOf,
          userId: p.userId,
          service: 'signing',
          action: 'api:sign',
          phrase: { key: 'signing.apiSign', params: { file: `合同 #${i}`, appId: 'app' } },
          content: `签署 "合同" #${i}`,
          ip: '203.0.113.9',
        },
        withRow: {
          table: 'signed_documents',
          row: {
            id,
            enterprise_id: chainOf,
            user_id: p.userId,
            certificate_id: 'c',
            certificate_serial: `serial-${i}`,
            cert_type: 1,
            signer_name: 'sealed',
            file_name: `digest-${i}`,
            sign_mode: 2,
            level: 'CMS',
            algorithm: 0,
            digest: `d${i}`,
            size: 100 + i,
            channel: 'api',
            file_path: null,
            created_at: now,
          },
        },
      }),
    };
  }

  const chainRows = async (chainKey: string) =>
    (await t.db.selectFrom('operation_logs').selectAll().where('chain_key', '=', chainKey).orderBy('seq').execute()).map((r) => ({
      ...r,
      seq: Number(r.seq),
      created_at: Number(r.created_at),
    })) as ChainedRow[];

  it('records exactly the granted calls and opens a new chain from the genesis hash', async () => {
    const p = await customer(t);
    const sub = await grant(t, ops, { enterpriseId: p.enterpriseId, productId, totalCount: 3 });
    const chainOf = `fresh-${randomBytes(4).toString('hex')}`;
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => takeUnitInBatch(t.db, sub.id, paidCall(p, sub.id, chainOf, i))));
    expect(results.filter(Boolean)).toHaveLength(3);

    const rows = await chainRows(`e:${chainOf}`);
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3]);
    expect(rows[0]!.prev_hash).toBe(genesisHash);
    expect(verifyChain(rows, { seq: 0, hash: genesisHash }).broken).toBeNull();
    const head = await t.db.selectFrom('operation_log_heads').selectAll().where('chain_key', '=', `e:${chainOf}`).executeTakeFirstOrThrow();
    expect({ seq: Number(head.seq), hash: head.hash, prev: head.prev_hash }).toEqual({ seq: 3, hash: rows[2]!.hash, prev: rows[1]!.hash });

    const documents = await t.db
      .selectFrom('signed_documents')
      .select(['digest', 'size', 'created_at'])
      .where('enterprise_id', '=', chainOf)
      .execute();
    expect(documents).toHaveLength(3);
    expect(documents.every((d) => Number(d.size) >= 100 && Number(d.created_at) === t.clock.now())).toBe(true);
    // Each granted call's act is its own call's: the logged content names the same call as its row.
    for (const d of documents) expect(rows.some((r) => r.content.endsWith(`#${d.digest.slice(1)}`))).toBe(true);
    const daily = await t.db.selectFrom('operation_log_daily').select('count').where('chain_key', '=', `e:${chainOf}`).execute();
    expect(daily.map((d) => Number(d.count))).toEqual([3]);
    const usage = await t.db.selectFrom('usage_records').select('id').where('subscription_id', '=', sub.id).execute();
    expect(usage).toHaveLength(3);
  });

  it('keeps nothing of a batch one of whose records cannot be written: no unit, usage, entry or row', async () => {
    const p = await customer(t);
    const sub = await grant(t, ops, { enterpriseId: p.enterpriseId, productId, totalCount: 10 });
    const chainOf = `atomic-${randomBytes(4).toString('hex')}`;
    const first = await takeUnitInBatch(t.db, sub.id, paidCall(p, sub.id, chainOf, 0));
    expect(first).toMatchObject({ used: 1 });
    const taken = await t.db.selectFrom('signed_documents').select('id').where('enterprise_id', '=', chainOf).executeTakeFirstOrThrow();
    // The batch's second record reuses a signed document's id: the whole statement must fail.
    const batch = [0, 1, 2].map((i) => paidCall(p, sub.id, chainOf, 1 + i));
    batch[1] = {
      ...batch[1]!,
      alongside: {
        ...batch[1]!.alongside!,
        withRow: { table: 'signed_documents', row: { ...batch[1]!.alongside!.withRow!.row, id: taken.id } },
      },
    };
    await expect(takeUnitsAndRecord(t.db, sub.id, batch)).rejects.toThrow(/duplicate key/);
    const used = await t.db.selectFrom('service_subscriptions').select('used_count').where('id', '=', sub.id).executeTakeFirstOrThrow();
    expect(Number(used.used_count)).toBe(1);
    expect(await t.db.selectFrom('usage_records').select('id').where('subscription_id', '=', sub.id).execute()).toHaveLength(1);
    expect((await chainRows(`e:${chainOf}`)).map((r) => r.seq)).toEqual([1]);
    expect(await t.db.selectFrom('signed_documents').select('id').where('enterprise_id', '=', chainOf).execute()).toHaveLength(1);
    const head = await t.db
      .selectFrom('operation_log_heads')
      .select('seq')
      .where('chain_key', '=', `e:${chainOf}`)
      .executeTakeFirstOrThrow();
    expect(Number(head.seq)).toBe(1);
  });

  it('continues a chain two packages open at once, without a repeated number', async () => {
    const p = await customer(t);
    const [a, b] = await Promise.all([
      grant(t, ops, { enterpriseId: p.enterpriseId, productId, totalCount: 10 }),
      grant(t, ops, { enterpriseId: p.enterpriseId, productId, totalCount: 10 }),
    ]);
    const chainOf = `shared-${randomBytes(4).toString('hex')}`;
    const results = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) => takeUnitInBatch(t.db, a.id, paidCall(p, a.id, chainOf, i))),
      ...Array.from({ length: 4 }, (_, i) => takeUnitInBatch(t.db, b.id, paidCall(p, b.id, chainOf, 10 + i))),
    ]);
    expect(results.every(Boolean)).toBe(true);
    const rows = await chainRows(`e:${chainOf}`);
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(verifyChain(rows, { seq: 0, hash: genesisHash }).broken).toBeNull();
  });
});
