import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.js';
import { type Db, createDatabase, ensureSchema, migrateToLatest, migratorFor } from '../../src/db/database.js';
import { migrations } from '../../src/db/migrations/index.js';
import { insertAttempt, insertDelivery, insertSecret, setAuthorized } from '../../src/features/apps/queries.js';
import { insertInvoice } from '../../src/features/costCenter/invoice-queries.js';
import { claimNotification, insertPayment } from '../../src/features/costCenter/payment-queries.js';
import { claimBill } from '../../src/features/costCenter/queries.js';
import { insertGrant } from '../../src/features/seals/grants/grant-queries.js';
import { takeSandboxCall } from '../../src/features/services/metering-queries.js';
import { markViewed } from '../../src/features/signFlows/batch-queries.js';
import { claimDeadlineReminder } from '../../src/features/signFlows/completion-queries.js';
import { insertRecord } from '../../src/features/workOrders/queries.js';
import { claimIdempotencyKey } from '../../src/platform/idempotency-queries.js';
import { insertErrors } from '../../src/platform/import-queries.js';
import { databases } from '../support/harness.js';

/**
 * A tenant key on every tenant table (migration 0067): the rows that reached their tenant
 * only through a parent carry the parent's enterprise (and account where the tenant may be a
 * person) — copied onto the rows already there, and written by each writer from then on.
 */

/** Tables of the platform itself, no tenant's: the catalogue, operators, the CA, codes, leases. */
const platformTables = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'website_config',
  'operators',
  'operator_sessions',
  'users',
  'enterprises',
  'operation_log_heads',
  'captchas',
  'verification_codes',
  'pending_registrations',
  'identity_registry',
  'sign_in_sources',
  'service_products',
  'work_order_number_days',
  'channels',
  'sso_systems',
  'sso_nonces',
  'product_packages',
  'payment_sandbox_ledger',
  'key_store_keys',
  'ca_authorities',
  'certificate_challenges',
  'tsa_certificates',
  'ocsp_responders',
  'evidence_batches',
  'job_leases',
]);

/** Each parent's tenant as seeded: an enterprise's, or a person's (no enterprise). */
const parents = {
  applications: { id: 'app-1', enterprise_id: 'ent-app', user_id: 'u-app' },
  import_batches: { id: 'imp-1', enterprise_id: 'ent-imp', user_id: 'u-imp' },
  work_orders: { id: 'wo-1', enterprise_id: null, user_id: 'u-wo' },
  orders: { id: 'ord-1', enterprise_id: 'ent-ord', user_id: 'u-ord' },
  invoices: { id: 'inv-1', enterprise_id: null, user_id: 'u-inv' },
  service_subscriptions: { id: 'sub-1', enterprise_id: 'ent-sub', user_id: 'u-sub' },
  sign_flows: { id: 'flow-1', enterprise_id: 'ent-flow', user_id: 'u-flow' },
  sign_flow_batches: { id: 'batch-1', user_id: 'u-batch' },
  seal_grants: { id: 'grant-1', enterprise_id: 'ent-app', user_id: 'u-grant' },
} as const;

