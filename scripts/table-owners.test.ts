import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every table has one owner (decision 49): a capability, by the `tables` of its manifest
 * (`features/<name>/index.ts`), or the platform (`platform/tables.ts`). A capability's modules query
 * only its own tables (and the platform's through the platform's functions, never by a statement);
 * another's they reach through that one's index. This reads the sources, like the boundary check:
 * Kysely's `selectFrom`, `insertInto`, `updateTable`, `deleteFrom`, `mergeInto`, the joins, and the
 * table names in raw `sql` templates.
 */
const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server/src');
const read = (relative: string) => fs.readFileSync(path.join(server, relative), 'utf8');

/** The table names of `interface Database` in db/schema.ts. */
function schemaTables(): Set<string> {
  const schema = read('db/schema.ts');
  const start = schema.indexOf('export interface Database {');
  const body = schema.slice(start, schema.indexOf('\n}', start));
  return new Set([...body.matchAll(/^\s+([a-z_0-9]+):/gm)].map((m) => m[1]!));
}

/** The string literals of the first `<key>: [ … ]` (or `= [ … ]` for the platform's list) in a source. */
function listedTables(source: string, pattern: RegExp): string[] | undefined {
  const match = pattern.exec(source);
  return match ? [...match[1]!.matchAll(/'([a-z_0-9]+)'/g)].map((m) => m[1]!) : undefined;
}

/**
 * Tables of a capability whose manifest another engineer is changing now: declared here until its
 * `tables` move into the manifest (a list declared in the manifest wins). Only shrinks.
 */
const pendingManifests: Record<string, string[]> = {
  signFlows: [
    'sign_flows',
    'sign_flow_documents',
    'sign_flow_signers',
    'sign_flow_fields',
    'sign_flow_ccs',
    'sign_flow_signatures',
    'sign_flow_reports',
    'sign_flow_events',
    'sign_flow_deadline_reminders',
    'sign_flow_batches',
    'sign_flow_batch_views',
  ],
};

const features = fs
  .readdirSync(path.join(server, 'features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

/** Owner of each table: a capability's name or `platform`. */
function owners(): Map<string, string[]> {
  const byTable = new Map<string, string[]>();
  const claim = (owner: string, tables: string[]) => {
    for (const table of tables) byTable.set(table, [...(byTable.get(table) ?? []), owner]);
  };
  claim('platform', listedTables(read('platform/tables.ts'), /platformTables = \[([^\]]*)\]/) ?? []);
  for (const name of features) {
    const declared = listedTables(read(`features/${name}/index.ts`), /\btables: \[([^\]]*)\]/);
    claim(name, declared ?? pendingManifests[name] ?? []);
  }
  return byTable;
}

const kyselyTable =
  /\.(?:selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|using|innerJoin|leftJoin|rightJoin|fullJoin|innerJoinLateral|leftJoinLateral)\(\s*(\[[^\]]*\]|'[^']+'|"[^"]+")/g;

