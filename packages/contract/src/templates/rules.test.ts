import { describe, expect, it } from 'vitest';
import { fillValueProblem, rolesWithoutSignature } from './rules.js';

const field = (kind: Parameters<typeof fillValueProblem>[0]['kind'], o: { required?: boolean; maxLength?: number } = {}) => ({
  kind,
  required: o.required ?? true,
  maxLength: o.maxLength ?? 50,
});

describe('fill values against their field’s rule', () => {
  it('required, optional and the maximum length in characters (a CJK character counts one)', () => {
    expect(fillValueProblem(field('text'), '  ')).toBe('required');
    expect(fillValueProblem(field('text', { required: false }), '')).toBeNull();
    expect(fillValueProblem(field('text', { maxLength: 3 }), '甲乙丙')).toBeNull();
    expect(fillValueProblem(field('text', { maxLength: 3 }), '甲乙丙丁')).toBe('tooLong');
    expect(fillValueProblem(field('text', { maxLength: 2 }), '😀😀')).toBeNull();
  });
  it('line breaks only in a multi-line field', () => {
    expect(fillValueProblem(field('text'), 'a\nb')).toBe('oneLine');
    expect(fillValueProblem(field('multiline'), 'a\r\nb')).toBeNull();
    expect(fillValueProblem(field('number'), '1\n2')).toBe('oneLine');
  });
  it('numbers, amounts (two decimals at most, never negative) and dates (a real day)', () => {
    expect(fillValueProblem(field('number'), '-12.5')).toBeNull();
    expect(fillValueProblem(field('number'), '1e5')).toBe('number');
    expect(fillValueProblem(field('amount'), '12800.50')).toBeNull();
    expect(fillValueProblem(field('amount'), '1.234')).toBe('amount');
    expect(fillValueProblem(field('amount'), '-1')).toBe('amount');
    expect(fillValueProblem(field('date'), '2026-02-28')).toBeNull();
    expect(fillValueProblem(field('date'), '2026-02-30')).toBe('date');
    expect(fillValueProblem(field('date'), '2026/02/01')).toBe('date');
  });
  it('§5’s phone, e-mail and ID number (with its check digit)', () => {
    expect(fillValueProblem(field('phone'), '13800138000')).toBeNull();
    expect(fillValueProblem(field('phone'), '23800138000')).toBe('phone');
    expect(fillValueProblem(field('email'), 'li.si@example.com')).toBeNull();
    expect(fillValueProblem(field('email'), 'li si@example.com')).toBe('email');
    expect(fillValueProblem(field('idNumber'), '11010519491231002X')).toBeNull();
    expect(fillValueProblem(field('idNumber'), '110105194912310021')).toBe('idNumber');
  });
  it('a checkbox is true or false; unticked counts as empty', () => {
    expect(fillValueProblem(field('checkbox', { required: false }), 'false')).toBeNull();
    expect(fillValueProblem(field('checkbox'), 'false')).toBe('required');
    expect(fillValueProblem(field('checkbox'), 'true')).toBeNull();
    expect(fillValueProblem(field('checkbox'), 'yes')).toBe('checkbox');
  });
});

describe('a version’s enable rule', () => {
  it('names every role without a signature field; fill-in fields do not count', () => {
    const fields = [
      { kind: 'seal' as const, role: 'Party A' },
      { kind: 'text' as const, role: 'Party B' },
      { kind: 'signDate' as const, role: 'Party C' },
    ];
    expect(rolesWithoutSignature({ roles: ['Party A', 'Party B', 'Party C'], fields })).toEqual(['Party B']);
    expect(rolesWithoutSignature({ roles: ['Party A'], fields })).toEqual([]);
  });
});
