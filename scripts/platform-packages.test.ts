import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { missingPlatformPackages } from './lib/platform-packages.mjs';

/**
 * `npm ci` can finish with this machine's native build of a tool left out (npm skips an optional
 * package it failed to download); the build then fails with "Cannot find native binding". The check
 * finds exactly the locked optional packages meant for this machine that are not on disk.
 */
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function project(packages: Record<string, object>, installed: string[]) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-packages-'));
  folders.push(folder);
  fs.writeFileSync(path.join(folder, 'package-lock.json'), JSON.stringify({ packages: { '': {}, ...packages } }));
  for (const location of installed) {
    fs.mkdirSync(path.join(folder, location), { recursive: true });
    fs.writeFileSync(path.join(folder, location, 'package.json'), '{}');
  }
  return folder;
}

const here = { os: [process.platform], cpu: [process.arch], optional: true, version: '1.2.19' };
const elsewhere = { os: [process.platform === 'win32' ? 'linux' : 'win32'], cpu: [process.arch], optional: true, version: '1.2.19' };

describe('missingPlatformPackages', () => {
  it("names this machine's skipped native package with its locked version", () => {
    const folder = project({ 'node_modules/@rolldown/binding-this': here, 'node_modules/@rolldown/binding-other': elsewhere }, []);
    expect(missingPlatformPackages(folder)).toEqual([
      { location: 'node_modules/@rolldown/binding-this', name: '@rolldown/binding-this', version: '1.2.19' },
    ]);
  });

  it('is empty once it is installed, and ignores packages for other machines and ordinary optional ones', () => {
    const folder = project(
      {
        'node_modules/@rolldown/binding-this': here,
        'node_modules/@rolldown/binding-other': elsewhere,
        'node_modules/fsevents-like': { optional: true, version: '2.0.0' },
        'node_modules/excluded': { ...here, os: [`!${process.platform}`] },
      },
      ['node_modules/@rolldown/binding-this'],
    );
    expect(missingPlatformPackages(folder)).toEqual([]);
  });
});
