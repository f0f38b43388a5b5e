import { describe, expect, it } from 'vitest';
import contractPackage from '../../../../../packages/contract/package.json';

/**
 * The sign-in route has a 150 kB budget (npm run budget) that only holds without Ant Design, react-query
 * and zod. This walks the static imports from LoginPage.tsx, as the bundler does, and names the file
 * that would pull a forbidden package in, so a slip is caught by the tests and not only by a build.
 */
// Paths from the repository root, which is the test runner's root: '/apps/web/src/…', '/packages/contract/src/…'.
const sources = import.meta.glob<string>(['/apps/web/src/**/*.{ts,tsx}', '/packages/contract/src/**/*.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const files = new Map(Object.entries(sources).filter(([path]) => !/\.test\.tsx?$/.test(path)));
const web = (path: string) => `/apps/web/src/${path}`;

/** Everything but the zod-free contract subpaths (and types, which the compiler erases). */
const forbidden = [/^antd(\/|$)/, /^@ant-design\//, /^@tanstack\/react-query/, /^@console\/contract$/, /^zod(\/|$)/];

/** The runtime imports of a file: `import type …` and `export type … from` are erased, dynamic import() is a later chunk. */
function runtimeImports(text: string): string[] {
  const found: string[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;
  for (const m of text.matchAll(statement)) {
    if (m[5]) found.push(m[5]);
    else if (!m[2]) found.push(m[4]!);
  }
  return found;
}

function resolve(from: string, specifier: string): string | null {
  if (specifier.startsWith('@console/contract/')) {
    const subpath = `./${specifier.slice('@console/contract/'.length)}`;
    const exports = contractPackage.exports as Record<string, string>;
    // An exact subpath, else a pattern such as `./*/routes` (the capabilities' zod-free routes).
    let target = exports[subpath];
    for (const [pattern, file] of Object.entries(exports)) {
      if (target || !pattern.includes('*')) continue;
      const [before, after] = pattern.split('*') as [string, string];
      if (subpath.startsWith(before) && subpath.endsWith(after) && subpath.length > before.length + after.length) {
        target = file.replace('*', subpath.slice(before.length, subpath.length - after.length));
      }
    }
    return target ? `/packages/contract/${target.replace(/^\.\//, '')}` : null;
  }
  if (!specifier.startsWith('.')) return null;
  const base = new URL(specifier, `file://${from}`).pathname.replace(/\.js$/, '');
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => files.has(candidate)) ?? null;
}

/** Each forbidden package reached, with the chain of files that reaches it; `seen` collects every file walked. */
function forbiddenFrom(entry: string, seen = new Set<string>()): string[] {
  const problems: string[] = [];
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(files.get(file)!)) {
      if (forbidden.some((f) => f.test(specifier))) problems.push(`${[...chain, file].join(' → ')} imports ${specifier}`);
      const next = resolve(file, specifier);
      if (next) walk(next, [...chain, file]);
    }
  };
  walk(entry, []);
  return problems;
}

describe('the sign-in route stays within its bundle budget', () => {
  it('reaches no antd, react-query, zod or contract index through static imports', () => {
    expect(files.has(web('features/auth/LoginPage.tsx'))).toBe(true);
    const walked = new Set<string>();
    expect(forbiddenFrom(web('features/auth/LoginPage.tsx'), walked)).toEqual([]);
    // The walk does follow the sign-in calls into the contract's zod-free routes (and finds nothing there).
    expect(walked).toContain('/packages/contract/src/auth/routes.ts');
    expect(walked).toContain('/packages/contract/src/route.ts');
    expect(forbiddenFrom(web('features/auth/LoginEntry.tsx'))).toEqual([]);
    // The captcha's proof-of-work solver is a chunk of its own, loaded when the first image arrives.
    expect(walked).toContain(web('features/auth/CaptchaInput.tsx'));
    expect(walked).not.toContain(web('features/auth/work.ts'));
  });

  it('would notice one that does', () => {
    // The account pages are antd pages: the walk must find antd there, or it proves nothing above.
    expect(forbiddenFrom(web('features/auth/ForgetPasswordPage.tsx')).some((p) => p.endsWith('imports antd'))).toBe(true);
    // The contract index is where zod comes from.
    expect(forbiddenFrom('/packages/contract/src/index.ts').some((p) => p.endsWith('imports zod'))).toBe(true);
  });
});
