import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** OWASP argon2id parameters (m=19 MiB, t=2, p=1). */
// Algorithm is a const enum; its Argon2id member is 2.
export const passwordParams = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordParams);
}

// Verified against when an account does not exist, so unknown names cost the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('not-a-real-password-0');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/** True when a stored hash was made with other parameters than today's, so sign-in rehashes it. */
export function needsRehash(stored: string): boolean {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (!m) return true;
  return (
    Number(m[1]) !== passwordParams.memoryCost || Number(m[2]) !== passwordParams.timeCost || Number(m[3]) !== passwordParams.parallelism
  );
}
