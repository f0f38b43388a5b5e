import { type Kysely, sql } from 'kysely';

/**
 * Seal grants (印章授权) and auto-sign authorizations (sign mode 0). A grant hands one enterprise seal
 * to one member as its user or approver, for every use or for named applications
 * (`seal_grant_apps`), from `start_at` until `end_at` (null: long-term). An auto-sign authorization
 * lets one application apply one seal with nobody present for a period. Status 1 normal, 2 disabled
 * (revoked, or the member separated: `ended_reason`), 5 expired (written only when a later one
 * replaces it; otherwise expiry is read from `end_at`, so no job has to run).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seal_grants')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('seal_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    // user (applies the seal) or approver (approves its uses).
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    // all (every use) or apps (only the applications of seal_grant_apps).
    .addColumn('scope', 'varchar(16)', (c) => c.notNull())
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint')
    .addColumn('status', 'integer', (c) => c.notNull())
    // revoked, separated, replaced.
    .addColumn('ended_reason', 'varchar(16)')
    .addColumn('ended_by', 'varchar(36)')
    .addColumn('ended_at', 'bigint')
    .addColumn('granted_by', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // One normal grant per seal and member: the live check reads it, a second grant is refused.
  await db.schema
    .createIndex('seal_grants_live')
    .on('seal_grants')
    .columns(['seal_id', 'user_id'])
    .unique()
    .where(sql.ref('status'), '=', 1)
    .execute();
  // The enterprise's grants and one seal's, newest first; a member's own; separation ends a member's.
  await db.schema.createIndex('seal_grants_enterprise_created').on('seal_grants').columns(['enterprise_id', 'created_at', 'id']).execute();
  await db.schema
    .createIndex('seal_grants_seal_created')
    .on('seal_grants')
    .columns(['enterprise_id', 'seal_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('seal_grants_member_status_created')
    .on('seal_grants')
    .columns(['enterprise_id', 'user_id', 'status', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('seal_grant_apps')
    .addColumn('grant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('application_id', 'varchar(36)', (c) => c.notNull())
    .addPrimaryKeyConstraint('seal_grant_apps_pk', ['grant_id', 'application_id'])
    .execute();

  await db.schema
    .createTable('seal_auto_signs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('seal_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('application_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('ended_reason', 'varchar(16)')
    .addColumn('ended_by', 'varchar(36)')
    .addColumn('ended_at', 'bigint')
    .addColumn('created_by', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // One normal authorization per seal and application.
  await db.schema
    .createIndex('seal_auto_signs_live')
    .on('seal_auto_signs')
    .columns(['seal_id', 'application_id'])
    .unique()
    .where(sql.ref('status'), '=', 1)
    .execute();
  // The enterprise's, one seal's and one application's, newest first.
  await db.schema
    .createIndex('seal_auto_signs_enterprise_created')
    .on('seal_auto_signs')
    .columns(['enterprise_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('seal_auto_signs_seal_created')
    .on('seal_auto_signs')
    .columns(['enterprise_id', 'seal_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('seal_auto_signs_app_created')
    .on('seal_auto_signs')
    .columns(['enterprise_id', 'application_id', 'created_at', 'id'])
    .execute();
}
