// zh screenshots need a CJK font; without one every Chinese glyph is an empty box and the journeys'
// pictures cannot be judged. `npm run test:e2e` installs one from Debian when it is missing, or
// stops and says the command when it cannot.
import { aptInstall, installDebianPackages, system } from './debian-packages.mjs';

export const cjkPackage = 'fonts-noto-cjk';
export const installCommand = `sudo ${aptInstall([cjkPackage]).join(' ')}`;

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
  return installDebianPackages(sys, {
    packages: [cjkPackage],
    reason: 'for the zh screenshots',
    installed: () => hasCjkFont(sys),
    refusal: (why) => ({
      ok: false,
      message:
        `No CJK font is installed (fc-list :lang=zh is empty), and ${why}: the zh screenshots would show ` +
        `empty boxes instead of Chinese. Install one, then run the journeys again:\n  ${installCommand}`,
    }),
  });
}
