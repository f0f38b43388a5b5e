import { type Kysely, sql } from 'kysely';

/**
 * Templates. A template belongs to its tenant (`enterprise_id`, `user_id` its author, as
 * every tenant row) and points at its current version. A version is never changed once written: its
 * PDF (sealed in the file store), roles and fields (JSON) stay as they were, so a flow made from it
 * (`template_flows`, one row per flow) keeps what it was made from while the template moves on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('templates')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(36)')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(600)')
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('version_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The list: an enterprise's templates newest first (a name keyword walks this index and filters).
  await db.schema.createIndex('templates_enterprise_created').on('templates').columns(['enterprise_id', 'created_at', 'id']).execute();
  // A person's own (no enterprise): partial, as sign_flows_user_created (0047) explains.
  await db.schema
    .createIndex('templates_user_created')
    .on('templates')
    .columns(['user_id', 'created_at', 'id'])
    .where(sql.ref('enterprise_id'), 'is', null)
    .execute();
  await db.schema
    .createTable('template_versions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('template_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('enterprise_id', 'varchar(36)')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('file_path', 'varchar(300)', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('pages', 'text', (c) => c.notNull())
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // One row per version number: two edits from the same version cannot both become the next one.
  await db.schema
    .createIndex('template_versions_template_version')
    .unique()
    .on('template_versions')
    .columns(['template_id', 'version'])
    .execute();
  await db.schema
    .createTable('template_flows')
    .addColumn('flow_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('template_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('version_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('enterprise_id', 'varchar(36)')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('template_flows_template_created').on('template_flows').columns(['template_id', 'created_at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
