import type { Kysely } from 'kysely';

/**
 * Sign-in hardening. A captcha carries the proof-of-work difficulty it was issued with.
 * `sign_in_sources` remembers where each account (or operator) signed in or was unlocked — the
 * keyed hash of the source (IPv4 address or IPv6 /64), never the address — so that while an account
 * is being guessed, its owner at a usual address still gets in by password.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('captchas')
    .addColumn('work_bits', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('sign_in_sources')
    // 'u:<user id>' or 'o:<operator id>'
    .addColumn('subject', 'varchar(64)', (c) => c.notNull())
    .addColumn('source_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_sources_pk', ['subject', 'source_hash'])
    .execute();
  await db.schema.createIndex('sign_in_sources_seen').on('sign_in_sources').column('last_seen_at').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
