/** Business constants and limits of spec §9. */
export const consoleVersion = '6.7.2';
export const requestTimeoutMs = 120_000;
export const errorToastMs = 5_000;
export const resendCountdownSeconds = 60;
export const smsCodeValidityMs = 5 * 60_000;
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
