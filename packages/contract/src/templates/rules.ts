import { emailPattern, isValidIdNumber, phonePattern } from '../validators.js';

/**
 * Templates' pure rules, shared by the console's forms and the server: what a fill-in
 * value must look like for its field's kind (spec §5 where it has a rule), and what a version must
 * hold before its template may be enabled. zod-free, so the console's form imports it without zod.
 */

/** Fill-in fields: what the initiator (or a signer role) types; drawn into the PDF before anyone signs. */
export const templateFillKinds = ['text', 'multiline', 'number', 'date', 'checkbox', 'idNumber', 'phone', 'email', 'amount'] as const;
/** Signature fields: where a role signs (a seal, a personal signature, the signing date). */
export const templateSignKinds = ['seal', 'signature', 'signDate'] as const;
export const templateFieldKinds = [...templateFillKinds, ...templateSignKinds] as const;
export type TemplateFillKind = (typeof templateFillKinds)[number];
export type TemplateFieldKind = (typeof templateFieldKinds)[number];

export const templateRules = {
  nameMaxChars: 50,
  descriptionMaxChars: 300,
  roleMaxChars: 20,
  labelMaxChars: 30,
  maxRoles: 10,
  maxFields: 100,
  /** A fill-in field's maximum length is at most this many characters. */
  maxLength: 500,
  /** Signature fields are at least as large as a flow's (a seal must fit). */
  signMinSize: 40,
  fontSize: { min: 6, max: 24, default: 11 },
} as const;

export const isFillKind = (kind: TemplateFieldKind): kind is TemplateFillKind => (templateFillKinds as readonly string[]).includes(kind);

/** Why a value breaks its field's rule: a key of the `templates.rule` phrases. */
export type FillRule = 'required' | 'tooLong' | 'oneLine' | 'number' | 'date' | 'checkbox' | 'idNumber' | 'phone' | 'email' | 'amount';

const numberPattern = /^-?\d{1,15}(\.\d{1,6})?$/;
/** Money in yuan with at most two decimals (§5: a non-empty number), never negative. */
const amountPattern = /^\d{1,13}(\.\d{1,2})?$/;

function isCalendarDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/**
 * The rule a fill-in value breaks, or null. Empty is allowed for an optional field (nothing is
 * drawn); a checkbox's value is `true` or `false`; a date is `YYYY-MM-DD`; every value within the
 * field's maximum length, and only a multi-line field's value may hold line breaks.
 */
export function fillValueProblem(field: { kind: TemplateFillKind; required: boolean; maxLength: number }, raw: string): FillRule | null {
  const value = field.kind === 'multiline' ? raw.replace(/\r\n?/g, '\n').trim() : raw.trim();
  if (!value || (field.kind === 'checkbox' && value === 'false')) return field.required ? 'required' : null;
  if ([...value].length > field.maxLength) return 'tooLong';
  if (field.kind !== 'multiline' && /[\n\r]/.test(value)) return 'oneLine';
  switch (field.kind) {
    case 'number':
      return numberPattern.test(value) ? null : 'number';
    case 'date':
      return isCalendarDay(value) ? null : 'date';
    case 'checkbox':
      return value === 'true' ? null : 'checkbox';
    case 'idNumber':
      return isValidIdNumber(value) ? null : 'idNumber';
    case 'phone':
      return phonePattern.test(value) ? null : 'phone';
    case 'email':
      return emailPattern.test(value) ? null : 'email';
    case 'amount':
      return amountPattern.test(value) ? null : 'amount';
    default:
      return null;
  }
}

/** The parts of a version the enable rule reads. */
export interface VersionShape {
  roles: readonly string[];
  fields: readonly { kind: TemplateFieldKind; role: string | null }[];
}

/**
 * The roles a version leaves without a signature field (a template cannot be enabled while any is
 * left, nor without a role): a flow from it would have a signer with nothing to sign.
 */
export function rolesWithoutSignature(version: VersionShape): string[] {
  const signing = new Set(version.fields.filter((f) => !isFillKind(f.kind)).map((f) => f.role));
  return version.roles.filter((r) => !signing.has(r));
}
