import type { Kysely } from 'kysely';

/**
 * The tables the dashboard (§1) counts from: orders, work orders, coupons, invoices, services and
 * their usage. Their features extend them with further migrations; the dashboard reads them now so
 * its numbers are true (zero) from the first day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const owned = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('enterprise_id', 'varchar(36)')
      .addColumn('user_id', 'varchar(36)', (c) => c.notNull());

  await owned('orders')
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('invoiced', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await owned('work_orders')
    .addColumn('number', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('service', 'varchar(64)', (c) => c.notNull())
    .addColumn('description', 'varchar(1000)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await owned('coupons')
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await owned('invoices')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await owned('service_subscriptions')
    .addColumn('service_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('total_count', 'bigint', (c) => c.notNull())
    .addColumn('used_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('usage_records')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(36)')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('service_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('app_id', 'varchar(36)')
    .addColumn('called_at', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  for (const table of ['orders', 'work_orders', 'coupons', 'invoices', 'service_subscriptions', 'usage_records']) {
    await db.schema.createIndex(`${table}_enterprise`).on(table).column('enterprise_id').execute();
    await db.schema.createIndex(`${table}_user`).on(table).column('user_id').execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
