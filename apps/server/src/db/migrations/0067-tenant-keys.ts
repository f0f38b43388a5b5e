import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * A tenant key on every tenant table (item 8): the child rows that reached their tenant
 * only through a parent take the parent's `enterprise_id` (and its `user_id` where the tenant may
 * be a person, the parent's enterprise being null), so a sharded PostgreSQL (Citus, distributed by
 * the tenant) keeps a tenant's rows and joins on one node. Each column is copied from the parent
 * here, parents before children, and from then on by the one statement that writes the row.
 * On PostgreSQL a key whose parent's is never null becomes NOT NULL, so a writer that forgot it
 * fails at once; SQLite cannot add a NOT NULL column without a default, and relies on the types.
 */

/** Table, its tenant columns, and the expression (over the table's own row) that reads each from its parent. */
const keys: { table: string; columns: { name: string; from: string; required: boolean }[] }[] = [
  ...['callback_deliveries', 'app_secrets', 'app_services', 'sandbox_allowances', 'idempotent_answers', 'seal_grant_apps'].map((table) => ({
    table,
    columns: [
      { name: 'enterprise_id', from: `(select p.enterprise_id from applications p where p.id = ${table}.application_id)`, required: true },
    ],
  })),
  {
    table: 'callback_attempts',
    columns: [
      {
        name: 'enterprise_id',
        from: '(select p.enterprise_id from callback_deliveries p where p.id = callback_attempts.delivery_id)',
        required: true,
      },
    ],
  },
  {
    table: 'import_errors',
    columns: [
      { name: 'enterprise_id', from: '(select p.enterprise_id from import_batches p where p.id = import_errors.batch_id)', required: true },
    ],
  },
  ...[
    ['work_order_records', 'work_orders', 'work_order_id'],
    ['payments', 'orders', 'order_id'],
    ['invoice_orders', 'invoices', 'invoice_id'],
    ['usage_bills', 'service_subscriptions', 'subscription_id'],
    ['sign_flow_deadline_reminders', 'sign_flows', 'flow_id'],
  ].map(([table, parent, link]) => ({
    table: table!,
    columns: ['enterprise_id', 'user_id'].map((name) => ({
      name,
      from: `(select p.${name} from ${parent} p where p.id = ${table}.${link})`,
      required: name === 'user_id',
    })),
  })),
  {
    table: 'payment_notifications',
    columns: ['enterprise_id', 'user_id'].map((name) => ({
      name,
      from: `(select p.${name} from payments p where p.id = payment_notifications.payment_id)`,
      required: name === 'user_id',
    })),
  },
  {
    table: 'sign_flow_batch_views',
    columns: [
      { name: 'user_id', from: '(select p.user_id from sign_flow_batches p where p.id = sign_flow_batch_views.batch_id)', required: true },
    ],
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const { table, columns } of keys)
    for (const column of columns) {
      await db.schema.alterTable(table).addColumn(column.name, 'varchar(36)').execute();
      await sql`update ${sql.table(table)} set ${sql.ref(column.name)} = ${sql.raw(column.from)}`.execute(db);
      if (postgres && column.required)
        await db.schema
          .alterTable(table)
          .alterColumn(column.name, (c) => c.setNotNull())
          .execute();
    }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
