import type { Kysely } from 'kysely';

/**
 * A product's English name beside its name (the Chinese one operators have always entered): the
 * console shows each reader the name in their language, the other one when theirs is not given.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('service_products')
    .addColumn('name_en', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('service_products').dropColumn('name_en').execute();
}