/** Each child row as it stood before 0067, and the tenant it must carry. */
const children: { table: string; row: Record<string, unknown>; tenant: Record<string, string | null> }[] = [
  { table: 'callback_deliveries', row: { id: 'del-1', application_id: 'app-1' }, tenant: { enterprise_id: 'ent-app' } },
  { table: 'callback_attempts', row: { id: 'att-1', delivery_id: 'del-1' }, tenant: { enterprise_id: 'ent-app' } },
  { table: 'app_secrets', row: { id: 'sec-1', application_id: 'app-1' }, tenant: { enterprise_id: 'ent-app' } },
  { table: 'app_services', row: { application_id: 'app-1', subscription_id: 'sub-1' }, tenant: { enterprise_id: 'ent-app' } },
  { table: 'sandbox_allowances', row: { application_id: 'app-1', day: '2026-11-29' }, tenant: { enterprise_id: 'ent-app' } },
  { table: 'idempotent_answers', row: { application_id: 'app-1', idem_key: 'k-1' }, tenant: { enterprise_id: 'ent-app' } },
  { table: 'seal_grant_apps', row: { grant_id: 'grant-1', application_id: 'app-1' }, tenant: { enterprise_id: 'ent-app' } },
  { table: 'import_errors', row: { batch_id: 'imp-1', row: 2 }, tenant: { enterprise_id: 'ent-imp' } },
  { table: 'work_order_records', row: { id: 'rec-1', work_order_id: 'wo-1' }, tenant: { enterprise_id: null, user_id: 'u-wo' } },
  { table: 'payments', row: { id: 'pay-1', order_id: 'ord-1' }, tenant: { enterprise_id: 'ent-ord', user_id: 'u-ord' } },
  {
    table: 'payment_notifications',
    row: { notification_id: 'n-1', payment_id: 'pay-1' },
    tenant: { enterprise_id: 'ent-ord', user_id: 'u-ord' },
  },
  { table: 'invoice_orders', row: { invoice_id: 'inv-1', order_id: 'ord-1' }, tenant: { enterprise_id: null, user_id: 'u-inv' } },
  {
    table: 'usage_bills',
    row: { subscription_id: 'sub-1', month: '2026-10', order_id: 'ord-1' },
    tenant: { enterprise_id: 'ent-sub', user_id: 'u-sub' },
  },
  { table: 'sign_flow_deadline_reminders', row: { flow_id: 'flow-1' }, tenant: { enterprise_id: 'ent-flow', user_id: 'u-flow' } },
  { table: 'sign_flow_batch_views', row: { batch_id: 'batch-1', document_id: 'doc-1', signer_id: 's-1' }, tenant: { user_id: 'u-batch' } },
];

interface Column {
  name: string;
  type: string;
  required: boolean;
}

