// `npm test [-- vitest args]`: the README's test command. Installs native packages npm skipped and the
// signing tests' verifiers when they are missing (or stops with the command that would), then runs vitest with the arguments given.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib/build.mjs';
import { ensurePlatformPackages } from './lib/platform-packages.mjs';
import { ensureSigningTools } from './lib/signing-tools.mjs';

const packages = ensurePlatformPackages();
if (!packages.ok) {
  console.error(packages.message);
  process.exit(1);
}
const tools = ensureSigningTools();
if (!tools.ok) {
  console.error(tools.message);
  process.exit(1);
}

const vitest = spawn(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (vitest.exitCode === null) vitest.kill(signal);
  });
}
vitest.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
