import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * SECURITY.md maps the OWASP ASVS 5.0 Level 2 requirements to the tests that prove them. This file
 * keeps the map true: a referenced test file or test name that no longer exists fails here, and so
 * does a row that claims "Verified" without a test or gives another status without a reason. It
 * also holds the few checks over the sources that the map points at.
 */
const root = path.resolve(import.meta.dirname, '..');
const securityMd = fs.readFileSync(path.join(root, 'SECURITY.md'), 'utf8');

export interface Reference {
  file: string;
  test: string;
}

export interface Row {
  id: string;
  status: string;
  evidence: string;
  references: Reference[];
}

const referencePattern = /`([^`\s]+\.(?:test|spec)\.tsx?)` › `([^`]+)`/g;

export function referencesIn(text: string): Reference[] {
  return [...text.matchAll(referencePattern)].map((m) => ({ file: m[1]!, test: m[2]! }));
}

/** The requirement rows of the chapter tables: `| 1.2.4 | requirement | status | evidence |`. */
export function rowsOf(markdown: string): Row[] {
  const rows: Row[] = [];
  for (const line of markdown.split('\n')) {
    const cells = line.split(' | ').map((c) => c.replace(/^\|\s*|\s*\|$/g, '').trim());
    if (cells.length < 4 || !/^\d+\.\d+\.\d+(–\d+\.\d+\.\d+)?$/.test(cells[0]!)) continue;
    const evidence = cells.slice(3).join(' | ');
    rows.push({ id: cells[0]!, status: cells[2]!, evidence, references: referencesIn(evidence) });
  }
  return rows;
}

/** References whose file is missing, or whose file no longer holds a test of that name. */
export function missingReferences(references: Reference[], base: string): string[] {
  const problems: string[] = [];
  for (const { file, test } of references) {
    const full = path.join(base, file);
    if (!fs.existsSync(full)) {
      problems.push(`${file}: no such file`);
      continue;
    }
    const source = fs.readFileSync(full, 'utf8');
    // The name as written in the test call: it('name', …), test(`name`, …), it.each(…)('name', …).
    const quoted = ["'", '"', '`'].some((q) => new RegExp(`\\(\\s*${q}${escapeRegExp(test)}${q}\\s*,`).test(source));
    if (!quoted) problems.push(`${file}: no test named “${test}”`);
  }
  return problems;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const statuses = ['Verified', 'N/A', 'Deviation', 'Gap'];
const chapters = ['V1', 'V2', 'V5', 'V6', 'V7', 'V8', 'V9', 'V10', 'V11', 'V12', 'V13', 'V14', 'V16'];

describe('SECURITY.md', () => {
  const rows = rowsOf(securityMd);

  it('has a section for every ASVS chapter it covers, and says how to report a vulnerability', () => {
    for (const chapter of chapters) expect(securityMd, chapter).toMatch(new RegExp(`^## ${chapter} `, 'm'));
    expect(securityMd).toMatch(/^## Reporting a vulnerability$/m);
    expect(rows.length).toBeGreaterThan(120);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it('points every reference at a test file and test name that exist', () => {
    const references = referencesIn(securityMd);
    expect(references.length).toBeGreaterThan(100);
    expect(missingReferences(references, root)).toEqual([]);
  });

  it('proves every Verified row with a test, and gives every other status its reason', () => {
    const problems: string[] = [];
    for (const row of rows) {
      const status = row.status;
      if (!statuses.includes(status)) problems.push(`${row.id}: unknown status “${row.status}”`);
      if (status === 'Verified' && row.references.length === 0) problems.push(`${row.id}: Verified without a test`);
      if (status !== 'Verified' && row.evidence.replace(/`[^`]*`/g, '').trim().length < 6)
        problems.push(`${row.id}: ${status} without a reason`);
    }
    expect(problems).toEqual([]);
  });

  it('would notice a test that was renamed or a file that was removed', () => {
    const fixture = [
      '| 1.1.1 | x | Verified | `scripts/security.test.ts` › `points every reference at a test file and test name that exist` |',
      '| 1.1.2 | x | Verified | `scripts/security.test.ts` › `a test that does not exist` |',
      '| 1.1.3 | x | Verified | `scripts/gone.test.ts` › `anything` |',
    ].join('\n');
    const refs = rowsOf(fixture).flatMap((r) => r.references);
    expect(refs).toHaveLength(3);
    expect(missingReferences(refs, root)).toEqual([
      'scripts/security.test.ts: no test named “a test that does not exist”',
      'scripts/gone.test.ts: no such file',
    ]);
  });
});

/** Source files of a folder, tests left out (they may do what the product must not). */
function sources(dir: string, extensions = /\.(ts|tsx)$/): { file: string; text: string }[] {
  const full = path.join(root, dir);
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((f) => extensions.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => ({ file: path.join(dir, f), text: fs.readFileSync(path.join(full, f), 'utf8') }));
}

describe('the sources, for the checks SECURITY.md points at', () => {
  it('renders no HTML from strings and evaluates no code', () => {
    const offenders = [...sources('apps/web/src'), ...sources('apps/server/src'), ...sources('packages/contract/src')]
      // `(?<!\.)eval(`: a method named eval (Redis running the limiter's Lua script) is not JavaScript's.
      .filter(({ text }) =>
        /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|(?<![.\w])eval\(|new Function\(/.test(text),
      )
      .map((s) => s.file);
    expect(offenders).toEqual([]);
  });

  it('starts no operating system commands and never turns certificate checks off', () => {
    const offenders = sources('apps/server/src')
      .filter(({ text }) => /node:child_process|['"]child_process['"]|rejectUnauthorized:\s*false|NODE_TLS_REJECT_UNAUTHORIZED/.test(text))
      .map((s) => s.file);
    expect(offenders).toEqual([]);
  });

  it('loads no script or style from another site', () => {
    const index = fs.readFileSync(path.join(root, 'apps/web/index.html'), 'utf8');
    expect(index).not.toMatch(/<(script|link)[^>]+(src|href)=["'](https?:)?\/\//i);
    const offenders = sources('apps/web/src', /\.(ts|tsx|css)$/)
      .filter(({ text }) => /import\s*\(?\s*['"]https?:|@import\s+url\(\s*['"]?https?:/.test(text))
      .map((s) => s.file);
    expect(offenders).toEqual([]);
  });

  it('masks every password input (those that ask the browser for a current or new password)', () => {
    const unmasked: string[] = [];
    let checked = 0;
    for (const { file, text } of sources('apps/web/src', /\.tsx$/)) {
      for (const match of text.matchAll(/autoComplete="(current|new)-password"/g)) {
        checked += 1;
        const before = text.slice(0, match.index);
        const opening = [...before.matchAll(/<(Input(\.\w+)?|TextInput|input)\b/g)].at(-1);
        const element = opening ? before.slice(opening.index) : '';
        if (!/^<Input\.Password\b/.test(element) && !/type="password"/.test(element)) unmasked.push(`${file}: ${element.split('\n')[0]}`);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8);
    expect(unmasked).toEqual([]);
  });
});
