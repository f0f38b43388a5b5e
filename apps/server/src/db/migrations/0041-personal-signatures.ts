import type { Kysely } from 'kysely';

/**
 * Personal signatures: a person's generated name seals and handwritten signatures, each a
 * transparent PNG sealed at rest (DATA_DIR/sealed/signatures). The person's default is one row per
 * person in its own table, so switching it is one upsert that cannot leave two defaults. `used_at`
 * is set when a signed document first carries the signature (then it is kept for verification).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('personal_signatures')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    // nameSeal (generated from the passed real-name record) or handwritten (drawn on the screen).
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    // The name seal's style; null for a handwritten signature.
    .addColumn('style', 'varchar(16)')
    .addColumn('image_path', 'varchar(200)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The person's list, newest first.
  await db.schema
    .createIndex('personal_signatures_user_created')
    .on('personal_signatures')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createTable('personal_signature_defaults')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('signature_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are append-only: fix forward');
}
