import { type Kysely, sql } from 'kysely';

/** How long an uploaded document nobody's application uses is kept (a draft between upload and submit). */
const draftLifetimeMs = 24 * 60 * 60_000;

/**
 * Platform hardening.
 * - `users.time_zone`: the IANA zone the person's console runs in (stored as they use it), so the
 *   times in their e-mails and SMS are theirs; null reads as Asia/Shanghai.
 * - `enterprise_documents.expires_at`: when an uploaded document may be deleted (null: an application
 *   needs it). Replaced uploads, documents of superseded applications and, after a while, of ended ones
 *   get a time; the enterprise authentication sweeper deletes what is due, file and row. Documents
 *   uploaded before this migration that no application names become drafts due in 24 hours.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('time_zone', 'varchar(64)').execute();
  await db.schema.alterTable('enterprise_documents').addColumn('expires_at', 'bigint').execute();
  await db.schema.createIndex('enterprise_documents_expiry').on('enterprise_documents').column('expires_at').execute();
  await db.schema.createIndex('enterprise_documents_kind').on('enterprise_documents').columns(['enterprise_id', 'kind']).execute();
  await sql`
    update enterprise_documents set expires_at = ${Date.now() + draftLifetimeMs}
    where not exists (
      select 1 from enterprise_applications a
      where a.licence_file_id = enterprise_documents.id or a.letter_file_id = enterprise_documents.id
    )`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
