import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { createDatabase, ensureSchema, migrateToLatest } from '../../src/db/database.js';

/** The placeholder standing for the new schema's name in the template's SQL. */
export const templateSchemaToken = '__test_schema__';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Every migration's result as SQL (pg_dump's), the schema named by `templateSchemaToken`; empty: migrate each. */
    postgresTemplate: string;
  }
}

/**
 * The API project's global set-up: on PostgreSQL, the migrations run once per test run into a template
 * schema, and pg_dump writes what they made as SQL that `startTestApp` runs into each new schema in one
 * round trip. Running the ~47 migrations took 3–8 s of every PostgreSQL app's start (hundreds of DDL
 * statements, each its own round trip and the migrator's bookkeeping); the copy takes a quarter of that.
 * Without pg_dump (or one that refuses the server's version) each app migrates as before.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  project.provide('postgresTemplate', '');
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  // `t_` as every test schema: CI drops the ones an interrupted run left behind.
  const schema = `t_template_${randomBytes(6).toString('hex')}`;
  const database = { kind: 'postgres' as const, url, schema };
  const db = createDatabase(database);
  const drop = async () => {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
    await db.destroy();
  };
  try {
    await ensureSchema(db, schema);
    await migrateToLatest(db, database);
    const { stdout } = await promisify(execFile)('pg_dump', ['--no-owner', '--no-privileges', '--inserts', '--schema', schema, url], {
      maxBuffer: 64 * 1024 * 1024,
    });
    project.provide('postgresTemplate', templateOf(stdout, schema));
  } catch (error) {
    console.warn(`PostgreSQL template not made (${(error as Error).message.split('\n')[0]}): each test app runs the migrations`);
  }
  return drop;
}

/**
 * pg_dump's statements without its session settings (the search path it empties would outlive the
 * copy on a pooled connection) and psql's meta-commands (`\restrict`), the schema's name a placeholder.
 */
function templateOf(dump: string, schema: string): string {
  const statements = dump
    .split('\n')
    .filter((line) => !/^(SET |SELECT pg_catalog\.set_config|\\|--)/.test(line))
    .join('\n')
    .replace(new RegExp(`\\b${schema}\\b`, 'g'), templateSchemaToken);
  if (!statements.includes(`CREATE SCHEMA ${templateSchemaToken};`)) throw new Error('pg_dump wrote no CREATE SCHEMA');
  return statements;
}
