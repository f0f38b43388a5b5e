import { z } from 'zod';
import { fieldSchemas } from '../validators.js';

/** How long the second sign-in step's ticket stays usable after the password or SMS code. */
export const mfaSignInTicketValidityMs = 5 * 60_000;
export const recoveryCodeCount = 10;

/** A current 6-digit code from the app, or a recovery code (ten letters and digits, the dash optional). */
export const factorCodePattern = /^(\d{6}|[A-Za-z2-7]{5}-?[A-Za-z2-7]{5})$/;
const factorCode = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .regex(factorCodePattern, { error: 'mfaCode' });

export const mfaStatusSchema = z.object({
  /** When the authenticator app was confirmed; null: none. */
  totpSince: z.number().nullable(),
  recoveryCodesLeft: z.number().int(),
  signInProtected: z.boolean(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

export const totpSetupSchema = z.object({
  /** The key in base32, for typing into the app. */
  key: z.string(),
  /** The otpauth:// URI the QR code shows. */
  uri: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const totpConfirmSchema = z.object({ code: fieldSchemas.smsCode });
export const factorCodeSchema = z.object({ code: factorCode });
export const signInProtectionSchema = z.object({ enabled: z.boolean({ error: 'required' }), code: factorCode });

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const mfaSignInSchema = z.object({
  stepTicket: z.string({ error: 'required' }).trim().min(16, { error: 'required' }).max(128, { error: 'invalid' }),
  code: factorCode,
});
