import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, databases, startTestApp } from '../support/harness.js';

/**
 * `db/schema.ts` is written by hand beside the migrations; this test holds the two together
 * (docs/decisions/0048-generated-registry-and-checked-row-types.md). The row types are read
 * with the TypeScript compiler (the `Database` interface, each table's columns: Kysely's `ColumnType`
 * and `Generated` unwrapped), the migrated database is introspected on SQLite and PostgreSQL, and
 * the two must agree on every table, every column, each column's nullability, its broad type (text,
 * number, boolean) and, for a column the types let an insert leave out (`Generated`), that the
 * database has a default for it. A migration without its types, or types without their migration,
 * fails here.
 */

type Kind = 'string' | 'number' | 'boolean' | 'other';
interface ColumnShape {
  kind: Kind;
  nullable: boolean;
  /** Types: an insert may leave it out (`Generated`); database: it has a default (or counts itself). */
  defaulted: boolean;
}
type Shapes = Record<string, Record<string, ColumnShape>>;

const schemaFile = path.resolve(import.meta.dirname, '../../src/db/schema.ts');

/**
 * The types' view: `Database`'s tables and their columns, as the compiler resolves them. The program
 * holds schema.ts, Kysely's own column-type declarations (its `ColumnType` and `Generated`) and a
 * stub of the few global interfaces the checker needs: with the whole of Kysely and the ES library it
 * took ~5 s (328 files) instead of ~1 s.
 */
