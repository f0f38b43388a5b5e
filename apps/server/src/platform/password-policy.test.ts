import { isValidPassword } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { commonPasswords } from './common-passwords.js';
import { assertPasswordAllowed, isCommonPassword } from './password-policy.js';

describe('the common-password list shipped with the server', () => {
  const list = commonPasswords.split('\n').filter(Boolean);

  it('holds a few thousand entries, each one the rule would otherwise accept (the others need no list)', () => {
    expect(list.length).toBeGreaterThan(3000);
    expect(list.length).toBeLessThan(10_000);
    for (const entry of list) expect(isValidPassword(entry), entry).toBe(true);
  });

  it('is checked without regard to case', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('QWERTY123')).toBe(true);
    expect(isCommonPassword('Tq9#vW2mZp8rXk4b')).toBe(false);
  });

  it('refuses a common password beside the field, in the caller’s language', () => {
    expect(() => assertPasswordAllowed('1qaz2wsx', { field: 'newPass', lang: 'en' })).toThrow(
      expect.objectContaining({
        key: 'passwordCommon',
        data: { fields: [{ field: 'newPass', message: expect.stringContaining('most commonly used') }] },
      }),
    );
    expect(() => assertPasswordAllowed('Fresh8start', { field: 'password', lang: 'zh' })).not.toThrow();
  });
});
