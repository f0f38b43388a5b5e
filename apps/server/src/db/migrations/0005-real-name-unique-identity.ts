import { type Kysely, sql } from 'kysely';

/**
 * One account at a time holds a passed real name for an ID number. The services check this before
 * recording, but two accounts passing the same ID number at the same instant would both pass that
 * check; this partial unique index makes the database refuse the second.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('real_name_applications_passed_id_number')
    .on('real_name_applications')
    .column('id_number_hash')
    .unique()
    .where(sql.ref('status'), '=', 'passed')
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
