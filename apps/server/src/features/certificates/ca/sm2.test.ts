import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sm2Sign, sm2Verify } from './sm2.js';

/** Our SM2 signatures, checked by openssl (SM3, the default user id) and by our own verifier both ways. */
describe('SM2 signatures', () => {
  const key = generateKeyPairSync('ec', { namedCurve: 'SM2' });
  const spki = key.publicKey.export({ type: 'spki', format: 'der' });
  const data = Buffer.from('the platform signs this');

  it('verify with openssl dgst -sm3 and the default user id, and not over other data', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sm2-'));
    try {
      fs.writeFileSync(path.join(dir, 'pub.pem'), key.publicKey.export({ type: 'spki', format: 'pem' }));
      fs.writeFileSync(path.join(dir, 'data'), data);
      fs.writeFileSync(path.join(dir, 'other'), Buffer.from('something else'));
      fs.writeFileSync(path.join(dir, 'sig'), sm2Sign(key.privateKey, data));
      const check = (file: string) =>
        spawnSync('openssl', ['dgst', '-sm3', '-verify', 'pub.pem', '-sigopt', 'distid:1234567812345678', '-signature', 'sig', file], {
          cwd: dir,
          encoding: 'utf8',
        }).stdout;
      expect(check('data')).toContain('Verified OK');
      expect(check('other')).not.toContain('Verified OK');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('verifies openssl’s own SM2 signatures and refuses a changed one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sm2-'));
    try {
      fs.writeFileSync(path.join(dir, 'key.pem'), key.privateKey.export({ type: 'pkcs8', format: 'pem' }));
      fs.writeFileSync(path.join(dir, 'data'), data);
      const run = spawnSync('openssl', ['dgst', '-sm3', '-sign', 'key.pem', '-sigopt', 'distid:1234567812345678', '-out', 'sig', 'data'], {
        cwd: dir,
      });
      expect(run.status).toBe(0);
      const signature = fs.readFileSync(path.join(dir, 'sig'));
      expect(sm2Verify(spki, data, signature)).toBe(true);
      const changed = Buffer.from(signature);
      changed[changed.length - 1]! ^= 1;
      expect(sm2Verify(spki, data, changed)).toBe(false);
      expect(sm2Verify(spki, data, Buffer.from('not der'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
