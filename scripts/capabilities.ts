/**
 * The capability registry's index files, written from the folders (`npm run capabilities`;
 * docs/decisions/0048-generated-registry-and-checked-row-types.md). Adding a capability means adding its folders
 * and running this; `scripts/capabilities.test.ts` fails while a written file differs from what this
 * would write now, so a stale index cannot reach main.
 *
 * What it reads, each file's own exports parsed (never evaluated):
 * - the capabilities: the contract's folders holding an `endpoints.ts`;
 * - a capability's endpoint table: every `export const <x>Endpoints` of its `endpoints.ts` and
 *   `<part>-endpoints.ts` files, in any subfolder, merged;
 * - the phrase namespaces of a language: each `<name>.ts` of `packages/phrases/src/<lang>/` that
 *   exports `<name>` (dashed files are parts of a namespace; `core.ts` is the console's first-load
 *   bundle of other namespaces);
 * - the server's manifests: `export const <name>` of each `apps/server/src/features/<name>/index.ts`;
 * - each capability's title in the API reference: the `apiTag` string of its namespace in every
 *   language (`packages/phrases/src/<lang>/<name>.ts`), written into `<lang>/api-tags.gen.ts`;
 * - the migrations: each `NNNN-<name>.ts` of `apps/server/src/db/migrations/` (the migrator runs them
 *   in name order, so the index only has to name every file once).
 * Everything is listed by name (code-point order), so two capabilities added at once never touch the
 * same line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import ts from 'typescript';

const repo = path.resolve(import.meta.dirname, '..');
const contractSrc = 'packages/contract/src';
const phrasesSrc = 'packages/phrases/src';
const serverSrc = 'apps/server/src';
const migrationsSrc = `${serverSrc}/db/migrations`;
/** Files of a language folder that are not namespaces: the language's tree itself, the first-load bundle. */
const notNamespaces = new Set(['index', 'core']);
const banner = '// Written by `npm run capabilities` from the folders (scripts/capabilities.ts): do not edit by hand.\n';

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const posix = (p: string) => p.split(path.sep).join('/');

function subfolders(root: string, relative: string): string[] {
  return fs
    .readdirSync(path.join(root, relative), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort(byName);
}

/** The string a module's `export const <name> = { <key>: '…' }` gives `key`, if it does. */
function exportedStringProperty(file: string, name: string, key: string): string | undefined {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== name) continue;
      const value = declaration.initializer;
      if (!value || !ts.isObjectLiteralExpression(value)) return undefined;
      for (const property of value.properties)
        if (
          ts.isPropertyAssignment(property) &&
          ts.isIdentifier(property.name) &&
          property.name.text === key &&
          ts.isStringLiteralLike(property.initializer)
        )
          return property.initializer.text;
    }
  }
  return undefined;
}

/** The names a module exports as `export const <name>` (what the generated files import). */
function exportedConsts(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
  }
  return names;
}

/** A capability's endpoint files: `endpoints.ts` first, then the `<part>-endpoints.ts` and subfolders' ones by path. */
function endpointFiles(root: string, capability: string): string[] {
  const folder = path.join(root, contractSrc, capability);
  const found = (fs.readdirSync(folder, { recursive: true }) as string[])
    .map(posix)
    .filter((file) => /(^|\/|-)endpoints\.ts$/.test(file))
    .sort((a, b) => (a === 'endpoints.ts' ? -1 : b === 'endpoints.ts' ? 1 : byName(a, b)));
  return found;
}

export interface Registry {
  capabilities: string[];
  /** Per capability: the endpoint-table exports and the file (relative to the contract's src) each comes from. */
  endpointTables: Record<string, { name: string; file: string }[]>;
  /** Per language: the namespaces. */
  namespaces: Record<string, string[]>;
  /** The server's capability folders, each exporting its manifest under its name. */
  serverCapabilities: string[];
  /** Per language: each capability's title in the API reference (its namespace's `apiTag`). */
  apiTags: Record<string, Record<string, string>>;
  /** The migration files' names without `.ts`, in name order. */
  migrations: string[];
}

