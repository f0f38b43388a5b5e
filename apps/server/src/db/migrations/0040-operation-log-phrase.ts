import type { Kysely } from 'kysely';

/**
 * An operation-log entry's phrase: `{"key":…,"params":{…}}` (contract `LogPhrase`), from which each
 * reader sees the entry in their language with names instead of ids. Rows written before keep null
 * and show their stored content. When set, the row's hash covers it (platform/audit-chain.ts
 * `canonicalRow`): rows without one hash exactly as before, so no stored row is rewritten.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('operation_logs').addColumn('phrase', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('operation_logs').dropColumn('phrase').execute();
}
