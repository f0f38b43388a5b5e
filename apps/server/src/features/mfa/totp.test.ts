import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, otpauthUri, totpAt, totpStep } from './totp.js';

// RFC 6238 Appendix B: the SHA-1 seed is the ASCII "12345678901234567890", 8-digit codes, X = 30 s.
const seed = Buffer.from('12345678901234567890', 'ascii');
const vectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(vectors)('T = %i gives the RFC’s SHA-1 code %s', (seconds, code) => {
    expect(totpAt(seed, totpStep(seconds * 1000), 8)).toBe(code);
  });

  it('agrees with the RFC’s SHA-256 and SHA-512 vectors too', () => {
    expect(totpAt(Buffer.from('12345678901234567890123456789012', 'ascii'), totpStep(59_000), 8, 'sha256')).toBe('46119246');
    const seed64 = Buffer.from('1234567890123456789012345678901234567890123456789012345678901234', 'ascii');
    expect(totpAt(seed64, totpStep(59_000), 8, 'sha512')).toBe('90693936');
  });

  it('base32 round-trips and reads RFC 4648’s example', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
    expect(base32Decode(base32Encode(seed))).toEqual(seed);
  });

  it('accepts one step either side, not two, and never a step at or before the last one used', () => {
    const now = 1_111_111_111_000;
    const step = totpStep(now);
    const code = (s: number) => totpAt(seed, s);
    expect(matchTotp({ key: seed, code: code(step), nowMs: now, lastStep: null })).toBe(step);
    expect(matchTotp({ key: seed, code: code(step - 1), nowMs: now, lastStep: null })).toBe(step - 1);
    expect(matchTotp({ key: seed, code: code(step + 1), nowMs: now, lastStep: null })).toBe(step + 1);
    expect(matchTotp({ key: seed, code: code(step - 2), nowMs: now, lastStep: null })).toBeUndefined();
    expect(matchTotp({ key: seed, code: code(step + 2), nowMs: now, lastStep: null })).toBeUndefined();
    expect(matchTotp({ key: seed, code: code(step), nowMs: now, lastStep: step })).toBeUndefined();
    expect(matchTotp({ key: seed, code: code(step + 1), nowMs: now, lastStep: step })).toBe(step + 1);
  });

  it('writes the key-uri the apps read', () => {
    expect(otpauthUri({ issuer: 'E Sign', account: 'alice', key: 'ABC' })).toBe(
      'otpauth://totp/E%20Sign:alice?secret=ABC&issuer=E+Sign&algorithm=SHA1&digits=6&period=30',
    );
  });
});
