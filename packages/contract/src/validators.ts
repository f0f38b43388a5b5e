import { z } from 'zod';
import type { Phrases } from '@console/phrases';
import { passwordChecks, textInputLimit } from './constants.js';
import { multiline } from './text.js';

/** A message of a schema is a key of the `validation` phrases; it is localized where it is shown. */
export type ValidationKey = keyof Phrases['validation'];
const msg = (key: ValidationKey) => ({ error: key });
/** A required check that stops there: an empty field is reported as empty, not also as malformed. */
const required = (key: ValidationKey) => ({ error: key, abort: true });

// ---- Pure checks (spec §5) -------------------------------------------------------------------

export const phonePattern = /^1\d{10}$/;
export const emailPattern = /^[A-Za-z0-9]+([-_.][A-Za-z0-9]+)*@[A-Za-z0-9]+([-.][A-Za-z0-9]+)*\.[A-Za-z]{2,5}$/;
export const bankCardPattern = /^\d{16,19}$/;
export const authIdPattern = /^[A-Za-z0-9]{1,32}$/;
export const approvalCodePattern = /^[A-Za-z0-9]+$/;
export const moneyPattern = /^[01](\.\d{1,2})?$/;
export const appAbbreviationPattern = /^[A-Z]{2,6}$/;
export const colourPattern = /^#[0-9a-fA-F]{6}$/;

const idWeights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const idCheckChars = '10X98765432';

/** ID number shape of §5: 15 digits, 18 digits, or 17 digits plus a digit or X. */
export function isIdNumberShape(value: string): boolean {
  return /^(\d{15}|\d{17}[\dXx])$/.test(value);
}

/** GB 11643 check digit of an 18-digit resident ID number (15-digit legacy numbers have none). */
export function isValidIdNumber(value: string): boolean {
  if (!isIdNumberShape(value)) return false;
  if (value.length === 15) return true;
  const sum = idWeights.reduce((acc, w, i) => acc + w * Number(value[i]), 0);
  return idCheckChars[sum % 11] === value[17]!.toUpperCase();
}

const creditAlphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const creditWeights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** GB 32100-2015 unified social credit code: 18 characters over a 31-character alphabet with a check character. */
export function isValidCreditCode(value: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += creditAlphabet.indexOf(value[i]!) * creditWeights[i]!;
  const check = (31 - (sum % 31)) % 31;
  return creditAlphabet[check] === value[17];
}

const orgWeights = [3, 7, 9, 10, 5, 8, 4, 2];

/** GB 11714 organization code: 8 digits/capitals, a check character, optionally written with a hyphen. */
export function isValidOrgCode(raw: string): boolean {
  // The hyphen is only ever written before the check character (XXXXXXXX-X).
  if (!/^[0-9A-Z]{8}-?[0-9X]$/.test(raw)) return false;
  const value = raw.replace('-', '');
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += parseInt(value[i]!, 36) * orgWeights[i]!;
  const c = 11 - (sum % 11);
  const check = c === 10 ? 'X' : c === 11 ? '0' : String(c);
  return check === value[8];
}

/** The one password rule (`passwordPolicy`): 8-20 of letters, digits and !#$%^@&*, two kinds at least. */
export function isValidPassword(value: string): boolean {
  const checks = passwordChecks(value);
  return checks.length && checks.characters && checks.kinds >= 2;
}

/** Strips punctuation and limits text to 300 characters (§5 special-character filter). */
export function filterSpecialCharacters(value: string): string {
  return value.replace(/[\p{P}\p{S}]/gu, '').slice(0, 300);
}

/**
 * §5's special-character filter on what a person writes freely (a role's description, a reviewer's or
 * operator's reason, a note): the characters that mean markup, templates or pipes rather than prose.
 * Refused with a message naming the field, not stripped: a text the server changed on its own is not
 * what the person wrote. Prose punctuation (commas, full stops, brackets, quotes, 、。，) stays allowed,
 * since reasons and descriptions are sentences; the strict strip of every punctuation mark
 * (`filterSpecialCharacters`) would mangle them.
 */
