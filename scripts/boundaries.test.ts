import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The boundary rules (`.dependency-cruiser.cjs`, run by `npm run boundaries` in CI) on a fixture tree
 * with one wrong import of each kind: each is caught by its rule, and the allowed imports beside them
 * are not. A rule that stopped matching would let this fail rather than silently pass the real tree.
 */
const root = path.resolve(import.meta.dirname, '..');
const fixture = path.join(root, 'scripts/fixtures/boundaries');
const cli = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

function violations(): Violation[] {
  let out: string;
  try {
    out = execFileSync(
      process.execPath,
      [cli, 'apps', 'packages', '--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'json'],
      { cwd: fixture, encoding: 'utf8' },
    );
  } catch (error) {
    // The CLI exits non-zero when it finds violations (which it must here); its report is still on stdout.
    out = (error as { stdout: string }).stdout;
  }
  return (JSON.parse(out) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('the boundary rules', () => {
  const found = violations();
  const pairs = found.map((v) => `${v.rule.name}: ${v.from} → ${v.to.replace(/^.*node_modules\//, 'node_modules/')}`);

  it.each([
    ['server-capability-through-index', 'apps/server/src/features/alpha/service.ts', 'apps/server/src/features/beta/queries.ts'],
    ['platform-not-features', 'apps/server/src/platform/kernel.ts', 'apps/server/src/features/alpha/service.ts'],
    ['providers-not-features', 'apps/server/src/providers/sms.ts', 'apps/server/src/features/beta/index.ts'],
    ['console-capability-through-index', 'apps/web/src/features/one/Page.tsx', 'apps/web/src/features/two/Secret.tsx'],
    ['console-kernel-no-feature-from-shared', 'apps/web/src/components/Widget.tsx', 'apps/web/src/features/one/Page.tsx'],
    ['console-not-server', 'apps/web/src/api/client.ts', 'apps/server/src/platform/kernel.ts'],
    ['packages-not-apps', 'packages/contract/src/uses-app.ts', 'apps/web/src/features/two/index.ts'],
    ['no-circular', 'apps/server/src/platform/loop-a.ts', 'apps/server/src/platform/loop-b.ts'],
    ['no-circular', 'apps/web/src/features/two/lazyLoop.ts', 'apps/web/src/features/two/lazyLoopBack.ts'],
    ['console-kernel-imports-no-capability', 'apps/web/src/app/registry.ts', 'apps/web/src/features/two/index.ts'],
    ['console-kernel-imports-no-capability', 'apps/web/src/app/registry.ts', 'apps/web/src/features/one/Page.tsx'],
    ['console-root-through-manifests', 'apps/web/src/root/router.ts', 'apps/web/src/features/two/Secret.tsx'],
    ['console-root-on-top', 'apps/web/src/features/two/usesRoot.ts', 'apps/web/src/root/router.ts'],
    ['runtime-deps-declared', 'apps/server/src/platform/uses-dev-dependency.ts', 'node_modules/prettier/index.d.ts'],
  ])('%s catches %s → %s', (rule, from, to) => {
    expect(pairs).toContain(`${rule}: ${from} → ${to}`);
  });

  it('routes-without-zod catches a routes.ts that imports zod', () => {
    expect(pairs.some((p) => p.startsWith('routes-without-zod: packages/contract/src/thing/routes.ts → ') && /zod/.test(p))).toBe(true);
  });

  it('lets a test import a development dependency, and production code a declared dependency', () => {
    expect(pairs.filter((p) => p.startsWith('runtime-deps-declared:'))).toEqual([
      'runtime-deps-declared: apps/server/src/platform/uses-dev-dependency.ts → node_modules/prettier/index.d.ts',
    ]);
  });

  it('lets the kernel import a capability for its types only, and the composition root reach one through its index', () => {
    // Two imports of registry.ts caught (the static and the lazy one); its type-only import is not.
    expect(pairs.filter((p) => p.startsWith('console-kernel-imports-no-capability:')).sort()).toEqual([
      'console-kernel-imports-no-capability: apps/web/src/app/registry.ts → apps/web/src/features/one/Page.tsx',
      'console-kernel-imports-no-capability: apps/web/src/app/registry.ts → apps/web/src/features/two/index.ts',
    ]);
    expect(pairs.filter((p) => p.includes('root/router.ts → apps/web/src/features/two/index.ts'))).toEqual([]);
  });

  it('lets a capability reach another through its index', () => {
    expect(pairs.filter((p) => p.endsWith('→ apps/server/src/features/beta/index.ts') && !p.startsWith('providers-not-features'))).toEqual(
      [],
    );
    expect(pairs.filter((p) => p.includes('features/one/Page.tsx → apps/web/src/features/two/index.ts'))).toEqual([]);
  });
});
