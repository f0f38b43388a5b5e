import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { capabilityNames } from '../packages/contract/src/capabilities.js';
import { endpointTables } from '../packages/contract/src/endpoints.js';

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
