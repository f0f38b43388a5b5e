import type { Kysely } from 'kysely';

/**
 * Operators' passkeys: the same WebAuthn credentials and challenges as a person's, told
 * apart by the kind of account holding them (`user` or `operator`), so that no query for one kind
 * ever reads the other's credential or challenge, even if an id were the same.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mfa_passkeys')
    .addColumn('holder', 'varchar(16)', (c) => c.notNull().defaultTo('user'))
    .execute();
  await db.schema
    .alterTable('mfa_webauthn_challenges')
    .addColumn('holder', 'varchar(16)', (c) => c.notNull().defaultTo('user'))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
