import type { Kysely } from 'kysely';

/**
 * Enterprise seals: generated from a style or uploaded (then reviewed); the image is a sealed file
 * (DATA_DIR/sealed/seals). `used_at` is set when a signed document first carries the seal, after
 * which it is kept for verification and never deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seals')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(36)', (c) => c.notNull())
    // official, contract, finance, hr, invoice, legalPerson, uploaded.
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('alias', 'varchar(60)', (c) => c.notNull())
    .addColumn('size_mm', 'integer')
    .addColumn('style', 'varchar(16)')
    .addColumn('code', 'varchar(16)')
    // §3 record status: 1 normal, 2 disabled, 3 in approval, 4 rejected, 5 expired, 6 used up.
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('reject_reason', 'text')
    .addColumn('image_path', 'varchar(200)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.notNull())
    .addColumn('reviewed_by', 'varchar(36)')
    .addColumn('reviewed_at', 'bigint')
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The enterprise's list, newest first, all or by status; the review queue by status, oldest first.
  await db.schema.createIndex('seals_enterprise_created').on('seals').columns(['enterprise_id', 'created_at', 'id']).execute();
  await db.schema
    .createIndex('seals_enterprise_status_created')
    .on('seals')
    .columns(['enterprise_id', 'status', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('seals_review').on('seals').columns(['kind', 'status', 'created_at', 'id']).execute();
}
