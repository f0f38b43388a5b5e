import { type Kysely, sql } from 'kysely';

/** Platform tables: website config, operators, people, sessions, enterprises, the operation log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('website_config')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('theme_color', 'varchar(7)', (c) => c.notNull())
    .addColumn('sidebar_bg_color', 'varchar(7)', (c) => c.notNull())
    .addColumn('sidebar_text_color', 'varchar(7)', (c) => c.notNull())
    .addColumn('sidebar_active_text_color', 'varchar(7)', (c) => c.notNull())
    .addColumn('login_entry_path', 'varchar(64)', (c) => c.notNull())
    .addColumn('default_language', 'varchar(8)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('operators')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('password_changed_at', 'bigint')
    .execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('operator_id', 'varchar(36)', (c) => c.notNull().references('operators.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('absolute_expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(512)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('account_name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(254)', (c) => c.unique())
    .addColumn('phone', 'varchar(20)')
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('nickname', 'varchar(64)')
    .addColumn('language', 'varchar(8)')
    .addColumn('real_name_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('real_name_at', 'bigint')
    .addColumn('check_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_phone').on('users').column('phone').execute();

  await db.schema
    .createTable('enterprises')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('master_user_id', 'varchar(36)', (c) => c.notNull().references('users.id'))
    .addColumn('real_name_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('check_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('members')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(36)', (c) => c.notNull().references('enterprises.id'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id'))
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('role_id', 'varchar(36)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('members_enterprise_user', ['enterprise_id', 'user_id'])
    .execute();
  await db.schema.createIndex('members_user').on('members').column('user_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id'))
    .addColumn('enterprise_id', 'varchar(36)', (c) => c.references('enterprises.id'))
    .addColumn('login_path', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('absolute_expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoke_reason', 'varchar(32)')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(512)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('operation_logs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(36)')
    .addColumn('user_id', 'varchar(36)')
    .addColumn('operator_id', 'varchar(36)')
    .addColumn('service', 'varchar(32)', (c) => c.notNull())
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('content', 'varchar(1000)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // Logs page by key (id is time-ordered), scoped to a tenant or a person.
  await db.schema.createIndex('operation_logs_enterprise').on('operation_logs').columns(['enterprise_id', 'id']).execute();
  await db.schema.createIndex('operation_logs_user').on('operation_logs').columns(['user_id', 'id']).execute();
  void sql;
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
