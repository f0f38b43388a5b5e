import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { capabilityNames } from '../packages/contract/src/capabilities.js';
import { endpointTables } from '../packages/contract/src/endpoints.js';
import { readRegistry, renderRegistry, staleFiles } from './capabilities.js';

/**
 * A capability is one module with the same name on every side (ARCHITECTURE.md, "Capabilities"):
 * the contract's folder and endpoint table, the server's feature, the console's feature, the API
 * tests, and (when it shows anything) its phrases. A folder under another name is a capability the
 * contract does not know, or one spelt differently on one side.
 */
const root = path.resolve(import.meta.dirname, '..');
const dirs = (relative: string) =>
  fs
    .readdirSync(path.join(root, relative), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
const names = [...capabilityNames].sort();
const posix = (p: string) => p.split(path.sep).join('/');

describe('capabilities keep one name on every side', () => {
  it('the server has one feature folder per capability, each with its manifest', () => {
    expect(dirs('apps/server/src/features')).toEqual(names);
    for (const name of names) expect(fs.existsSync(path.join(root, `apps/server/src/features/${name}/index.ts`)), name).toBe(true);
  });

  it('the console has one feature folder per capability, each with its page map', () => {
    expect(dirs('apps/web/src/features')).toEqual(names);
    for (const name of names) expect(fs.existsSync(path.join(root, `apps/web/src/features/${name}/pages.ts`)), name).toBe(true);
  });

  it('the contract has one folder per capability with its routes and endpoint table, and the table lists each once', () => {
    // The contract's kernel folders beside the capabilities: the client's types, and the spreadsheet import's
    // shapes that organization and contacts share.
    const contract = dirs('packages/contract/src').filter((d) => !['api', 'imports'].includes(d));
    expect(contract).toEqual(names);
    for (const name of names) {
      expect(fs.existsSync(path.join(root, `packages/contract/src/${name}/routes.ts`)), name).toBe(true);
      expect(fs.existsSync(path.join(root, `packages/contract/src/${name}/endpoints.ts`)), name).toBe(true);
    }
    expect(Object.keys(endpointTables).sort()).toEqual(names);
    for (const [name, table] of Object.entries(endpointTables)) {
      for (const endpoint of Object.values(table)) expect(endpoint.id.startsWith(`${name}.`), endpoint.id).toBe(true);
    }
  });

  it('the API tests have one folder per capability (and the platform’s own, and shared support)', () => {
    expect(dirs('apps/server/test').filter((d) => !['platform', 'support'].includes(d))).toEqual(names);
  });

  it('a capability with pages has a phrase namespace of its name in every language', () => {
    for (const name of names) {
      const pages = fs.readFileSync(path.join(root, `apps/web/src/features/${name}/pages.ts`), 'utf8');
      if (!/\b(pages|publicRoutes|opsPages|constantRoutes):/.test(pages)) continue;
      for (const lang of ['en', 'zh'])
        expect(fs.existsSync(path.join(root, `packages/phrases/src/${lang}/${name}.ts`)), `${lang}/${name}`).toBe(true);
    }
  });
});

describe('the capability registry is written from the folders (npm run capabilities)', () => {
  it('every generated index says what the folders hold now', async () => {
    expect(await staleFiles(), 'stale: run `npm run capabilities` and commit what it writes').toEqual([]);
  }, 30_000);

  it('a capability added as folders alone is found on every side, and a stale index is caught', async () => {
    // A copy of the folders the generator reads, with a new capability's files in it.
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));
    try {
      // Only what the generator reads: the contract's endpoint files, the phrase files, the server's manifests.
      const read =
        /^(packages\/contract\/src\/.*endpoints\.ts|packages\/phrases\/src\/[^/]+\/[^/]+\.ts|apps\/server\/src\/features\/[^/]+\/index\.ts|apps\/server\/src\/db\/migrations\/\d{4}-[^/]+\.ts)$/;
      for (const folder of ['packages/contract/src', 'packages/phrases/src', 'apps/server/src/features', 'apps/server/src/db/migrations'])
        fs.cpSync(path.join(root, folder), path.join(copy, folder), {
          recursive: true,
          filter: (f) => fs.statSync(f).isDirectory() || (read.test(posix(path.relative(root, f))) && !f.endsWith('.test.ts')),
        });
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
        fs.writeFileSync(path.join(copy, file), text);
      };
      write('packages/contract/src/aNewOne/endpoints.ts', 'export const aNewOneEndpoints = {};\n');
      write('packages/contract/src/aNewOne/extra-endpoints.ts', 'export const aNewOneExtraEndpoints = {};\n');
      write('packages/phrases/src/en/aNewOne.ts', "export const aNewOne = { apiTag: 'A new one', title: 'New' };\n");
      write('packages/phrases/src/zh/aNewOne.ts', "export const aNewOne: Phrases['aNewOne'] = { apiTag: '新能力', title: '新' };\n");
      write('packages/phrases/src/en/a-new-part.ts', "export const aNewPart = { title: 'Part' };\n");
      write('apps/server/src/features/aNewOne/index.ts', "export const aNewOne = defineCapability({ name: 'aNewOne', routes: [] });\n");
      write('apps/server/src/db/migrations/9999-a-new-one.ts', 'export async function up(): Promise<void> {}\n');
      const registry = readRegistry(copy);
      expect(registry.capabilities).toContain('aNewOne');
      expect(registry.endpointTables.aNewOne?.map((t) => t.name)).toEqual(['aNewOneEndpoints', 'aNewOneExtraEndpoints']);
      expect(registry.namespaces.en).toContain('aNewOne');
      expect(registry.namespaces.en).not.toContain('aNewPart');
      expect(registry.namespaces.en).not.toContain('core');
      expect(registry.serverCapabilities).toContain('aNewOne');
      expect(registry.migrations.at(-1)).toBe('9999-a-new-one');
      const files = await renderRegistry(registry);
      expect(files.get('packages/contract/src/endpoints.gen.ts')).toContain('aNewOne: { ...aNewOneEndpoints, ...aNewOneExtraEndpoints }');
      expect(files.get('packages/contract/src/index.gen.ts')).toContain("export * from './aNewOne/index.js';");
      expect(files.get('apps/server/src/capabilities.gen.ts')).toContain("import { aNewOne } from './features/aNewOne/index.js';");
      expect(files.get('apps/server/src/db/migrations/index.gen.ts')).toContain("'9999-a-new-one': m9999,");
      // Its title in the API reference comes from its own namespace, in each language.
      expect(files.get('packages/phrases/src/en/api-tags.gen.ts')).toContain("aNewOne: 'A new one',");
      expect(files.get('packages/phrases/src/zh/api-tags.gen.ts')).toContain("aNewOne: '新能力',");
      // The repository's indexes, copied beside the new folders, are now stale.
      for (const file of files.keys()) fs.cpSync(path.join(root, file), path.join(copy, file));
      expect(await staleFiles(copy)).toEqual(
        expect.arrayContaining([
          'packages/contract/src/capabilities.gen.ts',
          'packages/contract/src/endpoints.gen.ts',
          'packages/phrases/src/en/index.gen.ts',
          'apps/server/src/capabilities.gen.ts',
          'apps/server/src/db/migrations/index.gen.ts',
          'packages/phrases/src/en/api-tags.gen.ts',
        ]),
      );
      // A namespace without its API reference title is refused, naming the file.
      write('packages/phrases/src/zh/aNewOne.ts', "export const aNewOne: Phrases['aNewOne'] = { title: '新' };\n");
      expect(() => readRegistry(copy)).toThrow(/zh\/aNewOne\.ts must export aNewOne with its API reference title/);
      write('packages/phrases/src/zh/aNewOne.ts', "export const aNewOne: Phrases['aNewOne'] = { apiTag: '新能力' };\n");
      // Two migrations under one number (two people taking the same one) are refused, not run in either order.
      write('apps/server/src/db/migrations/9999-another.ts', 'export async function up(): Promise<void> {}\n');
      expect(() => readRegistry(copy)).toThrow(/two migrations numbered 9999/);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  }, 30_000);

  it('a capability of several endpoint files loses none of their endpoints to a repeated key in the merge', async () => {
    const registry = readRegistry();
    for (const [name, parts] of Object.entries(registry.endpointTables)) {
      let count = 0;
      for (const part of parts) {
        const module = (await import(path.join(root, 'packages/contract/src', part.file))) as Record<string, object>;
        count += Object.keys(module[part.name]!).length;
      }
      expect(Object.keys(endpointTables[name as keyof typeof endpointTables]).length, name).toBe(count);
    }
  });
});
