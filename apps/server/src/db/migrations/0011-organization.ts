import type { Kysely } from 'kysely';

/**
 * Roles and the organization.
 * - `roles` / `role_modules`: an enterprise's custom roles and the module permissions each grants
 *   (one row per code, so "who holds this permission" is an index read). Built-in roles are not rows:
 *   `members.role` says master/admin/member, and `members.role_id` names a custom role.
 * - `departments`: the tree under the enterprise (a top-level department's parent is the enterprise's
 *   id, so sibling names are unique by one index). `path` is the ids from the top, `/a/b/c/`, so a
 *   move checks for cycles and a search answers each hit's full path without walking the tree.
 * - `department_members`: a member may sit in several departments.
 * - members gain their §3 fields (shown name, employee number, e-mail, sealed phone) and the time they
 *   separated; `member_invitations` are hashed, expiring invitations and registration links.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('roles')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(36)', (c) => c.notNull().references('enterprises.id'))
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('description', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('roles_enterprise_name', ['enterprise_id', 'name'])
    .execute();
  // roleList: keyset over the enterprise's roles by id (time-ordered).
  await db.schema.createIndex('roles_enterprise_id').on('roles').columns(['enterprise_id', 'id']).execute();

  await db.schema
    .createTable('role_modules')
    .addColumn('role_id', 'varchar(36)', (c) => c.notNull().references('roles.id'))
    .addColumn('enterprise_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('module_code', 'varchar(80)', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_modules_pk', ['role_id', 'module_code'])
    .execute();
  await db.schema.createIndex('role_modules_holders').on('role_modules').columns(['enterprise_id', 'module_code']).execute();

  await db.schema.alterTable('members').addColumn('display_name', 'varchar(64)').execute();
  await db.schema.alterTable('members').addColumn('employee_no', 'varchar(32)').execute();
  await db.schema.alterTable('members').addColumn('email', 'varchar(128)').execute();
  await db.schema.alterTable('members').addColumn('phone_cipher', 'varchar(255)').execute();
  await db.schema.alterTable('members').addColumn('phone_hash', 'varchar(64)').execute();
  await db.schema.alterTable('members').addColumn('separated_at', 'bigint').execute();
  await db.schema.createIndex('members_enterprise_role').on('members').columns(['enterprise_id', 'role', 'role_id']).execute();
  await db.schema.createIndex('members_enterprise_status').on('members').columns(['enterprise_id', 'status', 'id']).execute();
  // The member list of the whole enterprise, keyset by id.
  await db.schema.createIndex('members_enterprise_id').on('members').columns(['enterprise_id', 'id']).execute();
  await db.schema.createIndex('members_enterprise_employee').on('members').columns(['enterprise_id', 'employee_no']).execute();
  await db.schema.createIndex('members_enterprise_phone').on('members').columns(['enterprise_id', 'phone_hash']).execute();

  await db.schema
    .createTable('departments')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(36)', (c) => c.notNull().references('enterprises.id'))
    // The enterprise's id for a top-level department.
    .addColumn('parent_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    // '/<top>/…/<id>/'
    .addColumn('path', 'varchar(4000)', (c) => c.notNull())
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addColumn('head_member_id', 'varchar(36)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('departments_sibling_name', ['enterprise_id', 'parent_id', 'name'])
    .execute();
  // Children of a node, paged by name (the unique constraint's index serves it) and by id.
  await db.schema.createIndex('departments_children').on('departments').columns(['parent_id', 'id']).execute();
  await db.schema.createIndex('departments_enterprise_name').on('departments').columns(['enterprise_id', 'name']).execute();
  // Search by id order within the enterprise.
  await db.schema.createIndex('departments_enterprise_id').on('departments').columns(['enterprise_id', 'id']).execute();

  await db.schema
    .createTable('department_members')
    .addColumn('department_id', 'varchar(36)', (c) => c.notNull().references('departments.id'))
    .addColumn('member_id', 'varchar(36)', (c) => c.notNull().references('members.id'))
    .addColumn('enterprise_id', 'varchar(36)', (c) => c.notNull())
    .addPrimaryKeyConstraint('department_members_pk', ['department_id', 'member_id'])
    .execute();
  await db.schema.createIndex('department_members_member').on('department_members').column('member_id').execute();

  await db.schema
    .createTable('member_invitations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('enterprise_id', 'varchar(36)', (c) => c.notNull().references('enterprises.id'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    // The invited account, when one exists; else the link joins whoever registers with the recipient.
    .addColumn('user_id', 'varchar(36)')
    .addColumn('recipient_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('recipient_cipher', 'varchar(255)', (c) => c.notNull())
    .addColumn('display_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('employee_no', 'varchar(32)')
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('role_id', 'varchar(36)')
    // JSON array of department ids.
    .addColumn('department_ids', 'varchar(2000)', (c) => c.notNull())
    .addColumn('invited_by', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('member_invitations_user').on('member_invitations').columns(['user_id', 'expires_at']).execute();
  await db.schema.createIndex('member_invitations_enterprise').on('member_invitations').columns(['enterprise_id', 'id']).execute();
  await db.schema.createIndex('member_invitations_recipient').on('member_invitations').column('recipient_hash').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
