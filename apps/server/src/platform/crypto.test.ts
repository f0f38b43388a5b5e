import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFieldCipher, hashToken, loadFieldKey, newToken, safeEqual } from './crypto.js';

const keyA = 'a'.repeat(64);
const keyB = 'b'.repeat(64);

/** Flips one bit of one base64url part of a sealed value, leaving its shape intact. */
function tamper(sealed: string, part: 1 | 2 | 3): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[part]!, 'base64url');
  bytes[0] = bytes[0]! ^ 0x01;
  parts[part] = bytes.toString('base64url');
  return parts.join('.');
}

describe('field cipher', () => {
  const cipher = createFieldCipher(keyA);

  it('gives back what it sealed, including Chinese text and the empty string', () => {
    for (const plain of ['11010519491231002X', '张三 6222021234567890', '']) expect(cipher.decrypt(cipher.encrypt(plain))).toBe(plain);
  });

  it('never stores the plain text, and seals the same value differently each time', () => {
    const first = cipher.encrypt('11010519491231002X');
    const second = cipher.encrypt('11010519491231002X');
    expect(first).not.toContain('11010519491231002X');
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first).not.toBe(second);
  });

  it.each([
    ['the ciphertext', 3],
    ['the authentication tag', 2],
    ['the IV', 1],
  ] as const)('refuses a value whose %s was tampered with', (_, part) => {
    const sealed = cipher.encrypt('11010519491231002X');
    expect(() => cipher.decrypt(tamper(sealed, part))).toThrow();
  });

  it('refuses a value sealed under a different key', () => {
    const sealed = createFieldCipher(keyB).encrypt('11010519491231002X');
    expect(() => cipher.decrypt(sealed)).toThrow();
  });

  it('refuses something that is not a sealed field', () => {
    expect(() => cipher.decrypt('11010519491231002X')).toThrow('not a sealed field');
    expect(() => cipher.decrypt('v2.a.b.c')).toThrow('not a sealed field');
  });

  it('refuses a key that is not 256 bits', () => {
    expect(() => createFieldCipher('ab'.repeat(16))).toThrow();
    expect(() => createFieldCipher('not hex at all')).toThrow();
  });
});

describe('loadFieldKey', () => {
  const made: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'field-key-'));
    made.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('uses the configured key and writes nothing', () => {
    const dir = tempDir();
    expect(loadFieldKey(keyA, dir)).toBe(keyA);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('generates a 256-bit key once into the data folder, owner-only, and reuses it', () => {
    const dataDir = path.join(tempDir(), 'not', 'yet', 'made');
    const key = loadFieldKey(undefined, dataDir);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, 'field-encryption.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadFieldKey(undefined, dataDir)).toBe(key);
    expect(fs.readdirSync(dataDir)).toEqual(['field-encryption.key']);
    // What was sealed before a restart opens after it.
    const sealed = createFieldCipher(key).encrypt('6222021234567890');
    expect(createFieldCipher(loadFieldKey(undefined, dataDir)).decrypt(sealed)).toBe('6222021234567890');
  });

  it('gives two data folders two different keys', () => {
    expect(loadFieldKey(undefined, tempDir())).not.toBe(loadFieldKey(undefined, tempDir()));
  });
});

describe('tokens', () => {
  it('are 256 bits of base64url, each one new', () => {
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
  });

  it('are stored as a SHA-256 hash that does not reveal them', () => {
    const token = newToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toContain(token);
    expect(hashToken(token)).not.toBe(hashToken(newToken()));
  });

  it('compare equal only when identical, whatever the lengths', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
