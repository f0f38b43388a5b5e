import type * as Argon2 from '@node-rs/argon2';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const argon2 = vi.hoisted(() => ({ verifyCalls: [] as string[] }));

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return {
    ...real,
    verify: (hash: string, password: string) => {
      argon2.verifyCalls.push(hash);
      return real.verify(hash, password);
    },
  };
});

const { hashPassword, needsRehash, verifyPassword } = await import('./password.js');

describe('password hashing', () => {
  beforeEach(() => {
    argon2.verifyCalls.length = 0;
  });

  it('hashes with argon2id and the OWASP parameters, and verifies', async () => {
    const stored = await hashPassword('abc12345');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'abc12345')).toBe(true);
    expect(await verifyPassword(stored, 'abc12346')).toBe(false);
  });

  it('still runs one argon2 verification for an account that does not exist, so it answers in similar time', async () => {
    expect(await verifyPassword(undefined, 'abc12345')).toBe(false);
    expect(await verifyPassword(null, 'abc12345')).toBe(false);
    expect(argon2.verifyCalls).toHaveLength(2);
    expect(argon2.verifyCalls.every((h) => h.startsWith('$argon2id$'))).toBe(true);
  });

  it('asks for a rehash when a stored hash was made with other parameters', async () => {
    expect(needsRehash(await hashPassword('abc12345'))).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo')).toBe(true);
    expect(needsRehash('$2b$10$abcdefghijklmnopqrstuv')).toBe(true);
  });
});
