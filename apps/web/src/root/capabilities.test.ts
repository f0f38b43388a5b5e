import { capabilityNames } from '@console/contract/capabilities';
import { moduleCatalogue, pageCodes } from '@console/contract/modules';
import { describe, expect, it } from 'vitest';
import { capabilities, opsPages, pages, publicRoutes } from '../app/capabilities';
import { pendingPages, pendingPublicRoutes } from '../app/pending';
import { collected } from './capabilities';

describe('the capability registry of the console', () => {
  it('has one page map per capability of the contract, each under its own name', () => {
    expect(capabilities.map((c) => c.name).sort()).toEqual([...capabilityNames].sort());
  });

  it('collects each page map from the folder named like it, all registered', () => {
    const folders = Object.keys(import.meta.glob('../features/*/pages.ts')).map((file) => file.split('/')[2]);
    expect(collected.map((c) => c.name)).toEqual(folders);
    expect(capabilities.map((c) => c.name)).toEqual(folders);
  });

  it('serves every catalogue page or lists it as pending, never both', () => {
    for (const code of pageCodes) {
      const served = code in pages;
      const pending = code in pendingPages;
      expect(served !== pending, `${code}: ${served ? 'served and pending' : 'neither served nor pending'}`).toBe(true);
    }
  });

  it('serves and lists as pending only catalogue pages (a misspelt key would be a page nobody reaches)', () => {
    const catalogue = new Set<string>(pageCodes);
    expect(Object.keys(pages).filter((code) => !catalogue.has(code))).toEqual([]);
    expect(Object.keys(pendingPages).filter((code) => !catalogue.has(code))).toEqual([]);
    // Menu groups are not pages: a page map cannot register one.
    const groups = moduleCatalogue.filter((m) => m.type === 1 && !m.page).map((m) => m.code);
    expect(groups.filter((code) => code in pages)).toEqual([]);
  });

  it('registers each page, public path and back-office path once', () => {
    const pageKeys = capabilities.flatMap((c) => Object.keys(c.pages ?? {}));
    expect(pageKeys.length).toBe(new Set(pageKeys).size);
    const paths = publicRoutes.map((r) => r.path);
    expect(paths.length).toBe(new Set(paths).size);
    const opsPaths = opsPages.map((p) => p.path);
    expect(opsPaths.length).toBe(new Set(opsPaths).size);
  });

  it('does not serve a public route it lists as pending', () => {
    expect(publicRoutes.filter((r) => r.path in pendingPublicRoutes).map((r) => r.path)).toEqual([]);
  });
});
