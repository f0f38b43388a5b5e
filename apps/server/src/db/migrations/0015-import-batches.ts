import type { Kysely } from 'kysely';

/**
 * Spreadsheet imports. A batch is first a dry run (its file sealed on disk, its row
 * errors kept in `import_errors`), then, once confirmed, an import whose progress (`next_row`, done, failed) is written
 * in the same transaction as each applied row, so a crashed run resumes without applying a row twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_batches')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(36)', (c) => c.notNull().references('enterprises.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('file_path', 'varchar(255)')
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('valid', 'integer', (c) => c.notNull())
    .addColumn('invalid', 'integer', (c) => c.notNull())
    .addColumn('next_row', 'integer', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull())
    .addColumn('failed', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('lease_until', 'bigint')
    .addColumn('finished_at', 'bigint')
    .execute();
  // The job's queue (queued and running batches, oldest first) and the expiry sweep.
  await db.schema.createIndex('import_batches_status').on('import_batches').columns(['status', 'kind', 'id']).execute();
  await db.schema.createIndex('import_batches_enterprise').on('import_batches').columns(['enterprise_id', 'id']).execute();
  // A row's problems, written with the row's progress (a preview's all at once), read in row order.
  await db.schema
    .createTable('import_errors')
    .addColumn('batch_id', 'varchar(36)', (c) => c.notNull().references('import_batches.id'))
    .addColumn('row', 'integer', (c) => c.notNull())
    .addColumn('field', 'varchar(32)', (c) => c.notNull())
    // The zod issue (code, path, message key and its limits), localized when read.
    .addColumn('issue', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_errors_pk', ['batch_id', 'row', 'field'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
