import { execFileSync } from 'node:child_process';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { createDatabase, ensureSchema, migrateToLatest } from '../../src/db/database.js';
import { templateSchemaToken } from '../support/postgres-template.js';

/**
 * The API suite's PostgreSQL apps start on a copy of the run's template (support/postgres-template.ts)
 * instead of running the migrations: the copy must be exactly what the migrations make — every table,
 * column, default, index, constraint and partition, and the migrator's own rows — or the suite would
 * test another schema than the product runs on.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL || !inject('postgresTemplate'))('the PostgreSQL test template', () => {
  it('copies into a schema that pg_dump cannot tell from a migrated one', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const suffix = `${process.pid}_${Date.now()}`;
    const [copied, migrated] = [`t_copied_${suffix}`, `t_migrated_${suffix}`];
    const db = createDatabase({ kind: 'postgres', url, schema: copied });
    // Its own connections: the search path names the schema the migrations write into.
    const other = createDatabase({ kind: 'postgres', url, schema: migrated });
    try {
      await sql.raw(inject('postgresTemplate').replaceAll(templateSchemaToken, copied)).execute(db);
      await ensureSchema(other, migrated);
      await migrateToLatest(other, { kind: 'postgres', url, schema: migrated });
      // Alike but for the schema's name and when each migration ran.
      const dump = (schema: string) =>
        execFileSync('pg_dump', ['--no-owner', '--no-privileges', '--inserts', '--schema', schema, url], { encoding: 'utf8' })
          .replaceAll(schema, 'S')
          .replace(/^\\(un)?restrict .*$/gm, '')
          .replace(/'\d{4}-\d\d-\d\dT[\d:.]+Z'/g, "'T'");
      const [a, b] = [dump(copied), dump(migrated)];
      expect(a).toContain('CREATE TABLE S.users');
      expect(a).toContain("INSERT INTO S.kysely_migration VALUES ('0001-platform', 'T');");
      expect(a).toBe(b);
    } finally {
      await sql`drop schema if exists ${sql.id(copied)} cascade`.execute(db);
      await sql`drop schema if exists ${sql.id(migrated)} cascade`.execute(db);
      await db.destroy();
      await other.destroy();
    }
  });
});
