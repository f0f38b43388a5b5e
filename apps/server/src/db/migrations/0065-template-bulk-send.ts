import { type Kysely, sql } from 'kysely';

/**
 * Bulk send. The spreadsheet import's batch (`import_batches`, kind
 * `templateBulk`) carries the file, the progress and the row errors; `template_bulks` is its head —
 * the tenant, the template's version the rows were checked against, what every row's flow shares —
 * and `template_bulk_flows` one row per created flow, keyed by (batch, row): the row's flow and this
 * row are written in one transaction, so a resumed or repeated run never makes a row's flow twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('template_bulks')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(36)')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('template_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('version_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('message', 'varchar(600)')
    .addColumn('deadline_at', 'bigint', (c) => c.notNull())
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The list: an enterprise's bulk sends newest first; of one template, newest first.
  await db.schema
    .createIndex('template_bulks_enterprise_created')
    .on('template_bulks')
    .columns(['enterprise_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('template_bulks_template_created')
    .on('template_bulks')
    .columns(['template_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createTable('template_bulk_flows')
    .addColumn('bulk_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('row', 'integer', (c) => c.notNull())
    .addColumn('flow_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('enterprise_id', 'varchar(36)')
    // When the first signers' notice is due (null once every one of them was told): the notice job's queue.
    .addColumn('notice_due_at', 'bigint')
    .addColumn('notice_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('template_bulk_flows_pk', ['bulk_id', 'row'])
    .execute();
  await db.schema.createIndex('template_bulk_flows_flow').unique().on('template_bulk_flows').column('flow_id').execute();
  // The notice job reads the due ones first; only pending rows are in it.
  await db.schema
    .createIndex('template_bulk_flows_notice_due')
    .on('template_bulk_flows')
    .column('notice_due_at')
    .where(sql.ref('notice_due_at'), 'is not', null)
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
