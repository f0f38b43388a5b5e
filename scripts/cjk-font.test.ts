import { describe, expect, it } from 'vitest';
import { type FontSystem, ensureCjkFont, installCommand } from './lib/cjk-font.mjs';

/**
 * `npm run test:e2e` on a fresh machine: a CJK font is installed when missing, as
 * `.ci/run` does, or the run stops naming the command — never zh screenshots of empty boxes.
 */
function machine(options: {
  fonts?: boolean;
  root?: boolean;
  sudo?: 'passwordless' | 'password' | 'none';
  tty?: boolean;
  apt?: boolean;
  platform?: string;
}) {
  let fonts = options.fonts ?? false;
  const ran: string[] = [];
  const sys: FontSystem = {
    platform: options.platform ?? 'linux',
    isRoot: () => options.root ?? false,
    interactive: () => options.tty ?? false,
    log: () => undefined,
    run: (command, args) => {
      const line = [command, ...args].join(' ');
      if (command === 'fc-list') return fonts ? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc: Noto Sans CJK SC' : '';
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
      ran.push(line);
      if (line.endsWith('install -y --no-install-recommends fonts-noto-cjk')) fonts = true;
      return '';
    },
  };
  return { sys, ran };
}

describe('the e2e setup and Chinese glyphs', () => {
  it('does nothing when a CJK font is there, or off Linux (macOS and Windows ship one)', () => {
    for (const m of [machine({ fonts: true }), machine({ platform: 'darwin' })]) {
      expect(ensureCjkFont(m.sys)).toEqual({ ok: true });
      expect(m.ran).toEqual([]);
    }
  });

  it('installs fonts-noto-cjk from Debian as root, as .ci/run does', () => {
    const m = machine({ root: true });
    expect(ensureCjkFont(m.sys)).toEqual({ ok: true });
    expect(m.ran).toEqual(['apt-get update', 'apt-get install -y --no-install-recommends fonts-noto-cjk']);
  });

  it('installs it through sudo for a developer who may use it (without a password, or at a terminal)', () => {
    for (const m of [machine({ sudo: 'passwordless' }), machine({ sudo: 'password', tty: true })]) {
      expect(ensureCjkFont(m.sys)).toEqual({ ok: true });
      expect(m.ran).toEqual(['sudo apt-get update', 'sudo apt-get install -y --no-install-recommends fonts-noto-cjk']);
    }
  });

  it('stops with the command to run when it cannot install (no terminal for sudo, no apt-get)', () => {
    const noTerminal = machine({ sudo: 'password', tty: false });
    const result = ensureCjkFont(noTerminal.sys);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain('sudo apt-get install -y --no-install-recommends fonts-noto-cjk');
    expect(installCommand).toBe('sudo apt-get install -y --no-install-recommends fonts-noto-cjk');
    expect(noTerminal.ran).toEqual([]);
    const elsewhere = ensureCjkFont(machine({ apt: false, root: true }).sys);
    expect(!elsewhere.ok && elsewhere.message).toMatch(/no apt-get.*package manager/);
  });
});
