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
  /** The person's passkeys and security keys, oldest first. */
  passkeys: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      createdAt: z.number(),
      /** The last sign-in or confirmation with it; null: never used since registered. */
      lastUsedAt: z.number().nullable(),
    }),
  ),
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
/** How many passkeys one account may register. */
export const passkeyLimit = 10;
/** How long a WebAuthn challenge (registration or sign-in) stays usable. */
export const passkeyChallengeValidityMs = 5 * 60_000;

const passkeyName = z.string({ error: 'required' }).trim().min(1, { error: 'required', abort: true }).max(64, { error: 'invalid' });
const passkeyId = z.string({ error: 'required' }).min(1, { error: 'required' }).max(36, { error: 'invalid' });
export const passkeyIdSchema = passkeyId;
const password = z.string({ error: 'required' }).min(1, { error: 'required' }).max(64, { error: 'invalid' });

/**
 * The options a browser hands to `navigator.credentials` (WebAuthn's JSON form, as made by
 * @simplewebauthn/server); only the challenge is named here, the rest passes through.
 */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;

/** A browser's answer to a registration or an assertion (WebAuthn's JSON form); checked by the server's WebAuthn library. */
export const passkeyResponseSchema = z.looseObject({
  id: z.string().min(1).max(1400),
  rawId: z.string().min(1).max(1400),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().min(1).max(4096) }),
});

/** A new passkey: the browser's answer, the name the person gives it, and the account password again. */
export const passkeyConfirmSchema = z.object({ response: passkeyResponseSchema, name: passkeyName, password });
export const passkeyRenameSchema = z.object({ id: passkeyId, name: passkeyName });
/** Removing a passkey asks for the account password again, or a current factor code. */
export const passkeyRemoveSchema = z
  .object({ id: passkeyId, password: password.optional(), code: factorCode.optional() })
  .refine((b) => b.password !== undefined || b.code !== undefined, { error: 'required', path: ['password'] });

/** `code` is left out by an account with passkeys and no app: it switches under the session's operation proof. */
export const signInProtectionSchema = z.object({ enabled: z.boolean({ error: 'required' }), code: factorCode.optional() });

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** How long a trusted browser skips the second sign-in step. */
export const trustedDeviceValidityMs = 30 * 24 * 60 * 60_000;

/**
 * The second sign-in step: the sealed pending sign-in, a factor code or a passkey's assertion, and
 * whether to trust this browser for 30 days.
 */
export const mfaSignInSchema = z
  .object({
    stepTicket: z.string({ error: 'required' }).trim().min(16, { error: 'required' }).max(512, { error: 'invalid' }),
    code: factorCode.optional(),
    passkey: passkeyResponseSchema.optional(),
    trustDevice: z.boolean().optional(),
  })
  .refine((b) => b.code !== undefined || b.passkey !== undefined, { error: 'required', path: ['code'] });
/** Signing in with a passkey instead of the password: its assertion. */
export const passkeySignInSchema = z.object({ passkey: passkeyResponseSchema });
/** The second step's code field, as the sign-in page checks it. */
export const secondStepCodeSchema = factorCode;

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
