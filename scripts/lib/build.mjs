// Builds the parts of the product that are missing, so a fresh clone starts (and tests) with one
// command. Only missing outputs are built: `npm run build` is the way to force a rebuild.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export const outputs = [
  { what: 'the console (apps/web)', workspace: 'apps/web', file: 'apps/web/dist/index.html' },
  { what: 'the server (apps/server)', workspace: 'apps/server', file: 'apps/server/dist/main.js' },
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Builds each missing output in turn; throws (with the step named) when a build fails. */
export function buildMissing({ log = console.log } = {}) {
  for (const output of outputs) {
    if (fs.existsSync(path.join(root, output.file))) continue;
    log(`Building ${output.what}: ${output.file} is missing…`);
    const started = Date.now();
    const result = spawnSync(npm, ['run', 'build', '-w', output.workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      throw new Error(`Building ${output.what} failed (exit ${result.status ?? result.signal}). Fix the error above, then start again.`);
    }
    log(`Built ${output.what} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
}
