import { PostgresAdapter, sql } from 'kysely';
import type { Db } from './database.js';

/**
 * The monthly partitions of the tables that grow one row per act or call (migration 0057,
 * PostgreSQL only): `operation_logs` by `created_at`, `usage_records` by `called_at`, one
 * partition per platform month (UTC+8) named `<table>_y2026m11`, and a default one for rows outside
 * every month made (a clock far off). The partition job makes the months ahead so that no write
 * ever lands in the default partition in normal running.
 */

export type PartitionedTable = 'operation_logs' | 'usage_records';

/** How many months past the current one are kept made (the job runs every few hours: one would do). */
export const partitionMonthsAhead = 3;

const platformOffsetMs = 8 * 3600_000;

/** The platform month (UTC+8) holding `ms`, as a month number (year × 12 + month 0-11). */
export const platformMonthOf = (ms: number): number => {
  const d = new Date(ms + platformOffsetMs);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
};

/** The instant a platform month starts. */
export const platformMonthStart = (month: number): number => Date.UTC(Math.floor(month / 12), month % 12, 1) - platformOffsetMs;

export const partitionName = (table: PartitionedTable, month: number): string =>
  `${table}_y${Math.floor(month / 12)}m${String((month % 12) + 1).padStart(2, '0')}`;

export const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** The names of a table's partitions in the connection's schema (for the tests and the runbook). */
export async function partitionsOf(db: Db, table: PartitionedTable): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
     where i.inhparent = to_regclass(${table}) order by c.relname`.execute(db);
  return rows.map((r) => r.name);
}

/**
 * Makes the partitions of `table` from the month holding `now` to `partitionMonthsAhead` after it,
 * each in its own transaction; answers the names made. Rows already in the default partition for
 * such a month (written under a clock that ran ahead) are moved into it: a partition cannot be
 * attached over rows the default one holds in its range. No-op on SQLite.
 */
export async function ensureMonthPartitions(db: Db, table: PartitionedTable, now: number): Promise<string[]> {
  if (!isPostgres(db)) return [];
  const key = table === 'operation_logs' ? 'created_at' : 'called_at';
  const made: string[] = [];
  const first = platformMonthOf(now);
  for (let month = first; month <= first + partitionMonthsAhead; month++) {
    const name = partitionName(table, month);
    const from = platformMonthStart(month);
    const to = platformMonthStart(month + 1);
    const exists = async (q: Db) =>
      Boolean((await sql<{ found: string | null }>`select to_regclass(${name})::text as found`.execute(q)).rows[0]?.found);
    // Made already (every run but one a month): no lock taken, so writers never wait on the job.
    if (await exists(db)) continue;
    const created = await db.transaction().execute(async (trx) => {
      // One maker at a time (two processes, or the job beside a migration): the parent's lock, which
      // holds the month's writers back only while its partition is made.
      await sql`lock table ${sql.table(table)} in share row exclusive mode`.execute(trx);
      if (await exists(trx)) return false;
      await sql`create table ${sql.table(name)} (like ${sql.table(table)} including defaults)`.execute(trx);
      await sql`with moved as (
          delete from ${sql.table(`${table}_default`)} where ${sql.ref(key)} >= ${sql.lit(from)} and ${sql.ref(key)} < ${sql.lit(to)} returning *
        ) insert into ${sql.table(name)} select * from moved`.execute(trx);
      await sql`alter table ${sql.table(table)} attach partition ${sql.table(name)}
        for values from (${sql.lit(from)}) to (${sql.lit(to)})`.execute(trx);
      return true;
    });
    if (created) made.push(name);
  }
  return made;
}