export const specialCharacterPattern = /[<>`{}\\|]/;
export const hasSpecialCharacters = (value: string): boolean => specialCharacterPattern.test(value);

/**
 * The one rule for free-text inputs (§5 special-character filter, §9 300 characters), shared by the
 * server's schemas and the console's forms: trimmed, at most 300 characters, none of the special
 * characters; `required` refuses an empty one; `multiline` lets a textarea's line breaks through.
 */
export function freeText(options: { required?: boolean; multiline?: boolean } = {}) {
  let schema = z.string(msg('required')).trim();
  if (options.required) schema = schema.min(1, required('required'));
  const checked = schema
    .max(textInputLimit, msg('tooLong'))
    .refine((value) => !hasSpecialCharacters(value), msg('specialCharacters'))
    .meta({ pattern: '^[^<>`{}\\\\|]*$' });
  return options.multiline === false ? checked : multiline(checked);
}

/** Date ranges must not span months and must lie in or before the current month (§5). */
export function isValidMonthRange(start: Date, end: Date, now: Date): boolean {
  if (start.getTime() > end.getTime()) return false;
  if (start.getFullYear() !== end.getFullYear() || start.getMonth() !== end.getMonth()) return false;
  const monthIndex = (d: Date) => d.getFullYear() * 12 + d.getMonth();
  return monthIndex(end) <= monthIndex(now);
}

/** What `isValidPassword` checks, as one pattern (the OpenAPI document shows it): two kinds at least. */
export const passwordPattern = '^(?![A-Za-z]+$)(?![0-9]+$)(?![!#$%^@&*]+$)[A-Za-z0-9!#$%^@&*]{8,20}$';

// ---- zod schemas: one per field, shared by forms and routes ------------------------------------
// Refinements are invisible to JSON Schema; `.meta({ pattern })` states them for the OpenAPI document.

export const fieldSchemas = {
  phone: z.string(msg('phoneRequired')).trim().min(1, required('phoneRequired')).regex(phonePattern, msg('phoneInvalid')),
  email: z.string(msg('required')).trim().min(1, required('required')).regex(emailPattern, msg('email')),
  idNumber: z
    .string(msg('required'))
    .trim()
    .min(1, required('required'))
    .refine(isValidIdNumber, msg('idNumberInvalid'))
    .meta({ pattern: '^(\\d{15}|\\d{17}[\\dXx])$' }),
  password: z
    .string(msg('required'))
    .min(1, required('required'))
    .refine(isValidPassword, msg('password'))
    .meta({ pattern: passwordPattern }),
  smsCode: z
    .string(msg('required'))
    .trim()
    .regex(/^\d{6}$/, msg('smsCode')),
  captcha: z
    .string(msg('required'))
    .trim()
    .regex(/^[A-Za-z0-9]{4}$/, msg('captcha')),
  creditCode: z.string(msg('required')).trim().refine(isValidCreditCode, msg('creditCode')).meta({ pattern: '^[0-9A-HJ-NPQRTUWXY]{18}$' }),
  orgCode: z.string(msg('required')).trim().refine(isValidOrgCode, msg('orgCode')).meta({ pattern: '^[0-9A-Z]{8}-?[0-9X]$' }),
  bankCard: z.string(msg('required')).trim().regex(bankCardPattern, msg('bankCard')),
  authId: z.string(msg('required')).trim().regex(authIdPattern, msg('authId')),
  approvalCode: z.string(msg('required')).trim().regex(approvalCodePattern, msg('approvalCode')),
  money: z.string(msg('amount')).trim().regex(moneyPattern, msg('money')),
  enterpriseAbbreviation: z.string().trim().max(10, msg('abbreviation')),
  contactName: z.string(msg('required')).trim().min(1, required('required')).max(32, msg('contactName')),
  appAbbreviation: z.string(msg('required')).regex(appAbbreviationPattern, msg('appAbbreviation')),
  colour: z.string(msg('required')).regex(colourPattern, msg('colour')),
  text: z.string().max(300, msg('tooLong')),
};

/** Phone-or-email field: required, then either shape (§5). */
export const emailOrPhone = z
  .string(msg('emailOrPhoneRequired'))
  .trim()
  .min(1, required('emailOrPhoneRequired'))
  .refine((v) => phonePattern.test(v) || emailPattern.test(v), msg('emailOrPhoneInvalid'))
  // The OpenAPI document states what the refinement checks: a phone or an e-mail address.
  .meta({ pattern: `^(${phonePattern.source.slice(1, -1)}|${emailPattern.source.slice(1, -1)})$` });
