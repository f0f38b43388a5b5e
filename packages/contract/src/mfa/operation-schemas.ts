import { z } from 'zod';
import { factorCodePattern, passkeyResponseSchema } from './schemas.js';

export const operationProofSchema = z.object({
  /** `code`: a current app code or a recovery code; `sms`: an SMS code to the account's own phone (no app set up). */
  method: z.enum(['code', 'sms']),
  /** The phone the SMS goes to, masked (method `sms`); null otherwise. */
  phone: z.string().nullable(),
  /** Until when the session's last proof lets protected acts through; null: none holds now. */
  provenUntil: z.number().nullable(),
  /** The account has a passkey, which proves too (a WebAuthn assertion over an operation challenge). */
  passkey: z.boolean(),
});
export type OperationProof = z.infer<typeof operationProofSchema>;

export const operationProveSchema = z.object({
  code: z.string({ error: 'required' }).trim().min(1, { error: 'required', abort: true }).regex(factorCodePattern, { error: 'mfaCode' }),
});
export type OperationProveInput = z.infer<typeof operationProveSchema>;

export const operationProvenSchema = z.object({ provenUntil: z.number() });

export const operationProvePasskeySchema = z.object({ passkey: passkeyResponseSchema });
