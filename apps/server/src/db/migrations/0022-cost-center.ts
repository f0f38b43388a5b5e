import { type Kysely, sql } from 'kysely';

/**
 * The cost center. `orders` and `coupons` (0002, counted by the dashboard from the start)
 * gain what buying needs: the package, the amounts in fen (list, discount, payable), the coupon, the
 * payment deadline, how and when it was paid, the receipt of an offline transfer, the subscription
 * it became. `product_packages` are what the back office sells of a catalogue product; `payments`
 * are gateway payments of orders; `payment_notifications` make a notification count once (unique
 * notification id); `payment_sandbox_ledger` is the sandbox gateway's own book.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_packages')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('product_id', 'varchar(36)', (c) => c.notNull().references('service_products.id'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('issuing_mode', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('months', 'integer', (c) => c.notNull())
    .addColumn('price_fen', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_packages_created').on('product_packages').columns(['created_at', 'id']).execute();

  const orderColumns: [
    string,
    'varchar(36)' | 'varchar(64)' | 'varchar(16)' | 'varchar(300)' | 'varchar(200)' | 'integer' | 'bigint',
    string | number | null,
  ][] = [
    ['package_id', 'varchar(36)', ''],
    ['product_id', 'varchar(36)', ''],
    ['item_name', 'varchar(200)', ''],
    ['issuing_mode', 'integer', 1],
    ['quantity', 'integer', 1],
    ['list_amount_fen', 'bigint', 0],
    ['discount_fen', 'bigint', 0],
    ['coupon_id', 'varchar(36)', null],
    ['pay_deadline_at', 'bigint', null],
    ['paid_at', 'bigint', null],
    ['paid_amount_fen', 'bigint', null],
    ['payment_method', 'varchar(16)', null],
    ['receipt_file', 'varchar(200)', null],
    ['receipt_type', 'varchar(64)', null],
    ['subscription_id', 'varchar(36)', null],
    ['note', 'varchar(300)', ''],
  ];
  // SQLite adds one column per statement.
  for (const [name, type, fallback] of orderColumns) {
    await db.schema
      .alterTable('orders')
      .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
      .execute();
  }
  const orderIndex = (name: string, cols: string[]) => db.schema.createIndex(name).on('orders').columns(cols).execute();
  await orderIndex('orders_enterprise_created', ['enterprise_id', 'created_at', 'id']);
  await orderIndex('orders_enterprise_status_created', ['enterprise_id', 'status', 'created_at', 'id']);
  await orderIndex('orders_created', ['created_at', 'id']);
  await orderIndex('orders_status_created', ['status', 'created_at', 'id']);
  // The auto-cancel job: orders to be paid by deadline.
  await orderIndex('orders_status_deadline', ['status', 'pay_deadline_at', 'id']);

  await db.schema
    .createTable('payments')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(36)', (c) => c.notNull().references('orders.id'))
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('gateway_ref', 'varchar(64)')
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    // pending (asked, no answer yet) | paid | declined | unknown (the gateway could not say yet)
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_order').on('payments').columns(['order_id', 'created_at']).execute();
  await db.schema.createIndex('payments_status_updated').on('payments').columns(['status', 'updated_at', 'id']).execute();

  await db.schema
    .createTable('payment_notifications')
    .addColumn('notification_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('payment_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(32)', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payment_sandbox_ledger')
    .addColumn('ref', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('reference', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('return_url', 'varchar(300)', (c) => c.notNull())
    // pending | approved | declined
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();

  const couponColumns: [string, 'varchar(36)' | 'varchar(16)' | 'bigint', string | number | null][] = [
    ['kind', 'varchar(16)', 'fixed'],
    ['value', 'bigint', 0],
    ['min_spend_fen', 'bigint', 0],
    ['product_id', 'varchar(36)', null],
    ['starts_at', 'bigint', 0],
    ['used_order_id', 'varchar(36)', null],
    ['used_at', 'bigint', null],
    ['issued_by', 'varchar(36)', null],
  ];
  for (const [name, type, fallback] of couponColumns) {
    await db.schema
      .alterTable('coupons')
      .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
      .execute();
  }
  const couponIndex = (name: string, cols: string[]) => db.schema.createIndex(name).on('coupons').columns(cols).execute();
  await couponIndex('coupons_enterprise_status_created', ['enterprise_id', 'status', 'created_at', 'id']);
  await couponIndex('coupons_user_status_created', ['user_id', 'enterprise_id', 'status', 'created_at', 'id']);
  // A person's own coupons (outside any enterprise): PostgreSQL otherwise prefers the expiry index and sorts.
  await db.schema
    .createIndex('coupons_personal_status_created')
    .on('coupons')
    .columns(['user_id', 'status', 'created_at', 'id'])
    .where(sql.ref('enterprise_id'), 'is', null)
    .execute();
  // Coupons past their window move to expired (the job and every read).
  await couponIndex('coupons_status_expires', ['status', 'expires_at', 'id']);
  // Invoices: saved titles, the request's snapshot of its title, the orders it covers.
  await db.schema
    .createTable('invoice_titles')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    // company | personal
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('taxpayer_id', 'varchar(18)', (c) => c.notNull())
    .addColumn('address_phone', 'varchar(100)', (c) => c.notNull())
    .addColumn('bank_account', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invoice_titles_enterprise_created')
    .on('invoice_titles')
    .columns(['enterprise_id', 'created_at', 'id'])
    .execute();
  const invoiceColumns: [
    string,
    'varchar(64)' | 'varchar(16)' | 'varchar(100)' | 'varchar(300)' | 'varchar(200)' | 'varchar(32)' | 'bigint',
    string | number | null,
  ][] = [
    ['request_id', 'varchar(64)', null],
    ['invoice_type', 'varchar(16)', 'general'],
    ['title_kind', 'varchar(16)', 'company'],
    ['title_name', 'varchar(100)', ''],
    ['taxpayer_id', 'varchar(32)', ''],
    ['address_phone', 'varchar(100)', ''],
    ['bank_account', 'varchar(100)', ''],
    ['reason', 'varchar(300)', ''],
    ['file', 'varchar(200)', null],
    ['invoice_no', 'varchar(32)', null],
    ['issued_at', 'bigint', null],
    ['updated_at', 'bigint', 0],
  ];
  for (const [name, type, fallback] of invoiceColumns) {
    await db.schema
      .alterTable('invoices')
      .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
      .execute();
  }
  const invoiceIndex = (name: string, cols: string[]) => db.schema.createIndex(name).on('invoices').columns(cols).execute();
  // A double submit of one confirmation is one request.
  await db.schema.createIndex('invoices_request').on('invoices').columns(['enterprise_id', 'request_id']).unique().execute();
  await invoiceIndex('invoices_enterprise_created', ['enterprise_id', 'created_at', 'id']);
  await invoiceIndex('invoices_enterprise_status_created', ['enterprise_id', 'status', 'created_at', 'id']);
  await invoiceIndex('invoices_created', ['created_at', 'id']);
  await invoiceIndex('invoices_status_created', ['status', 'created_at', 'id']);
  await db.schema
    .createTable('invoice_orders')
    .addColumn('invoice_id', 'varchar(36)', (c) => c.notNull().references('invoices.id'))
    .addColumn('order_id', 'varchar(36)', (c) => c.notNull().references('orders.id'))
    .addPrimaryKeyConstraint('invoice_orders_pk', ['invoice_id', 'order_id'])
    .execute();
  await db.schema.createIndex('invoice_orders_order').on('invoice_orders').column('order_id').execute();
  // selectInvoice: the enterprise's completed orders not yet invoiced.
  await orderIndex('orders_enterprise_invoiceable', ['enterprise_id', 'status', 'invoiced', 'created_at', 'id']);
  // Monthly bills of pay-on-demand charges: one per subscription and month; `billed_to_fen` is the
  // subscription's cumulative charges the bill covers, so the next bill starts there.
  await db.schema
    .createTable('usage_bills')
    .addColumn('subscription_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('billed_to_fen', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_bills_pk', ['subscription_id', 'month'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
