// `npm run test:e2e [-- playwright args]`: builds what is missing, then runs the Playwright journeys.
// e2e/support/global-setup.ts starts the built server on a free port with a fresh DATA_DIR and stops
// it afterwards; the JSON report lands in e2e/artifacts/report.json (or $E2E_JSON_REPORT).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildMissing, root } from './lib/build.mjs';
import { ensureCjkFont } from './lib/cjk-font.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(
    `No Chromium at ${chromium}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH; Playwright's own browsers are not downloaded.`,
  );
  process.exit(1);
}

// zh screenshots need a CJK font: installed when missing, else the run stops with the command to run.
const font = ensureCjkFont();
if (!font.ok) {
  console.error(font.message);
  process.exit(1);
}

try {
  buildMissing();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const cli = path.join(root, 'node_modules/@playwright/test/cli.js');
const runner = spawn(process.execPath, [cli, 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  // Never fetch browsers, even if something asks for them.
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // Playwright's teardown stops the server it started.
    if (runner.exitCode === null) runner.kill(signal);
  });
}
runner.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
