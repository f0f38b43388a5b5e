import type { Kysely } from 'kysely';

/**
 * Channel partners and single sign-on.
 * - `channels`: the partners the back office keeps; `entry_path` names the whitelisted entry page
 *   (/jdfLogin, /jdfGys) a partner serves, unique so a page belongs to one partner.
 * - `channel_accounts` / `channel_enterprises`: who each partner brought. The person's or the
 *   enterprise's id is the primary key, so the first association wins by the database's word
 *   (`insert … on conflict do nothing`), on both databases and under concurrency.
 * - `sso_systems`: trusted systems with their shared secret (sealed: the server computes HMACs with
 *   it); `out_sign` (unique) marks the one ssorand sends the open-platform or SDK entry to.
 * - `sso_codes`: ssorand codes, only their SHA-256 stored, single use by a conditional update.
 * - `sso_nonces`: the nonces of redeem calls and synchronization tokens already used, per system
 *   (primary key), kept until they could no longer pass the clock check anyway.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('channels')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('logo', 'text')
    .addColumn('theme_color', 'varchar(7)', (c) => c.notNull())
    .addColumn('text_color', 'varchar(7)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(255)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('entry_path', 'varchar(32)', (c) => c.unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('channels_created').on('channels').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('channels_status_created').on('channels').columns(['status', 'created_at', 'id']).execute();

  await db.schema
    .createTable('channel_accounts')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey().references('users.id'))
    .addColumn('channel_id', 'varchar(36)', (c) => c.notNull().references('channels.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('channel_accounts_channel').on('channel_accounts').columns(['channel_id', 'created_at', 'user_id']).execute();
  await db.schema
    .createTable('channel_enterprises')
    .addColumn('enterprise_id', 'varchar(36)', (c) => c.primaryKey().references('enterprises.id'))
    .addColumn('channel_id', 'varchar(36)', (c) => c.notNull().references('channels.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('channel_enterprises_channel')
    .on('channel_enterprises')
    .columns(['channel_id', 'created_at', 'enterprise_id'])
    .execute();
  // The paid orders of a brought enterprise are counted per enterprise and status.
  await db.schema.createIndex('orders_enterprise_status').on('orders').columns(['enterprise_id', 'status']).execute();

  await db.schema
    .createTable('sso_systems')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('secret', 'varchar(255)', (c) => c.notNull())
    .addColumn('secret_hint', 'varchar(8)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('out_sign', 'varchar(16)', (c) => c.unique())
    .addColumn('target_url', 'varchar(300)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_systems_created').on('sso_systems').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('sso_codes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id'))
    .addColumn('enterprise_id', 'varchar(36)')
    .addColumn('ui_sign', 'varchar(16)', (c) => c.notNull())
    .addColumn('cloud_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_codes_expires').on('sso_codes').columns(['expires_at']).execute();

  await db.schema
    .createTable('sso_nonces')
    .addColumn('system_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('nonce', 'varchar(128)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sso_nonces_pk', ['system_id', 'nonce'])
    .execute();
  await db.schema.createIndex('sso_nonces_expires').on('sso_nonces').columns(['expires_at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
