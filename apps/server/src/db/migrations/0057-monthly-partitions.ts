import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The two tables that grow one row per act or call — `operation_logs` and `usage_records` — become
 * range-partitioned by month on PostgreSQL (declarative partitioning, on `created_at` and
 * `called_at`), so a month is one table: its indexes stay the size of a month, and a month past its
 * retention is detached whole instead of deleted row by row (docs/decisions, "monthly partitions").
 * SQLite, one embedded file, stays unpartitioned.
 *
 * Each table is rebuilt in this migration's transaction, keeping every row: the old table is
 * renamed, the partitioned one created with the same columns, a partition per platform month
 * (UTC+8) from the oldest row (at most ten years back) to three months ahead plus a default one for
 * anything outside, the rows copied, the old table dropped, the keys and indexes built.
 * A partitioned table's unique keys must hold its partition key: the primary keys become
 * (id, created_at) and (id, called_at) — ids are time-ordered and made once, nothing upserts on
 * them and no foreign key points at either table — and the chain's unique (chain_key, seq) becomes
 * a plain index: a chain's numbers stay unique through its head row (`operation_log_heads`, one per
 * chain, locked by every append; a chain opened twice at once trips the head's primary key, see
 * platform/audit-queries.ts). The months ahead are made by the partition job (db/partitions.ts).
 */

const monthsAhead = 3;
const monthsBackAtMost = 120;
const platformOffsetMs = 8 * 3600_000;

interface PartitionedTable {
  table: 'operation_logs' | 'usage_records';
  key: 'created_at' | 'called_at';
  indexes: [name: string, columns: string][];
}

const tables: PartitionedTable[] = [
  {
    table: 'operation_logs',
    key: 'created_at',
    indexes: [
      ['operation_logs_enterprise', 'enterprise_id, id'],
      ['operation_logs_user', 'user_id, id'],
      ['operation_logs_chain_time', 'chain_key, created_at, id'],
      ['operation_logs_chain_service_time', 'chain_key, service, created_at, id'],
      ['operation_logs_chain_user_time', 'chain_key, user_id, created_at, id'],
      ['operation_logs_chain_user_service_time', 'chain_key, user_id, service, created_at, id'],
      ['operation_logs_chain_seq', 'chain_key, seq'],
    ],
  },
  {
    table: 'usage_records',
    key: 'called_at',
    indexes: [
      ['usage_records_enterprise', 'enterprise_id'],
      ['usage_records_user', 'user_id'],
      ['usage_records_app_page', 'app_id, called_at, id'],
      ['usage_records_subscription', 'subscription_id, called_at'],
      ['usage_records_request', 'request_id'],
    ],
  },
];

/** [year, month 0-11] of the platform month (UTC+8) holding `ms`. */
const monthOf = (ms: number): [number, number] => {
  const d = new Date(ms + platformOffsetMs);
  return [d.getUTCFullYear(), d.getUTCMonth()];
};
const monthStart = (year: number, month: number) => Date.UTC(year, month, 1) - platformOffsetMs;
const partitionName = (table: string, year: number, month: number) => `${table}_y${year}m${String(month + 1).padStart(2, '0')}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const now = Date.now();
  for (const { table, key, indexes } of tables) {
    const old = `${table}_unpartitioned`;
    await sql`alter table ${sql.table(table)} rename to ${sql.table(old)}`.execute(db);
    await sql`create table ${sql.table(table)} (like ${sql.table(old)} including defaults) partition by range (${sql.ref(key)})`.execute(
      db,
    );
    const { rows } = await sql<{ oldest: string | null }>`select min(${sql.ref(key)}) as oldest from ${sql.table(old)}`.execute(db);
    const [nowYear, nowMonth] = monthOf(now);
    const floor = nowYear * 12 + nowMonth - monthsBackAtMost;
    const [oldYear, oldMonth] = monthOf(rows[0]?.oldest == null ? now : Number(rows[0].oldest));
    for (let m = Math.max(floor, oldYear * 12 + oldMonth); m <= nowYear * 12 + nowMonth + monthsAhead; m++) {
      const [year, month] = [Math.floor(m / 12), m % 12];
      await sql`create table ${sql.table(partitionName(table, year, month))} partition of ${sql.table(table)}
        for values from (${sql.lit(monthStart(year, month))}) to (${sql.lit(monthStart(year, month + 1))})`.execute(db);
    }
    await sql`create table ${sql.table(`${table}_default`)} partition of ${sql.table(table)} default`.execute(db);
    await sql`insert into ${sql.table(table)} select * from ${sql.table(old)}`.execute(db);
    await sql`drop table ${sql.table(old)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_pkey`)} primary key (id, ${sql.ref(key)})`.execute(db);
    for (const [name, columns] of indexes)
      await sql`create index ${sql.ref(name)} on ${sql.table(table)} (${sql.raw(columns)})`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
