// The native builds npm picks for this machine (rolldown's, lightningcss's, argon2's, …) are optional
// dependencies in package-lock.json, and npm skips an optional package it failed to download without
// failing the install (npm/cli#4828). The build then stops far from the cause with "Cannot find native
// binding". This finds the lockfile's optional packages meant for this machine that are not installed,
// and installs exactly the locked versions of those.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './build.mjs';

function machineLibc() {
  if (process.platform !== 'linux') return undefined;
  const header = /** @type {{ glibcVersionRuntime?: string }} */ (process.report.getReport().header);
  return header.glibcVersionRuntime ? 'glibc' : 'musl';
}

/** npm's own rule for os/cpu/libc lists: a name matches, a "!name" excludes. */
function fits(list, value) {
  if (!Array.isArray(list) || list.length === 0) return true;
  if (value === undefined) return false;
  if (list.includes(`!${value}`)) return false;
  const allowed = list.filter((entry) => !entry.startsWith('!'));
  return allowed.length === 0 || allowed.includes(value);
}

/** @returns {{ location: string, name: string, version: string }[]} */
export function missingPlatformPackages(directory = root) {
  const lock = JSON.parse(fs.readFileSync(path.join(directory, 'package-lock.json'), 'utf8'));
  const libc = machineLibc();
  const missing = [];
  for (const [location, entry] of Object.entries(lock.packages ?? {})) {
    if (!location || !entry.optional || entry.link) continue;
    if (!entry.os && !entry.cpu && !entry.libc) continue;
    if (!fits(entry.os, process.platform) || !fits(entry.cpu, process.arch)) continue;
    if (entry.libc && !fits(entry.libc, libc)) continue;
    if (fs.existsSync(path.join(directory, location, 'package.json'))) continue;
    const name = entry.name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
    missing.push({ location, name, version: entry.version });
  }
  return missing;
}

/** Installs what npm skipped; returns a message when something is still missing. */
export function ensurePlatformPackages(directory = root) {
  const missing = missingPlatformPackages(directory);
  if (missing.length === 0) return { ok: true };
  const specs = missing.map((item) => `${item.name}@${item.version}`);
  console.log(`npm skipped this machine's native packages: ${specs.join(', ')}; installing the locked versions`);
  spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', ...specs], { cwd: directory, stdio: 'inherit' });
  const left = missingPlatformPackages(directory);
  if (left.length === 0) return { ok: true };
  return {
    ok: false,
    message: `Still missing after a retry: ${left.map((item) => `${item.name}@${item.version}`).join(', ')}. Run \`rm -rf node_modules && npm ci\` again.`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = ensurePlatformPackages();
  if (!result.ok) {
    console.error(result.message);
    process.exit(1);
  }
  console.log('Native packages for this machine: all installed');
}
