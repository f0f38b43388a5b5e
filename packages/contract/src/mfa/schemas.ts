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
  /** An enterprise the person is a member of requires a second factor, and none is set up yet. */
  setUpRequired: z.boolean(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

export const totpSetupSchema = z.object({
  /** The key in base32, for typing into the app. */
  key: z.string(),
  /** The otpauth:// URI the QR code shows. */
  uri: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** The first code confirms the app; the account password again proves the person at the keyboard. */
export const totpConfirmSchema = z.object({
  code: fieldSchemas.smsCode,
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64, { error: 'invalid' }),
});
export const factorCodeSchema = z.object({ code: factorCode });
export const signInProtectionSchema = z.object({ enabled: z.boolean({ error: 'required' }), code: factorCode });

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** How long a trusted browser skips the second sign-in step. */
export const trustedDeviceValidityMs = 30 * 24 * 60 * 60_000;

/** The second sign-in step: the sealed pending sign-in, a factor code, and whether to trust this browser for 30 days. */
export const mfaSignInSchema = z.object({
  stepTicket: z.string({ error: 'required' }).trim().min(16, { error: 'required' }).max(512, { error: 'invalid' }),
  code: factorCode,
  trustDevice: z.boolean().optional(),
});

export const trustedDeviceSchema = z.object({
  id: z.string(),
  /** The browser and the system it was trusted from ('Chrome 120 · Windows'; empty when not recognised). */
  device: z.string(),
  /** The address it was trusted from, masked (203.0.113.*). */
  ip: z.string(),
  createdAt: z.number(),
  lastUsedAt: z.number(),
  expiresAt: z.number(),
  /** The browser this request comes from. */
  current: z.boolean(),
});
export type TrustedDevice = z.infer<typeof trustedDeviceSchema>;
export const trustedDevicesSchema = z.object({ devices: z.array(trustedDeviceSchema) });
export const deviceRevokeSchema = z.object({
  id: z.string({ error: 'required' }).min(1, { error: 'required' }).max(36, { error: 'invalid' }),
});

export const enterpriseRuleSchema = z.object({
  /** Null outside an enterprise. */
  required: z.boolean().nullable(),
  /** The enterprise's master may change it. */
  canChange: z.boolean(),
});
export type EnterpriseMfaRule = z.infer<typeof enterpriseRuleSchema>;
export const enterpriseRuleSetSchema = z.object({ required: z.boolean({ error: 'required' }) });