/** What the folders hold now. */
export function readRegistry(root = repo): Registry {
  const capabilities = subfolders(root, contractSrc).filter((d) => fs.existsSync(path.join(root, contractSrc, d, 'endpoints.ts')));
  const endpointTables: Registry['endpointTables'] = {};
  for (const capability of capabilities) {
    endpointTables[capability] = endpointFiles(root, capability).flatMap((file) =>
      exportedConsts(path.join(root, contractSrc, capability, file))
        .filter((name) => /Endpoints$/.test(name))
        .map((name) => ({ name, file: `${capability}/${file}` })),
    );
    if (!endpointTables[capability].length) throw new Error(`${contractSrc}/${capability}/endpoints.ts exports no <name>Endpoints table`);
  }
  const namespaces: Registry['namespaces'] = {};
  // The language folders (`en`, `zh`, a `pt-BR` one day), not `legal`.
  for (const language of subfolders(root, phrasesSrc).filter((d) => /^[a-z]{2}(-[A-Z]{2})?$/.test(d))) {
    namespaces[language] = fs
      .readdirSync(path.join(root, phrasesSrc, language))
      .filter((file) => /^[a-z][A-Za-z0-9]*\.ts$/.test(file))
      .map((file) => file.slice(0, -'.ts'.length))
      .filter((name) => !notNamespaces.has(name) && exportedConsts(path.join(root, phrasesSrc, language, `${name}.ts`)).includes(name))
      .sort(byName);
  }
  const serverCapabilities = subfolders(root, `${serverSrc}/features`).filter((name) => {
    const manifest = path.join(root, serverSrc, 'features', name, 'index.ts');
    if (!fs.existsSync(manifest) || !exportedConsts(manifest).includes(name))
      throw new Error(`${serverSrc}/features/${name}/index.ts must export its manifest as \`export const ${name} = defineCapability(…)\``);
    return true;
  });
  const migrations = fs
    .readdirSync(path.join(root, migrationsSrc))
    .filter((file) => /^\d{4}-[a-z0-9-]+\.ts$/.test(file))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort(byName);
  const numbers = migrations.map((m) => m.slice(0, 4));
  const repeated = numbers.find((n, i) => numbers.indexOf(n) !== i);
  if (repeated) throw new Error(`${migrationsSrc}: two migrations numbered ${repeated}; each takes its own number`);
  const apiTags: Registry['apiTags'] = {};
  for (const language of Object.keys(namespaces)) {
    apiTags[language] = {};
    for (const capability of capabilities) {
      const file = path.join(root, phrasesSrc, language, `${capability}.ts`);
      const title = fs.existsSync(file) ? exportedStringProperty(file, capability, 'apiTag') : undefined;
      if (title === undefined)
        throw new Error(
          `${phrasesSrc}/${language}/${capability}.ts must export ${capability} with its API reference title, \`apiTag: '…'\``,
        );
      apiTags[language][capability] = title;
    }
  }
  return { capabilities, endpointTables, namespaces, serverCapabilities, apiTags, migrations };
}

const importPath = (file: string) => `./${file.replace(/\.ts$/, '.js')}`;