async function columnsOf<D>(db: Kysely<D>, kind: 'sqlite' | 'postgres', table: string): Promise<Column[]> {
  if (kind === 'sqlite') {
    const rows = await sql<{ name: string; type: string; notnull: number; dflt_value: unknown; pk: number }>`
      select * from pragma_table_info(${table})`.execute(db);
    return rows.rows.map((c) => ({
      name: c.name,
      type: c.type.toLowerCase(),
      required: (c.notnull === 1 || c.pk > 0) && c.dflt_value === null,
    }));
  }
  const rows = await sql<{ name: string; type: string; nullable: string; dflt: unknown }>`
    select column_name as name, data_type as type, is_nullable as nullable, column_default as dflt
    from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(db);
  return rows.rows.map((c) => ({ name: c.name, type: c.type.toLowerCase(), required: c.nullable === 'NO' && c.dflt === null }));
}

/** A row with `given` and a placeholder in every other column that needs a value. */
async function rowFor<D>(db: Kysely<D>, kind: 'sqlite' | 'postgres', table: string, given: Record<string, unknown>) {
  const row: Record<string, unknown> = {};
  for (const c of await columnsOf(db, kind, table))
    if (c.name in given) row[c.name] = given[c.name];
    else if (c.required) row[c.name] = /int|real|numeric|double|float|bool/.test(c.type) ? 0 : 'x';
  return row;
}

const tables = async <D>(db: Kysely<D>, kind: 'sqlite' | 'postgres') =>
  kind === 'sqlite'
    ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows
    : (
        await sql<{ name: string }>`select c.relname as name from pg_class c where c.relnamespace = current_schema()::regnamespace
          and c.relkind in ('r', 'p') and not c.relispartition`.execute(db)
      ).rows;

describe.each(databases)('tenant keys (%s)', (kind) => {
  let db: Db;
  let database: Config['database'];
  let dir: string | undefined;
  const schema = `tenant_${process.pid}_${Date.now().toString(36)}`;

  beforeAll(async () => {
    if (kind === 'sqlite') {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-keys-'));
      database = { kind: 'sqlite', file: path.join(dir, 'db.sqlite') };
    } else database = { kind: 'postgres', url: process.env.TEST_DATABASE_URL!, schema };
    db = createDatabase(database);
    if (kind === 'postgres') await ensureSchema(db, schema);
    // The schema as it stood before 0067, with a parent and a child row in each pair of tables.
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0067'));
    const { error } = await (await migratorFor(db, database, before)).migrateToLatest();
    expect(error).toBeUndefined();
    await unchecked(async (trx) => {
      const raw = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
      for (const [table, given] of Object.entries(parents))
        await raw
          .insertInto(table)
          .values(await rowFor(trx, kind, table, given))
          .execute();
      for (const { table, row } of children)
        await raw
          .insertInto(table)
          .values(await rowFor(trx, kind, table, row))
          .execute();
    });
  });

  /**
   * Runs `work` with foreign keys unchecked: the placeholders in the rows' other reference columns
   * (a seal, a product, a title) point nowhere, and only the tenant columns are under test here.
   */
  async function unchecked(work: (trx: Db) => Promise<void>): Promise<void> {
    if (kind === 'sqlite') {
      await sql`pragma foreign_keys = off`.execute(db);
      try {
        await work(db);
      } finally {
        await sql`pragma foreign_keys = on`.execute(db);
      }
    } else
      await db.transaction().execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx);
        await work(trx);
      });
  }

  afterAll(async () => {
    if (kind === 'postgres') await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
    await db.destroy();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies each parent’s tenant onto the rows already there, and every tenant table then has one', async () => {
    await migrateToLatest(db, database);
    for (const { table, row, tenant } of children) {
      const link = Object.keys(row)[0]!;
      const found = await sql<Record<string, unknown>>`select * from ${sql.table(table)} where ${sql.ref(link)} = ${row[link]}`.execute(db);
      expect(found.rows, table).toHaveLength(1);
      for (const [column, value] of Object.entries(tenant)) expect(found.rows[0]![column] ?? null, `${table}.${column}`).toBe(value);
    }
    // Every table that is not the platform's own carries its tenant: an enterprise, a person, a log's chain.
    const keyless: string[] = [];
    for (const { name } of await tables(db, kind)) {
      if (platformTables.has(name)) continue;
      const columns = (await columnsOf(db, kind, name)).map((c) => c.name);
      if (!columns.some((c) => c === 'enterprise_id' || c === 'user_id' || c === 'chain_key')) keyless.push(name);
    }
    expect(keyless).toEqual([]);
  });

  it('has each writer put the parent’s tenant on the rows it writes', async () => {
    const now = 1_764_400_000_000;
    await unchecked((db) => writeEach(db, now));
    const written: [string, string, unknown, Record<string, string | null>][] = [
      ['callback_deliveries', 'id', 'del-2', { enterprise_id: 'ent-app' }],
      ['callback_attempts', 'id', 'att-2', { enterprise_id: 'ent-app' }],
      ['app_secrets', 'id', 'sec-2', { enterprise_id: 'ent-app' }],
      ['app_services', 'application_id', 'app-1', { enterprise_id: 'ent-app' }],
      ['sandbox_allowances', 'day', '2026-11-30', { enterprise_id: 'ent-app' }],
      ['idempotent_answers', 'idem_key', 'k-2', { enterprise_id: 'ent-app' }],
      ['import_errors', 'row', 3, { enterprise_id: 'ent-imp' }],
      ['work_order_records', 'id', 'rec-2', { enterprise_id: null, user_id: 'u-wo' }],
      ['payments', 'id', 'pay-2', { enterprise_id: 'ent-ord', user_id: 'u-ord' }],
      ['payment_notifications', 'notification_id', 'n-2', { enterprise_id: 'ent-ord', user_id: 'u-ord' }],
      ['invoice_orders', 'invoice_id', 'inv-2', { enterprise_id: 'ent-ord', user_id: 'u-ord' }],
      ['usage_bills', 'month', '2026-11', { enterprise_id: 'ent-sub', user_id: 'u-sub' }],
      ['seal_grant_apps', 'grant_id', 'grant-2', { enterprise_id: 'ent-app' }],
      ['sign_flow_batch_views', 'document_id', 'doc-2', { user_id: 'u-batch' }],
      ['sign_flow_deadline_reminders', 'flow_id', 'flow-1', { enterprise_id: 'ent-flow', user_id: 'u-flow' }],
    ];
    for (const [table, column, value, tenant] of written) {
      const found = await sql<Record<string, unknown>>`select * from ${sql.table(table)} where ${sql.ref(column)} = ${value}`.execute(db);
      expect(found.rows, table).toHaveLength(1);
      for (const [key, expected] of Object.entries(tenant)) expect(found.rows[0]![key] ?? null, `${table}.${key}`).toBe(expected);
    }
  });

  /** What the server's writers write, each once, over the seeded parents. */
  async function writeEach(db: Db, now: number): Promise<void> {
    await insertDelivery(db, {
      id: 'del-2',
      application_id: 'app-1',
      event: 'test.ping',
      target: 'callback',
      payload: '{}',
      status: 'pending',
      attempt_count: 0,
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    });
    await insertAttempt(db, { id: 'att-2', delivery_id: 'del-2', at: now, status_code: 200, latency_ms: 5, problem: null });
    await insertSecret(db, { id: 'sec-2', application_id: 'app-1', secret_cipher: 'c', hint: 'h', created_at: now });
    await setAuthorized(db, 'app-1', ['sub-1'], now);
    expect(await takeSandboxCall(db, { applicationId: 'app-1', enterpriseId: 'ent-app' }, '2026-11-30', 5)).toBe(true);
    expect(await claimIdempotencyKey(db, { applicationId: 'app-1', key: 'k-2', requestHash: 'h', now, expiresAt: now + 1 })).toBe(true);
    await insertErrors(db, [{ batch_id: 'imp-1', row: 3, field: 'name', issue: 'required' }]);
    await insertRecord(db, {
      id: 'rec-2',
      work_order_id: 'wo-1',
      kind: 'reply',
      by_kind: 'user',
      author_id: 'u-wo',
      content: 'ok',
      created_at: now,
    });
    await insertPayment(db, {
      id: 'pay-2',
      order_id: 'ord-1',
      provider: 'sandbox',
      amount_fen: 1,
      status: 'pending',
      created_at: now,
      updated_at: now,
    });
    expect(await claimNotification(db, { notification_id: 'n-2', payment_id: 'pay-2', outcome: 'paid', received_at: now })).toBe(true);
    const invoice = await rowFor(db, kind, 'invoices', { id: 'inv-2', enterprise_id: 'ent-ord', user_id: 'u-ord' });
    await insertInvoice(db, invoice as never, ['ord-1']);
    expect(
      await claimBill(db, {
        subscription_id: 'sub-1',
        enterprise_id: 'ent-sub',
        user_id: 'u-sub',
        month: '2026-11',
        billed_to_fen: 1,
        order_id: 'ord-1',
        created_at: now,
      }),
    ).toBe(true);
    const grant = await rowFor(db, kind, 'seal_grants', { id: 'grant-2', enterprise_id: 'ent-app', user_id: 'u-grant', seal_id: 'x' });
    await insertGrant(db, grant as never, ['app-1']);
    await markViewed(db, { batchId: 'batch-1', documentId: 'doc-2', signerId: 's-1', now });
    expect(await claimDeadlineReminder(db, 'flow-1', now)).toBe(false);
    await sql`delete from sign_flow_deadline_reminders`.execute(db);
    expect(await claimDeadlineReminder(db, 'flow-1', now)).toBe(true);
  }

  it.runIf(kind === 'postgres')('refuses on PostgreSQL a row written without the key its parent always has', async () => {
    await expect(
      sql`insert into app_secrets (id, application_id, secret_cipher, hint, created_at) values ('sec-3', 'app-1', 'c', 'h', 1)`.execute(db),
    ).rejects.toThrow(/enterprise_id/);
  });
});
