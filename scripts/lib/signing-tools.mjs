// The signing tests check our signatures with verifiers nobody here wrote: poppler's pdfsig and
// pdftotext (with poppler-data's CMaps, to read the Chinese of a signature's appearance), NSS's
// certutil (to trust our root for pdfsig) and openssl. `npm test` installs the missing ones before
// vitest starts, or stops and says the command — never a signing test failing or skipped for a tool.
import { aptInstall, hasCommand, installDebianPackages, system } from './debian-packages.mjs';

/** Each verifier, the Debian package that brings it, and how to tell it is there. */
const tools = [
  { name: 'pdfsig and pdftotext', pkg: 'poppler-utils', present: (sys) => hasCommand(sys, 'pdfsig') && hasCommand(sys, 'pdftotext') },
  // Where Debian puts them; elsewhere poppler ships its own.
  { name: "poppler's CMaps", pkg: 'poppler-data', present: (sys) => sys.platform !== 'linux' || sys.exists('/usr/share/poppler/cMap') },
  { name: 'certutil', pkg: 'libnss3-tools', present: (sys) => hasCommand(sys, 'certutil') },
  { name: 'openssl', pkg: 'openssl', present: (sys) => hasCommand(sys, 'openssl') },
];

/** The Debian packages of the verifiers this machine lacks. */
export function missingSigningTools(sys = system) {
  return tools.filter((t) => !t.present(sys));
}

/**
 * Makes sure the signing tests' verifiers are installed: nothing to do when they are; else installs
 * the missing packages with apt-get, as root or through sudo (asking for the password only at a
 * terminal). Answers `{ ok: true }`, or `{ ok: false, message }` naming the command to run.
 */
export function ensureSigningTools(sys = system) {
  const missing = missingSigningTools(sys);
  if (missing.length === 0) return { ok: true };
  const packages = missing.map((t) => t.pkg);
  const names = missing.map((t) => t.name).join(', ');
  const command =
    sys.platform === 'darwin' ? 'brew install poppler nss openssl' : `sudo sh -c 'apt-get update && ${aptInstall(packages).join(' ')}'`;
  const refusal = (why) => ({
    ok: false,
    message:
      `The signing tests check signatures with ${names}, which ${missing.length > 1 ? 'are' : 'is'} not installed, and ${why}. ` +
      `Install ${missing.length > 1 ? 'them' : 'it'}, then run the tests again:\n  ${command}`,
  });
  if (sys.platform !== 'linux') return refusal('only Debian and Ubuntu get them installed for you');
  return installDebianPackages(sys, {
    packages,
    reason: 'the signing tests verify signatures with them',
    installed: () => missingSigningTools(sys).length === 0,
    refusal,
  });
}