/** The tables a source queries: Kysely builders and joins, and names after from/join/update/into in `sql` templates. */
function tablesQueried(source: string, tables: Set<string>): Set<string> {
  const found = new Set<string>();
  const add = (name: string | undefined) => name && tables.has(name) && found.add(name);
  for (const m of source.matchAll(kyselyTable)) for (const n of m[1]!.matchAll(/['"]([a-z_0-9]+)/g)) add(n[1]);
  for (const m of source.matchAll(/\bsql(?:<[^>]*>)?`([^`]*)`/g))
    for (const n of m[1]!.matchAll(/\b(?:from|join|update|into|table)\s+"?([a-z_0-9]+)/gi)) add(n[1]);
  for (const m of source.matchAll(/\bsql\.(?:table|ref|id)\(\s*'([a-z_0-9]+)/g)) add(m[1]);
  return found;
}

const sources = (dir: string): string[] =>
  fs.readdirSync(path.join(server, dir), { withFileTypes: true }).flatMap((e) => {
    const relative = `${dir}/${e.name}`;
    if (e.isDirectory()) return sources(relative);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [relative] : [];
  });

/** Every `file table` where a capability's module (`features/<name>/…`) queries a table it does not own. */
function violationsIn(files: { file: string; source: string }[], tables: Set<string>, ownerOf: Map<string, string[]>): string[] {
  const found: string[] = [];
  for (const { file, source } of files) {
    const capability = file.split('/')[1]!;
    for (const table of tablesQueried(source, tables)) if (!ownerOf.get(table)?.includes(capability)) found.push(`${file} ${table}`);
  }
  return found.sort();
}

const violations = () =>
  violationsIn(
    sources('features').map((file) => ({ file, source: read(file) })),
    schemaTables(),
    owners(),
  );

/** What the check refuses: queries of another owner's table not allowlisted, and allowlist entries no longer true. */
function judge(found: string[], allowlist: string[]) {
  return { unallowed: found.filter((v) => !allowlist.includes(v)), stale: allowlist.filter((v) => !found.includes(v)) };
}

/**
 * Kysely builders given a table that is not a literal (`selectFrom(table)`): the scanner cannot tell
 * whose table that is, so a capability names each table literally (ask the owner's count function,
 * not a shared helper taking a table name).
 */
function hiddenTables(source: string): string[] {
  const builder =
    /\.(?:selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*([^'"\s[)][^,)]*)/g;
  return [...source.matchAll(builder)].map((m) => m[1]!.trim());
}

/**
 * Queries of another owner's table not yet moved behind the owner's index: this list only shrinks
 * (an entry no longer true fails the check until it is removed). `file table`, paths under
 * apps/server/src.
 */
const allowed: string[] = [];

describe('every table has one owner', () => {
  it('each table of the schema is owned by exactly one capability or the platform, and every listed table exists', () => {
    const tables = schemaTables();
    const ownerOf = owners();
    for (const table of tables) expect(ownerOf.get(table) ?? [], table).toHaveLength(1);
    for (const table of ownerOf.keys()) expect(tables.has(table), `${table} is not in db/schema.ts`).toBe(true);
  });

  it('a capability queries only its own tables; the rest go through the owner’s index', () => {
    const { unallowed, stale } = judge(violations(), allowed);
    expect(unallowed, 'a query of another owner’s table: call the owner’s index instead').toEqual([]);
    expect(stale, 'fixed: remove these from the allowlist').toEqual([]);
  });

  it('fails on a new query of another owner’s table and on an allowlist entry no longer true', () => {
    const tables = new Set(['users', 'orders', 'work_orders']);
    const ownerOf = new Map([
      ['users', ['account']],
      ['orders', ['costCenter']],
      ['work_orders', ['workOrders']],
    ]);
    const found = violationsIn(
      [
        { file: 'features/costCenter/queries.ts', source: "db.selectFrom('orders').innerJoin('users as u', 'u.id', 'orders.user_id')" },
        { file: 'features/dashboard/queries.ts', source: "db.selectFrom('work_orders')" },
        { file: 'features/account/queries.ts', source: "db.updateTable('users')" },
      ],
      tables,
      ownerOf,
    );
    expect(found).toEqual(['features/costCenter/queries.ts users', 'features/dashboard/queries.ts work_orders']);
    // The dashboard's read is new: refused until it goes through workOrders' index.
    expect(judge(found, ['features/costCenter/queries.ts users'])).toEqual({
      unallowed: ['features/dashboard/queries.ts work_orders'],
      stale: [],
    });
    // The cost center's join was moved, but its entry stayed: refused until the entry is removed.
    expect(
      judge(
        ['features/dashboard/queries.ts work_orders'],
        ['features/costCenter/queries.ts users', 'features/dashboard/queries.ts work_orders'],
      ),
    ).toEqual({
      unallowed: [],
      stale: ['features/costCenter/queries.ts users'],
    });
  });

  it('every table a capability queries is named literally, so the check sees whose it is', () => {
    const hidden = sources('features').flatMap((file) => hiddenTables(read(file)).map((arg) => `${file} ${arg}`));
    expect(hidden, 'a table passed as a variable: name it literally in the owner’s query module').toEqual([]);
    expect(hiddenTables("db.selectFrom(table as OwnedTable).where(x)\ndb.selectFrom('orders')\nq.leftJoin(t, 'a', 'b')")).toEqual([
      'table as OwnedTable',
      't',
    ]);
  });

  it('the scanner sees each kind of statement', () => {
    const tables = new Set(['users', 'enterprises', 'members', 'roles', 'sessions', 'seals', 'orders', 'coupons', 'invoices']);
    const source = [
      "db.selectFrom('users as u')",
      "db.insertInto('enterprises').values(row)",
      "db.updateTable(\n  'members'\n)",
      "db.deleteFrom('roles')",
      "q.innerJoin('sessions as s', 's.user_id', 'u.id').leftJoin(\"seals\", 'a', 'b')",
      'sql`select 1 from orders o join coupons c on c.id = o.coupon_id`',
      "sql.table('invoices')",
      "db.selectFrom('not_a_table')",
      "// with('users') is a common table expression, not a table",
    ].join('\n');
    expect([...tablesQueried(source, tables)].sort()).toEqual([
      'coupons',
      'enterprises',
      'invoices',
      'members',
      'orders',
      'roles',
      'seals',
      'sessions',
      'users',
    ]);
  });
});
