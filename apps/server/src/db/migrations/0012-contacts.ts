import type { Kysely } from 'kysely';

/**
 * External contacts (§3). One row per contact of an enterprise; `identity_key` says who it
 * is — `C:<credit code>` / `O:<organization code>` for an enterprise, a keyed hash of the phone or
 * e-mail for an individual — and is unique per enterprise. Phones are sealed and hashed like every
 * phone; the list pages by id and searches by name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contacts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(36)', (c) => c.notNull().references('enterprises.id'))
    // 'individual' | 'enterprise'
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('credit_code', 'varchar(18)')
    .addColumn('org_code', 'varchar(18)')
    .addColumn('phone_cipher', 'varchar(255)')
    .addColumn('phone_hash', 'varchar(64)')
    .addColumn('email', 'varchar(128)')
    .addColumn('identity_key', 'varchar(80)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('contacts_enterprise_identity', ['enterprise_id', 'identity_key'])
    .execute();
  await db.schema.createIndex('contacts_enterprise_id').on('contacts').columns(['enterprise_id', 'id']).execute();
  await db.schema.createIndex('contacts_enterprise_kind').on('contacts').columns(['enterprise_id', 'kind', 'id']).execute();
  await db.schema.createIndex('contacts_enterprise_phone').on('contacts').columns(['enterprise_id', 'phone_hash']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
