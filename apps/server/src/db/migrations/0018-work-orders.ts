import type { Kysely } from 'kysely';

/**
 * Work orders. `work_orders` (0002, counted by the dashboard from the start) gains what a
 * request for help needs: category and title, the optional context (an application, the request id
 * of an open-API call, an operation-log row), the assignee, the expedite flag and the times the SLA
 * timers and the 7-day auto-close read. Every reply and status change is a row of
 * `work_order_records`; attachments are sealed files named by `work_order_attachments`, owned by the
 * uploader until a work order or a reply uses them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: [
    string,
    'varchar(32)' | 'varchar(64)' | 'varchar(100)' | 'varchar(500)' | 'varchar(36)' | 'integer' | 'bigint',
    string | number | null,
  ][] = [
    ['category', 'varchar(32)', 'other'],
    ['title', 'varchar(100)', ''],
    ['app_ref', 'varchar(64)', null],
    ['request_id', 'varchar(64)', null],
    ['log_id', 'varchar(64)', null],
    ['assignee_id', 'varchar(36)', null],
    ['expedited', 'integer', 0],
    ['expedited_at', 'bigint', null],
    ['awaiting_since', 'bigint', null],
    ['first_response_at', 'bigint', null],
    ['resolved_at', 'bigint', null],
    ['closed_at', 'bigint', null],
    ['rating', 'integer', null],
    ['rating_comment', 'varchar(500)', null],
  ];
  // SQLite adds one column per statement.
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable('work_orders')
      .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
      .execute();
  }
  const index = (name: string, cols: string[]) => db.schema.createIndex(name).on('work_orders').columns(cols).execute();
  // The person's and the enterprise's lists (newest first), by status.
  await index('work_orders_enterprise_created', ['enterprise_id', 'created_at', 'id']);
  await index('work_orders_enterprise_status_created', ['enterprise_id', 'status', 'created_at', 'id']);
  await index('work_orders_user_created', ['user_id', 'enterprise_id', 'created_at', 'id']);
  await index('work_orders_user_status_created', ['user_id', 'enterprise_id', 'status', 'created_at', 'id']);
  // The back office's queue (oldest first) by status, expedited, assignee, and all three.
  await index('work_orders_created', ['created_at', 'id']);
  await index('work_orders_status_created', ['status', 'created_at', 'id']);
  await index('work_orders_expedited_created', ['expedited', 'created_at', 'id']);
  await index('work_orders_assignee_created', ['assignee_id', 'created_at', 'id']);
  await index('work_orders_queue', ['status', 'expedited', 'assignee_id', 'created_at', 'id']);
  // The auto-close job: resolved orders by when they were resolved.
  await index('work_orders_status_resolved', ['status', 'resolved_at', 'id']);

  await db.schema
    .createTable('work_order_records')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('work_order_id', 'varchar(36)', (c) => c.notNull().references('work_orders.id'))
    // created | reply | distributed | status | expedited | closed | autoClosed
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    // user | operator | system
    .addColumn('by_kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('author_id', 'varchar(36)')
    .addColumn('status', 'integer')
    .addColumn('content', 'varchar(1000)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('work_order_records_order').on('work_order_records').columns(['work_order_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('work_order_attachments')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(36)')
    .addColumn('user_id', 'varchar(36)')
    .addColumn('operator_id', 'varchar(36)')
    .addColumn('work_order_id', 'varchar(36)', (c) => c.references('work_orders.id'))
    .addColumn('record_id', 'varchar(36)', (c) => c.references('work_order_records.id'))
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('file', 'varchar(200)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('work_order_attachments_order')
    .on('work_order_attachments')
    .columns(['work_order_id', 'created_at'])
    .execute();
  await db.schema.createIndex('work_order_attachments_user').on('work_order_attachments').columns(['user_id', 'created_at']).execute();
  // The back office opens the failed call a work order names by its request id.
  await db.schema.createIndex('usage_records_request').on('usage_records').columns(['request_id']).execute();
  await db.schema
    .createIndex('work_order_attachments_operator')
    .on('work_order_attachments')
    .columns(['operator_id', 'created_at'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
