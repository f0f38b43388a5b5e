import type { Language } from '@console/phrases';
import { commonPasswords } from './common-passwords.js';
import { fieldError } from './errors.js';

const common = new Set(commonPasswords.split('\n').filter(Boolean));

/** Whether a password is one of the shipped list of most common breached passwords (case does not matter). */
export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

/**
 * The part of the one password rule a form cannot check (the shape is the contract's
 * `fieldSchemas.password`, checked before any service runs): every service that sets a password
 * calls this, so a person, an operator, a reset or a change all refuse the same common passwords.
 */
export function assertPasswordAllowed(password: string, options: { field: string; lang: Language }): void {
  if (isCommonPassword(password)) throw fieldError('passwordCommon', options.field, options.lang);
}
