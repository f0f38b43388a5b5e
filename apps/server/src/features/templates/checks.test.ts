import { errorCatalogue } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { checkFields } from './templates.js';

const pages = [{ width: 595, height: 842 }];
const sign = {
  key: 's',
  label: 'S',
  kind: 'seal' as const,
  role: 'Party A',
  required: true,
  maxLength: 50,
  fontSize: 11,
  page: 1,
  x: 60,
  y: 60,
  width: 100,
  height: 100,
};
const fill = { ...sign, key: 'f', kind: 'text' as const, role: null, width: 120, height: 20 };

/** The field named by a refusal, or null when the version passes. */
function refused(input: Parameters<typeof checkFields>[0]): string | null {
  try {
    checkFields(input, pages, 'en');
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).key).toBe('templateFieldInvalid');
    expect((error as AppError).status).toBe(errorCatalogue.templateFieldInvalid.status);
    return (error as AppError).data?.fields?.[0]?.field ?? 'unnamed';
  }
}

describe('a version’s fields against its pages and roles', () => {
  it('passes fields inside the page, bound to known roles; the initiator fills only', () => {
    expect(refused({ roles: ['Party A'], fields: [sign, fill] })).toBeNull();
  });
  it('names the field that breaks a rule', () => {
    expect(refused({ roles: ['Party A', 'Party A'], fields: [] })).toBe('roles.1');
    expect(refused({ roles: ['Party A'], fields: [sign, { ...sign }] })).toBe('fields.1.key');
    expect(refused({ roles: ['Party A'], fields: [{ ...sign, role: null }] })).toBe('fields.0.role');
    expect(refused({ roles: ['Party A'], fields: [{ ...fill, role: 'Party Z' }] })).toBe('fields.0.role');
    expect(refused({ roles: ['Party A'], fields: [{ ...sign, width: 39 }] })).toBe('fields.0.width');
    expect(refused({ roles: ['Party A'], fields: [{ ...sign, page: 2 }] })).toBe('fields.0.page');
    expect(refused({ roles: ['Party A'], fields: [{ ...sign, x: 500 }] })).toBe('fields.0.x');
    expect(refused({ roles: ['Party A'], fields: [{ ...fill, y: 830 }] })).toBe('fields.0.x');
  });
});
