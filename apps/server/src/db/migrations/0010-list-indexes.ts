import type { Kysely } from 'kysely';

/**
 * Every paged list reads an index whose columns are its filter, then its sort key (time,
 * then id as the tie-breaker the keyset cursor continues after), so a page is a range scan of
 * pageSize + 1 entries whatever the table's size, and no query sorts or counts its way to a page.
 * An index whose columns lead the new one is dropped: the longer index serves its look-ups too.
 */
const listIndexes: [name: string, table: string, columns: string[]][] = [
  // realName: the person's history, the operators' queue (all, and by status)
  ['real_name_applications_user_created', 'real_name_applications', ['user_id', 'created_at', 'id']],
  ['real_name_applications_created', 'real_name_applications', ['created_at', 'id']],
  ['real_name_applications_status_created', 'real_name_applications', ['status', 'created_at', 'id']],
  // enterpriseAuth: the enterprise's history, the operators' queue (all, by status, by mode, by both), the bank's ledger
  ['enterprise_applications_enterprise_created', 'enterprise_applications', ['enterprise_id', 'created_at', 'id']],
  ['enterprise_applications_submitted', 'enterprise_applications', ['submitted_at', 'id']],
  ['enterprise_applications_status_submitted', 'enterprise_applications', ['status', 'submitted_at', 'id']],
  ['enterprise_applications_mode_submitted', 'enterprise_applications', ['mode', 'submitted_at', 'id']],
  ['enterprise_applications_status_mode_submitted', 'enterprise_applications', ['status', 'mode', 'submitted_at', 'id']],
  ['bank_remittances_created', 'bank_remittances', ['created_at', 'id']],
  // identityRegistry and the back office's enterprise list
  ['identity_registry_created', 'identity_registry', ['created_at', 'id']],
  ['enterprises_created', 'enterprises', ['created_at', 'id']],
];

/** Indexes the new ones make redundant (same leading columns). */
const replaced = ['real_name_applications_user', 'enterprise_applications_enterprise', 'enterprise_applications_status'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, columns] of listIndexes) await db.schema.createIndex(name).on(table).columns(columns).execute();
  for (const name of replaced) await db.schema.dropIndex(name).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
