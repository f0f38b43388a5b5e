import { describe, expect, it } from 'vitest';
import { formatFen } from './money.js';

describe('formatFen', () => {
  it('writes yuan with two fen digits', () => {
    expect(formatFen(1230)).toBe('12.30');
    expect(formatFen(5)).toBe('0.05');
    expect(formatFen(0)).toBe('0.00');
  });

  it('puts one minus sign in front of a negative amount', () => {
    expect(formatFen(-1230)).toBe('-12.30');
    expect(formatFen(-5)).toBe('-0.05');
    expect(formatFen(-100)).toBe('-1.00');
  });
});
