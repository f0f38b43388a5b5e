import { describe, expect, it } from 'vitest';
import { maskBankCard, maskIdNumber, maskName } from './personal-data.js';

describe('masking identity for the person’s own screens and the logs', () => {
  it('keeps only the last character of a name, at most three stars before it', () => {
    expect(maskName('张三')).toBe('*三');
    expect(maskName('欧阳娜娜')).toBe('***娜');
    expect(maskName(' Chen Mei ')).toBe('***i');
    expect(maskName('李')).toBe('*');
  });

  it('shows the first three and last four characters of an ID number', () => {
    expect(maskIdNumber('110101199003077651')).toBe('110***********7651');
    expect(maskIdNumber('11010119900307765X')).toBe('110***********765X');
    expect(maskIdNumber('110101900307765')).toBe('110********7765');
    // The birth date (characters 7-14) never shows.
    expect(maskIdNumber('110101199003077651')).not.toContain('19900307');
    expect(maskIdNumber('123')).toBe('****');
  });

  it('shows the first and last four digits of a bank card', () => {
    expect(maskBankCard('6222020000000000011')).toBe('6222***********0011');
    expect(maskBankCard('6222021234567890')).toBe('6222********7890');
    expect(maskBankCard('1234')).toBe('****');
  });
});
