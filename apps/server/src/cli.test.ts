import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/** `create-operator` prints where the operator signs in, at the address people use. */
describe('npm run ops -- create-operator', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-cli-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const run = (name: string, env: Record<string, string>) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'cli.ts'), 'create-operator', name], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent', FIELD_ENCRYPTION_KEY: 'b'.repeat(64), ...env },
    });

  it('prints the back office sign-in page at PUBLIC_URL and the one-time password', async () => {
    const { stdout } = await run('olivia', { PUBLIC_URL: 'https://console.example.com/' });
    expect(stdout).toMatch(/^Operator "olivia" created\.\nOne-time password: \S{12,}\n/);
    expect(stdout).toContain('Sign in at https://console.example.com/operation/login and choose a new password.');
    expect(stdout).not.toContain('PUBLIC_URL is not set');
  }, 60_000);

  it('says so when PUBLIC_URL is not set, rather than pass off the default as the real address', async () => {
    const { stdout } = await run('oscar', { PORT: '9090' });
    expect(stdout).toContain('Sign in at http://localhost:9090/operation/login');
    expect(stdout).toContain('PUBLIC_URL is not set here');
  }, 60_000);
});
