import { createCipheriv, createDecipheriv, hash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A 256-bit opaque token for cookies and links; only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  // One-shot hash: a fifth of createHash's CPU for a short input (every signed-in request hashes its cookie).
  return hash('sha256', token, 'hex');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** AES-256-GCM for personal data at rest: `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export interface FieldCipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  /** Files (face videos): `SEAL1` + iv(12) + tag(16) + ciphertext, same key and cipher. */
  encryptBytes(plain: Buffer): Buffer;
  /** Throws when the bytes were not sealed with this key or were changed. */
  decryptBytes(sealed: Buffer): Buffer;
}

const BYTES_MAGIC = Buffer.from('SEAL1');

export function createFieldCipher(keyHex: string): FieldCipher {
  const key = Buffer.from(keyHex, 'hex');
  if (key.length !== 32) throw new Error('field encryption key must be 32 bytes');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed field');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    encryptBytes(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([BYTES_MAGIC, iv, cipher.getAuthTag(), body]);
    },
    decryptBytes(sealed) {
      const head = BYTES_MAGIC.length;
      if (sealed.length < head + 28 || !sealed.subarray(0, head).equals(BYTES_MAGIC)) throw new Error('not a sealed file');
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(head, head + 12));
      decipher.setAuthTag(sealed.subarray(head + 12, head + 28));
      return Buffer.concat([decipher.update(sealed.subarray(head + 28)), decipher.final()]);
    },
  };
}

/** The key from config, else one generated into DATA_DIR on first start (owner-only). */
export function loadFieldKey(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'field-encryption.key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  fs.writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
  return key;
}
