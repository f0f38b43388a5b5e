// Totals what .ci/run recorded: the checks (one line each in checks.tsv), the vitest JSON report
// and the Playwright JSON report. The very last line is exactly `N passed, N failed`; the exit
// code is 1 when anything failed or a suite left no report (a suite that did not run did not pass).
import fs from 'node:fs';
import path from 'node:path';

const [resultsDir = '.', scriptStatus = '0'] = process.argv.slice(2);
const read = (name) => {
  const file = path.join(resultsDir, name);
  if (!fs.existsSync(file)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

const lines = [];
let passed = 0;
let failed = 0;
const add = (label, p, f, note = '') => {
  passed += p;
  failed += f;
  lines.push(
    `${f ? '✗' : '✓'} ${label.padEnd(22)} ${String(p).padStart(5)} passed ${String(f).padStart(4)} failed${note ? `  ${note}` : ''}`,
  );
};

const checksFile = path.join(resultsDir, 'checks.tsv');
const checks = fs.existsSync(checksFile) ? fs.readFileSync(checksFile, 'utf8').split('\n').filter(Boolean) : [];
/** Suites count their tests from their reports; every other step counts as one check. */
const suites = new Set(['tests', 'e2e']);
const status = new Map();
for (const line of checks) {
  const [name, result] = line.split('\t');
  status.set(name, result);
  if (!suites.has(name)) add(name, result === 'pass' ? 1 : 0, result === 'pass' ? 0 : 1);
}
const ran = new Set(status.keys());
/** A suite that exited non-zero without a failed test (a crash, a hook error) still failed. */
const exitedBadly = (name, failures) => (status.get(name) === 'fail' && failures === 0 ? 1 : 0);

if (ran.has('tests')) {
  const vitest = read('vitest.json');
  if (!vitest) add('vitest (unit/web/api)', 0, 1, 'no report: vitest did not finish');
  else {
    // A file that failed to load has no failed tests of its own, but it is a failure.
    const brokenFiles = (vitest.testResults ?? []).filter(
      (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
    ).length;
    const failures = (vitest.numFailedTests ?? 0) + brokenFiles;
    const crashed = exitedBadly('tests', failures);
    add(
      'vitest (unit/web/api)',
      vitest.numPassedTests ?? 0,
      failures + crashed,
      brokenFiles ? `${brokenFiles} file(s) failed outside a test` : crashed ? 'vitest exited non-zero' : '',
    );
  }
}

if (ran.has('e2e')) {
  const e2e = read('e2e.json');
  if (!e2e) add('e2e (Playwright)', 0, 1, 'no report: Playwright did not finish');
  else {
    const s = e2e.stats ?? {};
    const setupErrors = (e2e.errors ?? []).length;
    const failures = (s.unexpected ?? 0) + setupErrors;
    const crashed = exitedBadly('e2e', failures);
    add(
      'e2e (Playwright)',
      (s.expected ?? 0) + (s.flaky ?? 0),
      failures + crashed,
      setupErrors ? `${setupErrors} error(s) outside a test` : crashed ? 'Playwright exited non-zero' : '',
    );
  }
}

if (scriptStatus !== '0' && failed === 0) add('ci script', 0, 1, `stopped with exit ${scriptStatus}`);

console.log('\n' + lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
