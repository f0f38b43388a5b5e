// The test commands install what their checks need from the distribution when it is missing — a CJK
// font for the zh screenshots (`npm run test:e2e`), the independent PDF and certificate verifiers for
// the signing tests (`npm test`) — or stop at once and print the one command that would.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** How the checks reach the system; tests hand in their own. */
export const system = {
  platform: process.platform,
  isRoot: () => process.getuid?.() === 0,
  interactive: () => Boolean(process.stdin.isTTY),
  /** Runs a command; throws when it fails or does not exist. */
  run: (command, args, options = {}) =>
    execFileSync(command, args, {
      encoding: 'utf8',
      stdio: options.inherit ? 'inherit' : 'pipe',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }),
  exists: (file) => fs.existsSync(file),
  log: console.log,
};

/** Whether a command runs at all. */
export const succeeds = (sys, command, args, options) => {
  try {
    sys.run(command, args, options);
    return true;
  } catch {
    return false;
  }
};

/** Whether a program is on the PATH (the shell's `command -v`, which runs nothing). */
export const hasCommand = (sys, name) => succeeds(sys, 'sh', ['-c', `command -v ${name}`]);

/** apt-get's arguments installing these packages, without the extras Debian recommends. */
export const aptInstall = (packages) => ['apt-get', 'install', '-y', '--no-install-recommends', ...packages];

/**
 * Installs Debian packages with apt-get (its lists refreshed first), as root or through sudo — asking
 * for the password only at a terminal. `refusal(why)` words the stop, with the command to run;
 * `installed()` checks again afterwards. Answers `{ ok: true }` or `{ ok: false, message }`.
 */
export function installDebianPackages(sys, { packages, reason, refusal, installed }) {
  if (!succeeds(sys, 'apt-get', ['--version']))
    return refusal(`this is not a Debian or Ubuntu system (no apt-get) — install them with its package manager`);
  let asRoot;
  if (sys.isRoot()) asRoot = (args) => sys.run(args[0], args.slice(1), { inherit: true });
  else if (succeeds(sys, 'sudo', ['-n', 'true']) || (sys.interactive() && succeeds(sys, 'sudo', ['--version'])))
    asRoot = (args) => sys.run('sudo', args, { inherit: true });
  else return refusal('installing needs root (sudo) at a terminal');
  sys.log(`Installing ${packages.join(', ')} from the distribution (${reason})`);
  try {
    asRoot(['apt-get', 'update']);
    asRoot(aptInstall(packages));
  } catch {
    return refusal(`installing ${packages.join(', ')} failed (see above)`);
  }
  return installed() ? { ok: true } : refusal(`${packages.join(', ')} installed, but the check still fails`);
}
