import { core } from '@console/phrases/en/core';
import { describe, expect, it } from 'vitest';
import { capabilities } from './capabilities';

/**
 * Every text a page shows must be loaded before it renders: the core namespaces before the first
 * render, a capability's own namespace (and those its page map names) with its pages. This reads the
 * sources and checks that each capability's files use only namespaces its pages load, and the shared
 * frame only the core — so a page can never show a raw key because its phrases were not asked for.
 */
const sources = import.meta.glob<string>(['/apps/web/src/**/*.{ts,tsx}', '!/apps/web/src/**/*.test.{ts,tsx}', '!/apps/web/src/test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The namespaces a source names in literal keys: t('ns.…'), t(`ns.…`), i18nKey="ns.…", label: 'ns.…'. */
function namespacesIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(/\bt\(\s*['"`]([a-zA-Z]+)\.|i18nKey=["'{`]+([a-zA-Z]+)\.|\blabel:\s*'([a-zA-Z]+)\.[a-zA-Z.]+'/g))
    found.add((m[1] ?? m[2] ?? m[3])!);
  return found;
}

const coreNamespaces = new Set(Object.keys(core));

describe('phrase namespaces load with the pages that use them', () => {
  it('reads the sources (the check below would pass on nothing otherwise)', () => {
    expect(Object.keys(sources).filter((p) => p.includes('/features/')).length).toBeGreaterThan(50);
    expect(namespacesIn('t(\'personal.title\'); t(`site.apiref.x`); <Trans i18nKey="auth.y" />')).toEqual(
      new Set(['personal', 'site', 'auth']),
    );
  });

  it.each(capabilities.map((c) => [c.name, c] as const))('%s uses only the core and the namespaces its pages load', (name, capability) => {
    const allowed = new Set([...coreNamespaces, ...capability.namespaces]);
    const misses: string[] = [];
    for (const [path, text] of Object.entries(sources)) {
      if (!path.startsWith(`/apps/web/src/features/${name}/`)) continue;
      for (const ns of namespacesIn(text)) if (!allowed.has(ns)) misses.push(`${path} uses ${ns}`);
    }
    expect(misses).toEqual([]);
  });

  /**
   * The first load's skeleton draws the home's welcome heading only once the dashboard phrases have
   * arrived (it asks i18next.exists and listens for them): it never shows a missing key.
   */
  const earlyReaders: Record<string, string[]> = { '/apps/web/src/app/ConsoleSkeleton.tsx': ['dashboard'] };

  it('the shared frame and components use only the core', () => {
    const misses: string[] = [];
    for (const [path, text] of Object.entries(sources)) {
      if (!/^\/apps\/web\/src\/(app|components|api)\//.test(path)) continue;
      for (const ns of namespacesIn(text))
        if (!coreNamespaces.has(ns) && !earlyReaders[path]?.includes(ns)) misses.push(`${path} uses ${ns}`);
    }
    expect(misses).toEqual([]);
  });
});
