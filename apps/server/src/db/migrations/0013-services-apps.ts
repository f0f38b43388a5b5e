import type { Kysely } from 'kysely';

/**
 * Services, applications and the metered open API.
 * - `service_products`: the catalogue operators keep (product number, name, the API service it sells, unit price).
 * - `service_subscriptions` (from 0002) gains what a grant says: product, issuing mode, start, cycle,
 *   the price taken per call on demand and the charges accrued; `used_count` is the ledger's count,
 *   kept in the same transaction as each usage row. The stored `status` is refreshed on each write
 *   and by a job; the truth is always computed from counts and the clock.
 * - `applications`, `app_secrets` (sealed, never hashed: the server must compute the HMAC),
 *   `app_services` (authorization), `usage_records` (from 0002) as the metering ledger, sandbox
 *   allowances, idempotent answers, quota alerts, and callback deliveries with their attempts.
 * Every list has an index that matches its filter and its order (newest first, id as tie-break).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('service_products')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('product_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('service_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('unit_price_fen', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  const subs = () => db.schema.alterTable('service_subscriptions');
  await subs().addColumn('product_id', 'varchar(36)').execute();
  await subs()
    .addColumn('issuing_mode', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await subs()
    .addColumn('starts_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await subs()
    .addColumn('cycle', 'varchar(8)', (c) => c.notNull().defaultTo('month'))
    .execute();
  await subs()
    .addColumn('unit_price_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await subs()
    .addColumn('charges_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await subs()
    .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('service_subscriptions_enterprise_page')
    .on('service_subscriptions')
    .columns(['enterprise_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('service_subscriptions_page').on('service_subscriptions').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('service_subscriptions_status_due').on('service_subscriptions').columns(['status', 'due_at']).execute();

  await db.schema
    .createTable('applications')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('app_id', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('abbreviation', 'varchar(8)', (c) => c.notNull())
    .addColumn('environment', 'varchar(12)', (c) => c.notNull())
    .addColumn('ip_whitelist', 'varchar(2000)', (c) => c.notNull())
    .addColumn('ip_restrict', 'integer', (c) => c.notNull())
    .addColumn('android_package', 'varchar(128)')
    .addColumn('ios_bundle', 'varchar(128)')
    .addColumn('callback_url', 'varchar(500)')
    .addColumn('evidence_callback_url', 'varchar(500)')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('applications_enterprise_page').on('applications').columns(['enterprise_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('applications_page').on('applications').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('application_id', 'varchar(36)', (c) => c.notNull().references('applications.id'))
    .addColumn('secret_cipher', 'varchar(200)', (c) => c.notNull())
    .addColumn('hint', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('last_used_at', 'bigint')
    .addColumn('last_used_ip', 'varchar(64)')
    .execute();
  await db.schema.createIndex('app_secrets_application').on('app_secrets').columns(['application_id', 'created_at']).execute();

  await db.schema
    .createTable('app_services')
    .addColumn('application_id', 'varchar(36)', (c) => c.notNull().references('applications.id'))
    .addColumn('subscription_id', 'varchar(36)', (c) => c.notNull().references('service_subscriptions.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('app_services_pk', ['application_id', 'subscription_id'])
    .execute();
  await db.schema.createIndex('app_services_subscription').on('app_services').column('subscription_id').execute();

  const usage = () => db.schema.alterTable('usage_records');
  await usage().addColumn('subscription_id', 'varchar(36)').execute();
  await usage().addColumn('request_id', 'varchar(40)').execute();
  await usage()
    .addColumn('outcome', 'varchar(16)', (c) => c.notNull().defaultTo('pass'))
    .execute();
  await usage()
    .addColumn('sandbox', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await usage()
    .addColumn('charge_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('usage_records_app_page').on('usage_records').columns(['app_id', 'called_at', 'id']).execute();
  await db.schema.createIndex('usage_records_subscription').on('usage_records').columns(['subscription_id', 'called_at']).execute();

  await db.schema
    .createTable('sandbox_allowances')
    .addColumn('application_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sandbox_allowances_pk', ['application_id', 'day'])
    .execute();

  await db.schema
    .createTable('idempotent_answers')
    .addColumn('application_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('idem_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('http_status', 'integer')
    .addColumn('answer', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotent_answers_pk', ['application_id', 'idem_key'])
    .execute();
  await db.schema.createIndex('idempotent_answers_expiry').on('idempotent_answers').column('expires_at').execute();

  await db.schema
    .createTable('quota_alerts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('subscription_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('threshold', 'integer', (c) => c.notNull())
    .addColumn('period', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('quota_alerts_once', ['subscription_id', 'threshold', 'period'])
    .execute();
  await db.schema.createIndex('quota_alerts_enterprise').on('quota_alerts').columns(['enterprise_id', 'created_at']).execute();

  await db.schema
    .createTable('callback_deliveries')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('application_id', 'varchar(36)', (c) => c.notNull().references('applications.id'))
    .addColumn('event', 'varchar(64)', (c) => c.notNull())
    .addColumn('target', 'varchar(16)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('attempt_count', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('callback_deliveries_app_page')
    .on('callback_deliveries')
    .columns(['application_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('callback_deliveries_due').on('callback_deliveries').columns(['status', 'next_attempt_at']).execute();
  await db.schema
    .createTable('callback_attempts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('delivery_id', 'varchar(36)', (c) => c.notNull().references('callback_deliveries.id'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('latency_ms', 'integer', (c) => c.notNull())
    .addColumn('problem', 'varchar(300)')
    .execute();
  await db.schema.createIndex('callback_attempts_delivery').on('callback_attempts').columns(['delivery_id', 'at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
