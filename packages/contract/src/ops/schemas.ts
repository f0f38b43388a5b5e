import { z } from 'zod';
import { factorCodeSchema, passkeyIdSchema, passkeyOptionsSchema, passkeyResponseSchema } from '../mfa/schemas.js';
import { fieldSchemas, freeText } from '../validators.js';

/** Operators' passwords follow the one rule every password follows. */
export const operatorPasswordSchema = fieldSchemas.password;

export const operatorSignInSchema = z.object({
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(64, { error: 'tooLong' }),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(128, { error: 'tooLong' }),
  captcha: fieldSchemas.captcha,
});

/** Replacing a lost authenticator app: why (kept in the operation log) and the operator password again. */
export const operatorTotpResetSchema = z.object({
  reason: freeText({ required: true }),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(128, { error: 'tooLong' }),
});

export const operatorChangePasswordSchema = z.object({
  oldPass: z.string({ error: 'required' }).min(1, { error: 'required' }),
  newPass: operatorPasswordSchema,
});

/**
 * The signed-in operator; one still holding a one-time password must change it before anything else,
 * then set up a second factor (`factorSetUpRequired`) before any other back-office page.
 */
export const operatorInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  mustChangePassword: z.boolean(),
  factorSetUpRequired: z.boolean(),
});
export type OperatorInfo = z.infer<typeof operatorInfoSchema>;

/**
 * The sign-in's answer: the operator (a session started), or — for an operator with a second factor
 * — `secondStep: 'code'` with the sealed, single-use `stepTicket` the second step presents, and no session.
 */
export const operatorSignInAnswerSchema = operatorInfoSchema.extend({
  secondStep: z.enum(['none', 'code']),
  stepTicket: z.string().nullable(),
  /** With `secondStep`, when the operator has passkeys: the WebAuthn request options for one of them (single-use, 5 minutes). */
  passkeyOptions: passkeyOptionsSchema.optional(),
});
export type OperatorSignInAnswer = z.infer<typeof operatorSignInAnswerSchema>;

/** The second step: the step ticket and an app or recovery code, or a passkey's assertion. */
export const operatorSecondStepSchema = z
  .object({
    stepTicket: z.string({ error: 'required' }).min(1, { error: 'required' }).max(4096, { error: 'invalid' }),
    code: factorCodeSchema.shape.code.optional(),
    passkey: passkeyResponseSchema.optional(),
  })
  .refine((b) => b.code !== undefined || b.passkey !== undefined, { error: 'required', path: ['code'] });

/** The operator's own factor: the authenticator app (operators have no phone on record, so no SMS). */
export const operatorFactorsSchema = z.object({
  totpSince: z.number().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type OperatorFactors = z.infer<typeof operatorFactorsSchema>;

/** The operator's passkeys, oldest first. */
export const operatorPasskeysSchema = z.object({
  passkeys: z.array(z.object({ id: z.string(), name: z.string(), createdAt: z.number(), lastUsedAt: z.number().nullable() })),
});
export type OperatorPasskeys = z.infer<typeof operatorPasskeysSchema>;

/** Removing an operator's passkey: which (the fresh factor is the session's operation proof). */
export const operatorPasskeyRemoveSchema = z.object({ id: passkeyIdSchema });
