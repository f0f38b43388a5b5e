/** Business constants and limits of spec §9. */
export const consoleVersion = '6.7.2';
export const requestTimeoutMs = 120_000;
export const errorToastMs = 5_000;
export const resendCountdownSeconds = 60;
export const smsCodeValidityMs = 5 * 60_000;
/** How long a second factor proven for operation protection lets a session's protected acts through. */
export const operationProofMs = 5 * 60_000;
export const emailLinkValidityMs = 24 * 60 * 60_000;
export const remittanceDeadlineMs = 2 * 60 * 60_000;
export const amountEntryWindowMs = 72 * 60 * 60_000;
export const amountEntryAttempts = 3;
export const textInputLimit = 300;
export const imageMaxBytes = 2 * 1024 * 1024;
export const enterpriseAbbreviationMax = 10;
export const contactNameMax = 32;
export const unlimitedEndTime = '2099-12-31 23:59:59';
export const unlimitedTotalCount = -1;
export const defaultLanguage = 'en';

/** Headers every console call carries (§7). State-changing calls without them are refused. */
export const requiredHeaders = {
  platformType: 'company',
  appCode: 'company',
  'Access-Source': 'pc',
} as const;
/** When a request carries this header, the client returns `data` instead of toasting the error (§7). */
export const hideErrorHeader = 'X-Hide-Error';
export const apiBase = '/webgate';
/**
 * The console's IANA time zone (from the browser), sent on every call: the server keeps the signed-in
 * person's, so the times in their e-mails and SMS are theirs.
 */
export const timeZoneHeader = 'Time-Zone';

/**
 * The one password rule for every password a person or operator sets (registration, reset, change,
 * operators): 8-20 characters of letters, digits and these specials, at least two of the
 * three kinds, and not one of the most common passwords (checked by the server against its list).
 */
export const passwordPolicy = {
  minLength: 8,
  maxLength: 20,
  specials: '!#$%^@&*',
  /**
   * What password managers read to generate a compliant password (the `passwordrules` attribute;
   * with minlength/maxlength and autocomplete="new-password" on the input).
   */
  rules: 'minlength: 8; maxlength: 20; required: lower; required: upper; required: digit; allowed: [!#$%^@&*];',
} as const;

/** The kinds of character a password has (letters, digits, the specials), and whether it is within the rule's length and characters. */
export function passwordChecks(value: string): { length: boolean; characters: boolean; kinds: number } {
  return {
    length: value.length >= passwordPolicy.minLength && value.length <= passwordPolicy.maxLength,
    characters: /^[A-Za-z0-9!#$%^@&*]*$/.test(value),
    kinds: [/[A-Za-z]/, /\d/, /[!#$%^@&*]/].filter((re) => re.test(value)).length,
  };
}
