// zh screenshots need a CJK font; without one every Chinese glyph is an empty box and the journeys'
// pictures cannot be judged. `.ci/run` installs one from Debian; `npm run test:e2e` does the same on a
// developer's machine, or stops and says the command when it cannot.
import { execFileSync } from 'node:child_process';

export const cjkPackage = 'fonts-noto-cjk';
const aptInstall = ['apt-get', 'install', '-y', '--no-install-recommends', cjkPackage];
export const installCommand = `sudo ${aptInstall.join(' ')}`;

/** How the check reaches the system; tests hand in their own. */
const system = {
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
  log: console.log,
};

const succeeds = (sys, command, args, options) => {
  try {
    sys.run(command, args, options);
    return true;
  } catch {
    return false;
  }
};

/** Whether fontconfig knows a font with Chinese glyphs (`fc-list :lang=zh`). */
export function hasCjkFont(sys = system) {
  try {
    return String(sys.run('fc-list', [':lang=zh']) ?? '').trim().length > 0;
  } catch {
    return false;
  }
}

/**
 * Makes sure a CJK font is installed: nothing to do when one is (or off Linux, where the system
 * ships one); else installs fonts-noto-cjk with apt-get, as root or through sudo (asking for the
 * password only at a terminal). Answers `{ ok: true }`, or `{ ok: false, message }` naming the
 * command to run.
 */
export function ensureCjkFont(sys = system) {
  if (sys.platform !== 'linux' || hasCjkFont(sys)) return { ok: true };
  const refusal = (why) => ({
    ok: false,
    message:
      `No CJK font is installed (fc-list :lang=zh is empty)${why ? `, and ${why}` : ''}: the zh screenshots would show ` +
      `empty boxes instead of Chinese. Install one, then run the journeys again:\n  ${installCommand}`,
  });
  if (!succeeds(sys, 'apt-get', ['--version']))
    return refusal('this is not a Debian or Ubuntu system (no apt-get) — install a CJK font with its package manager');
  let asRoot;
  if (sys.isRoot()) asRoot = (args) => sys.run(args[0], args.slice(1), { inherit: true });
  else if (succeeds(sys, 'sudo', ['-n', 'true']) || (sys.interactive() && succeeds(sys, 'sudo', ['--version'])))
    asRoot = (args) => sys.run('sudo', args, { inherit: true });
  else return refusal('installing one needs root (sudo) at a terminal');
  sys.log(`No CJK font: installing ${cjkPackage} from the distribution (for the zh screenshots)`);
  try {
    asRoot(['apt-get', 'update']);
    asRoot(aptInstall);
  } catch {
    return refusal(`installing ${cjkPackage} failed (see above)`);
  }
  return hasCjkFont(sys) ? { ok: true } : refusal(`${cjkPackage} was installed but fontconfig still lists no CJK font`);
}
