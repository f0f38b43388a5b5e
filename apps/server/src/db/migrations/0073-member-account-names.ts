import { type Kysely, sql } from 'kysely';

/**
 * A member's account name, copied onto `members` (decision 49: organization owns `members`, account
 * owns `users`). The member list's name search filters on the account name inside its keyset page:
 * with the copy, that page is one statement over organization's own (enterprise_id, id) or
 * (department_id, member_id) walk, with no join of `users`. An account name never changes after
 * registration (account has no function that changes it), so the copy cannot go stale; each of the
 * server's paths that writes a member row (an invitation accepted, an enterprise created, the master
 * role handed over) names it. Nullable: SQLite cannot add a NOT NULL column without a default, and
 * rows seeded around the server (benches) may leave it out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('account_name', 'varchar(64)').execute();
  await sql`update members set account_name = (select u.account_name from users u where u.id = members.user_id)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
