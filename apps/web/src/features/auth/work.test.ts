import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256, solveWork } from './work';

const zeroBits = (hex: string) => {
  const bin = [...hex].map((c) => parseInt(c, 16).toString(2).padStart(4, '0')).join('');
  return bin.indexOf('1') === -1 ? bin.length : bin.indexOf('1');
};

describe('the captcha proof of work', () => {
  it('finds a nonce the server accepts: SHA-256(token:nonce) starts with the asked zero bits', async () => {
    const token = 'a-captcha-token-of-forty-three-characters-x';
    for (const bits of [1, 8, 12]) {
      const nonce = await solveWork(token, bits);
      expect(zeroBits(createHash('sha256').update(`${token}:${nonce}`).digest('hex'))).toBeGreaterThanOrEqual(bits);
    }
  });

  it('has a fallback SHA-256 that agrees with the platform one, for pages without crypto.subtle', () => {
    for (const text of ['', 'abc', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(200), 'token:1a']) {
      const ours = Buffer.from(sha256(new TextEncoder().encode(text))).toString('hex');
      expect(ours).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });
});
