// `npm start`: builds what a fresh clone lacks, then runs the server (which also serves the
// console) in the foreground. Signals go to the server so SIGTERM/SIGINT shut it down gracefully,
// and its exit code becomes ours, so process managers see the truth.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { buildMissing, root } from './lib/build.mjs';
import { laptopDefaults } from './lib/laptop.mjs';
import { ensurePlatformPackages } from './lib/platform-packages.mjs';

try {
  const packages = ensurePlatformPackages();
  if (!packages.ok) throw new Error(packages.message);
  buildMissing();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const { env, notice } = laptopDefaults(process.env);
if (notice) console.log(notice);
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], { cwd: root, stdio: 'inherit', env });

const forwarded = ['SIGINT', 'SIGTERM', 'SIGHUP'];
for (const signal of forwarded) {
  process.on(signal, () => {
    // The server may already be gone (a terminal's Ctrl+C reaches the whole process group).
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

server.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});

server.on('exit', (code, signal) => {
  if (signal) process.exit(128 + (os.constants.signals[signal] ?? 0));
  process.exit(code ?? 1);
});