/** Each generated file's path (from the repository root) and its text, formatted as the repository's Prettier would. */
export async function renderRegistry(registry: Registry): Promise<Map<string, string>> {
  const files = new Map<string, string>();

  files.set(
    `${contractSrc}/capabilities.gen.ts`,
    `${banner}
/** Every capability: each contract folder with an endpoint table. */
export const capabilityNames = [${registry.capabilities.map((c) => `'${c}'`).join(', ')}] as const;
`,
  );

  const byFile = new Map<string, string[]>();
  for (const { name, file } of Object.values(registry.endpointTables).flat()) byFile.set(file, [...(byFile.get(file) ?? []), name]);
  const tableImports = [...byFile].map(([file, names]) => `import { ${names.join(', ')} } from '${importPath(file)}';`);
  const tableEntries = Object.entries(registry.endpointTables).map(([capability, parts]) =>
    parts.length === 1 ? `${capability}: ${parts[0]!.name},` : `${capability}: { ${parts.map((p) => `...${p.name}`).join(', ')} },`,
  );
  files.set(
    `${contractSrc}/endpoints.gen.ts`,
    `${banner}${tableImports.join('\n')}

/** Each capability's endpoint table: every \`<x>Endpoints\` of its endpoint files, merged. */
export const endpointTables = {
${tableEntries.join('\n')}
} as const;
`,
  );

  files.set(`${contractSrc}/index.gen.ts`, `${banner}${registry.capabilities.map((c) => `export * from './${c}/index.js';`).join('\n')}\n`);

  for (const [language, names] of Object.entries(registry.namespaces))
    files.set(
      `${phrasesSrc}/${language}/index.gen.ts`,
      `${banner}${names.map((n) => `import { ${n} } from './${n}.js';`).join('\n')}

/** Every namespace of the language: each \`<name>.ts\` here that exports \`<name>\`. */
export const namespaces = { ${names.join(', ')} };
`,
    );

  for (const [language, titles] of Object.entries(registry.apiTags))
    files.set(
      `${phrasesSrc}/${language}/api-tags.gen.ts`,
      `${banner}
/** Each capability's title in the API reference: the \`apiTag\` of its namespace. */
export const apiTags = {
${Object.entries(titles)
  .map(([capability, title]) => `${capability}: ${JSON.stringify(title)},`)
  .join('\n')}
};
`,
    );

  files.set(
    `${serverSrc}/capabilities.gen.ts`,
    `${banner}import type { Capability } from './platform/capability.js';
${registry.serverCapabilities.map((c) => `import { ${c} } from './features/${c}/index.js';`).join('\n')}

/** Every capability's manifest: each \`features/<name>/index.ts\`. */
export const capabilities: readonly Capability[] = [${registry.serverCapabilities.join(', ')}];
`,
  );

  files.set(
    `${migrationsSrc}/index.gen.ts`,
    `${banner}import type { Migration } from 'kysely/migration';
${registry.migrations.map((m) => `import * as m${m.slice(0, 4)} from './${m}.js';`).join('\n')}

/** Every migration: each \`NNNN-<name>.ts\` of this folder, run in name order (append-only: a new number, never an edit). */
export const migrations: Record<string, Migration> = {
${registry.migrations.map((m) => `'${m}': m${m.slice(0, 4)},`).join('\n')}
};
`,
  );

  const options = (await prettier.resolveConfig(path.join(repo, 'package.json'))) ?? {};
  for (const [file, text] of files) files.set(file, await prettier.format(text, { ...options, filepath: path.join(repo, file) }));
  return files;
}

/** The generated files that differ from what the folders say now (the test's and `--check`'s question). */
export async function staleFiles(root = repo): Promise<string[]> {
  const stale: string[] = [];
  for (const [file, text] of await renderRegistry(readRegistry(root))) {
    const current = fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : undefined;
    if (current !== text) stale.push(file);
  }
  return stale;
}

async function main(): Promise<void> {
  if (process.argv.includes('--check')) {
    const stale = await staleFiles();
    if (stale.length) {
      console.error(`stale (run npm run capabilities): ${stale.join(', ')}`);
      process.exitCode = 1;
    }
    return;
  }
  // `--from <dir>`: read the folders of another copy (an export of HEAD, to commit indexes naming only committed files).
  const from = process.argv.indexOf('--from');
  for (const [file, text] of await renderRegistry(readRegistry(from > 0 ? path.resolve(process.argv[from + 1]!) : repo))) {
    const target = path.join(repo, file);
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === text) continue;
    fs.writeFileSync(target, text);
    console.log(`wrote ${file}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
