import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect, type SqliteDatabase, sql } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import pg from 'pg';
import type { Config } from '../config.js';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

// bigint (int8) and numeric come back from pg as strings; every such column here is a count, a
// time in ms or money in fen, all well inside Number's exact range.
pg.types.setTypeParser(20, Number);
pg.types.setTypeParser(1700, Number);

/**
 * better-sqlite3 compiles SQL on every `prepare()`, and Kysely prepares once per query: on a signed-in
 * read that was ~9 % of the CPU (in a profile). A statement is reusable once its previous run
 * has returned (the driver is synchronous and Kysely never iterates), so the compiled statements are
 * kept per SQL text, the least recently used dropped beyond `size`.
 */
function cachingStatements(sqlite: SQLite.Database, size = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = cache.get(text);
      if (statement) cache.delete(text);
      else statement = sqlite.prepare(text);
      cache.set(text, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}

/**
 * On PostgreSQL a query sent with a name is parsed and planned once per connection, then only bound
 * and run. Kysely sends every query as text with parameters, so each connection names its data
 * statements by their text's hash as it runs them. Only parameterized single data statements are
 * named (a migration's multi-statement text must stay on the simple protocol), and only those with
 * few parameters, so the variable-length lists of bulk inserts do not fill every connection with
 * statements used once.
 */
const namedStatement = /^\s*(select|insert|update|delete|with)\b/i;
const maxNamedParameters = 64;
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    if (statementNames.size > 5000) statementNames.clear();
    name = `k${createHash('sha1').update(text).digest('base64url')}`;
    statementNames.set(text, name);
  }
  return name;
}

function namingStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) =>
    typeof config === 'string' &&
    Array.isArray(values) &&
    values.length > 0 &&
    values.length <= maxNamedParameters &&
    namedStatement.test(config)
      ? query({ name: statementName(config), text: config, values }, callback)
      : query(config, values, callback);
}

/** `onQuery` sees every statement run (the list-index test reads their plans). */
export function createDatabase(config: Config['database'], onQuery?: (sql: string, parameters: readonly unknown[]) => void): Db {
  const log = onQuery ? (event: LogEvent) => onQuery(event.query.sql, event.query.parameters) : undefined;
  if (config.kind === 'sqlite') {
    fs.mkdirSync(path.dirname(config.file), { recursive: true });
    const sqlite = new SQLite(config.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: cachingStatements(sqlite) }), log });
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    // A schema of its own lets tests (and side-by-side installs) share one database.
    options: config.schema ? `-c search_path=${config.schema}` : undefined,
  });
  pool.on('connect', namingStatements);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
}

export async function ensureSchema(db: Db, schema: string): Promise<void> {
  await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
}

/**
 * The migrator's bookkeeping lives in the schema the connection works in (the configured one, else
 * `current_schema()`) on PostgreSQL: it otherwise takes another schema's `kysely_migration` table (any
 * in the database) for its own and fails, when several installs or test runs share one database. For
 * the same reason its look-ups are confined to that schema: Kysely's own read every column of every
 * schema and named each by its name in `has_schema_privilege` and `pg_get_serial_sequence`, which
 * fails ("schema … does not exist") when another install drops its schema during the scan.
 */
export async function migratorFor(
  db: Db,
  database: Config['database'],
  provided: Record<string, Migration> = migrations,
): Promise<Migrator> {
  const getMigrations = async () => provided;
  if (database.kind !== 'postgres') return new Migrator({ db, provider: { getMigrations } });
  const schema =
    database.schema ?? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema ?? 'public';
  const introspection = {
    getSchemas: async () =>
      (await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace where nspname = ${schema}`.execute(db)).rows,
    getTables: async () =>
      (
        await sql<{ name: string; schema: string }>`select table_name as name, table_schema as schema
          from information_schema.tables where table_schema = ${schema}`.execute(db)
      ).rows.map((table) => ({ ...table, isView: false, columns: [] })),
  };
  // Kysely keeps its state in private fields, so the wrapper answers with the real instance's members.
  const scoped = new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return new Migrator({ db: scoped, provider: { getMigrations }, migrationTableSchema: schema });
}

/** Runs the migrations not yet run. */
export async function migrateToLatest(db: Db, database: Config['database']): Promise<void> {
  const migrator = await migratorFor(db, database);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A unique index refused the write (SQLite or PostgreSQL): the caller says which rule it was. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
