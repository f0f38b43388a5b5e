import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { Config } from '../config.js';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

// bigint (int8) and numeric come back from pg as strings; every such column here is a count, a
// time in ms or money in fen, all well inside Number's exact range.
pg.types.setTypeParser(20, Number);
pg.types.setTypeParser(1700, Number);

export function createDatabase(config: Config['database']): Db {
  if (config.kind === 'sqlite') {
    fs.mkdirSync(path.dirname(config.file), { recursive: true });
    const sqlite = new SQLite(config.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    // A schema of its own lets tests (and side-by-side installs) share one database.
    options: config.schema ? `-c search_path=${config.schema}` : undefined,
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export async function ensureSchema(db: Db, schema: string): Promise<void> {
  await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
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
