import { describe, expect, it } from 'vitest';
import { type ToolSystem, ensureSigningTools } from './lib/signing-tools.mjs';

/**
 * `npm test` on a fresh machine: the signing tests' verifiers (pdfsig, pdftotext, poppler's CMaps,
 * certutil, openssl) are installed before vitest starts when they are missing, or the run stops at
 * once naming the one command that would — never signing tests failing for a missing tool.
 */
function machine(options: {
  missing?: string[];
  root?: boolean;
  sudo?: 'passwordless' | 'password' | 'none';
  tty?: boolean;
  apt?: boolean;
  platform?: string;
  brokenInstall?: boolean;
}) {
  const installed = new Set(['pdfsig', 'pdftotext', 'certutil', 'openssl', '/usr/share/poppler/cMap']);
  for (const m of options.missing ?? []) installed.delete(m);
  const ran: string[] = [];
  const brings: Record<string, string[]> = {
    'poppler-utils': ['pdfsig', 'pdftotext'],
    'poppler-data': ['/usr/share/poppler/cMap'],
    'libnss3-tools': ['certutil'],
    openssl: ['openssl'],
  };
  const sys: ToolSystem = {
    platform: options.platform ?? 'linux',
    isRoot: () => options.root ?? false,
    interactive: () => options.tty ?? false,
    log: () => undefined,
    exists: (file) => installed.has(file),
    run: (command, args) => {
      if (command === 'sh' && args[0] === '-c' && args[1]!.startsWith('command -v ')) {
        if (!installed.has(args[1]!.slice('command -v '.length))) throw new Error('not found');
        return '';
      }
      if (command === 'apt-get' && args[0] === '--version') {
        if (options.apt === false) throw new Error('apt-get: not found');
        return 'apt 2.6.1';
      }
      if (command === 'sudo' && args[0] === '-n') {
        if (options.sudo !== 'passwordless') throw new Error('sudo: a password is required');
        return '';
      }
      if (command === 'sudo' && args[0] === '--version') {
        if ((options.sudo ?? 'none') === 'none') throw new Error('sudo: not found');
        return 'Sudo version 1.9';
      }
      const line = [command, ...args].join(' ');
      ran.push(line);
      const install = args.indexOf('--no-install-recommends');
      if (install >= 0 && !options.brokenInstall)
        for (const pkg of args.slice(install + 1)) for (const thing of brings[pkg] ?? []) installed.add(thing);
      return '';
    },
  };
  return { sys, ran };
}

describe('the verifiers of the signing tests on a fresh machine', () => {
  it('does nothing when every verifier is there', () => {
    const m = machine({});
    expect(ensureSigningTools(m.sys)).toEqual({ ok: true });
    expect(m.ran).toEqual([]);
  });

  it('installs exactly the missing packages as root, after refreshing the lists', () => {
    const m = machine({ root: true, missing: ['pdfsig', 'pdftotext', '/usr/share/poppler/cMap', 'certutil'] });
    expect(ensureSigningTools(m.sys)).toEqual({ ok: true });
    expect(m.ran).toEqual(['apt-get update', 'apt-get install -y --no-install-recommends poppler-utils poppler-data libnss3-tools']);
  });

  it('installs through sudo for a developer who may use it (without a password, or at a terminal)', () => {
    for (const m of [
      machine({ sudo: 'passwordless', missing: ['certutil'] }),
      machine({ sudo: 'password', tty: true, missing: ['certutil'] }),
    ]) {
      expect(ensureSigningTools(m.sys)).toEqual({ ok: true });
      expect(m.ran).toEqual(['sudo apt-get update', 'sudo apt-get install -y --no-install-recommends libnss3-tools']);
    }
  });

  it('stops at once with the one command to run when it cannot install', () => {
    const noTerminal = machine({ sudo: 'password', tty: false, missing: ['pdfsig', 'openssl'] });
    const result = ensureSigningTools(noTerminal.sys);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain('pdfsig and pdftotext, openssl');
    expect(!result.ok && result.message).toContain(
      "sudo sh -c 'apt-get update && apt-get install -y --no-install-recommends poppler-utils openssl'",
    );
    expect(noTerminal.ran).toEqual([]);

    const noApt = ensureSigningTools(machine({ apt: false, root: true, missing: ['certutil'] }).sys);
    expect(!noApt.ok && noApt.message).toMatch(/no apt-get.*package manager/);
    const mac = ensureSigningTools(machine({ platform: 'darwin', missing: ['certutil'] }).sys);
    expect(!mac.ok && mac.message).toContain('brew install poppler nss openssl');
  });

  it('says so when the install ran but a verifier is still missing', () => {
    const m = machine({ root: true, brokenInstall: true, missing: ['certutil'] });
    const result = ensureSigningTools(m.sys);
    expect(!result.ok && result.message).toMatch(/libnss3-tools installed, but the check still fails/);
  });
});