function typeShapes(): Shapes {
  const columnTypes = path.join(path.dirname(createRequire(schemaFile).resolve('kysely')), 'util/column-type.d.ts');
  const libStub = path.join(path.dirname(schemaFile), '__globals__.d.ts');
  const globals = [
    'Array<T>',
    'Boolean',
    'CallableFunction',
    'Function',
    'IArguments',
    'NewableFunction',
    'Number',
    'Object',
    'RegExp',
    'String',
  ]
    .map((name) => `interface ${name} {}`)
    .join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    noLib: true,
    types: [],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    name === libStub ? ts.createSourceFile(name, globals, language) : read(name, language, ...rest);
  host.resolveModuleNames = (names, containing) =>
    names.map((name) =>
      name === 'kysely'
        ? { resolvedFileName: columnTypes, extension: ts.Extension.Dts, isExternalLibraryImport: true }
        : ts.resolveModuleName(name, containing, options, host).resolvedModule,
    );
  const program = ts.createProgram([schemaFile, libStub], options, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(schemaFile)!;
  const database = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Database');
  if (!database) throw new Error('db/schema.ts has no Database interface');
  const typeOf = (symbol: ts.Symbol) => checker.getTypeOfSymbolAtLocation(symbol, database);
  const members = (type: ts.Type) => (type.isUnion() ? type.types : [type]);
  const shapes: Shapes = {};
  for (const table of checker.getPropertiesOfType(checker.getTypeAtLocation(database.name))) {
    const columns: Record<string, ColumnShape> = {};
    for (const column of checker.getPropertiesOfType(typeOf(table))) {
      let type = typeOf(column);
      let defaulted = false;
      // Kysely's ColumnType<Select, Insert, Update> (Generated<T> is ColumnType<T, T | undefined, T>).
      const selected = type.getProperty('__select__');
      const inserted = type.getProperty('__insert__');
      if (selected && inserted) {
        defaulted = members(typeOf(inserted)).some((m) => m.flags & ts.TypeFlags.Undefined);
        type = typeOf(selected);
      }
      const values = members(type).filter((m) => !(m.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
      const kinds = new Set<Kind>(
        values.map((m) =>
          m.flags & ts.TypeFlags.StringLike
            ? 'string'
            : m.flags & ts.TypeFlags.NumberLike
              ? 'number'
              : m.flags & ts.TypeFlags.BooleanLike
                ? 'boolean'
                : 'other',
        ),
      );
      columns[column.name] = {
        kind: kinds.size === 1 ? [...kinds][0]! : 'other',
        nullable: members(type).some((m) => m.flags & ts.TypeFlags.Null),
        defaulted,
      };
    }
    shapes[table.name] = columns;
  }
  return shapes;
}

/** A declared SQL type's broad class (SQLite's declared types, PostgreSQL's type names). */
function kindOfSql(dataType: string): Kind {
  const type = dataType.toLowerCase();
  if (/char|text|clob/.test(type)) return 'string';
  if (/bool/.test(type)) return 'boolean';
  if (/int|real|float|double|numeric|decimal/.test(type)) return 'number';
  return 'other';
}

/** The database's view, as Kysely's introspection reads it (the migrator's own tables left out). */
async function databaseShapes(t: TestApp, kind: 'sqlite' | 'postgres'): Promise<Shapes> {
  const schema = t.config.database.kind === 'postgres' ? t.config.database.schema : undefined;
  // PostgreSQL: a partitioned table's months are tables of their own with its columns (0057); the parent is the one typed.
  const partitions = new Set(
    kind === 'postgres'
      ? (
          await sql<{ relname: string }>`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = ${schema} and c.relispartition`.execute(t.db)
        ).rows.map((r) => r.relname)
      : [],
  );
  const shapes: Shapes = {};
  for (const table of await t.db.introspection.getTables()) {
    if (kind === 'postgres' && table.schema !== schema) continue;
    if (partitions.has(table.name)) continue;
    // SQLite lets a primary key other than an INTEGER one hold NULL (an old quirk it keeps); nothing
    // here writes one, and PostgreSQL refuses it: such a column counts as NOT NULL.
    const primaryKey = new Set(
      kind === 'sqlite'
        ? (await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${table.name})`.execute(t.db)).rows
            .filter((r) => r.pk > 0)
            .map((r) => r.name)
        : [],
    );
    shapes[table.name] = Object.fromEntries(
      table.columns.map((c) => [
        c.name,
        {
          kind: kindOfSql(c.dataType),
          nullable: c.isNullable && !primaryKey.has(c.name),
          // A nullable column without a default takes NULL when an insert leaves it out.
          defaulted: c.hasDefaultValue || c.isAutoIncrementing || c.isNullable,
        },
      ]),
    );
  }
  return shapes;
}

/**
 * Where the types and the database part, one line each (empty: they agree). `addedNotNull`: whether
 * a column the types call not null must be NOT NULL in the database too. SQLite cannot add a NOT NULL
 * column to a table without a default (ALTER TABLE … ADD COLUMN), so a column added after its table
 * and filled by its migration (0016's chain, 0067's tenant keys) stays nullable there: that direction
 * is checked on PostgreSQL, where the migrations set NOT NULL once the column is filled.
 */
function drift(types: Shapes, database: Shapes, { addedNotNull = true } = {}): string[] {
  const found: string[] = [];
  for (const table of Object.keys(types).sort())
    if (!database[table]) found.push(`${table}: typed in db/schema.ts, no such table in the migrated database`);
  for (const [table, columns] of Object.entries(database).sort(([a], [b]) => a.localeCompare(b))) {
    const typed = types[table];
    if (!typed) {
      found.push(`${table}: a table of the migrations, not in db/schema.ts's Database`);
      continue;
    }
    for (const column of Object.keys(typed).sort())
      if (!columns[column]) found.push(`${table}.${column}: typed, no such column in the database`);
    for (const [column, actual] of Object.entries(columns).sort(([a], [b]) => a.localeCompare(b))) {
      const declared = typed[column];
      if (!declared) {
        found.push(`${table}.${column}: a column of the database, not typed`);
        continue;
      }
      if (declared.kind !== actual.kind) found.push(`${table}.${column}: typed ${declared.kind}, the database holds ${actual.kind}`);
      if (declared.nullable !== actual.nullable && (declared.nullable || addedNotNull))
        found.push(
          `${table}.${column}: ${declared.nullable ? 'nullable in the types, NOT NULL in the database' : 'not null in the types, nullable in the database'}`,
        );
      // The reverse (a default the types do not mention) is only stricter: an insert must name the column.
      if (declared.defaulted && !actual.defaulted) found.push(`${table}.${column}: Generated in the types, no default in the database`);
    }
  }
  return found;
}

/**
 * Drift found and not yet fixed, because the fix is a migration: each line is a drift this test must
 * still find, so its entry goes when the migration that fixes it lands. (The operation log's chain
 * columns were the first: fixed by 0068.)
 */
const knownDrift: string[] = [];

let typed: Shapes | undefined;
const typesOnce = () => (typed ??= typeShapes());

describe('the row types check', () => {
  it('names each kind of drift: a missing table or column either way, the type class, nullability, a default', () => {
    const types: Shapes = {
      users: {
        id: { kind: 'string', nullable: false, defaulted: false },
        email: { kind: 'string', nullable: true, defaulted: false },
        count: { kind: 'number', nullable: false, defaulted: true },
        gone: { kind: 'string', nullable: false, defaulted: false },
      },
      ghosts: {},
    };
    const database: Shapes = {
      users: {
        id: { kind: 'number', nullable: false, defaulted: false },
        email: { kind: 'string', nullable: false, defaulted: false },
        count: { kind: 'number', nullable: false, defaulted: false },
        added: { kind: 'string', nullable: true, defaulted: false },
      },
      untyped: {},
    };
    expect(drift(types, database)).toEqual([
      'ghosts: typed in db/schema.ts, no such table in the migrated database',
      "untyped: a table of the migrations, not in db/schema.ts's Database",
      'users.gone: typed, no such column in the database',
      'users.added: a column of the database, not typed',
      'users.count: Generated in the types, no default in the database',
      'users.email: nullable in the types, NOT NULL in the database',
      'users.id: typed string, the database holds number',
    ]);
    // On SQLite a column the types call not null may be nullable (added by ALTER TABLE); the reverse never.
    const later = { t: { a: { kind: 'string', nullable: false, defaulted: false } } } satisfies Shapes;
    const nullable = { t: { a: { kind: 'string', nullable: true, defaulted: false } } } satisfies Shapes;
    expect(drift(later, nullable, { addedNotNull: false })).toEqual([]);
    expect(drift(nullable, later, { addedNotNull: false })).toEqual(['t.a: nullable in the types, NOT NULL in the database']);
  });

  it('reads the types as the compiler does: Generated and ColumnType unwrapped, unions of literals, null', () => {
    const types = typesOnce();
    expect(types.users?.email).toEqual({ kind: 'string', nullable: true, defaulted: false });
    expect(types.users?.created_at).toEqual({ kind: 'number', nullable: false, defaulted: false });
    expect(types.sign_flow_signers?.opened_at).toEqual({ kind: 'number', nullable: true, defaulted: true });
  });
});

describe.each(databases)('db/schema.ts agrees with the migrated database (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('every table, column, nullability, type class and default', async () => {
    const found = drift(typesOnce(), await databaseShapes(t, kind), { addedNotNull: kind === 'postgres' });
    // Known and waiting for a migration: each must still be found, so the entry goes when the fix lands.
    const waiting = kind === 'postgres' ? knownDrift : [];
    expect(found.filter((line) => !waiting.includes(line))).toEqual([]);
    expect(
      waiting.filter((line) => !found.includes(line)),
      'fixed: take it out of knownDrift',
    ).toEqual([]);
  });
});
