import { z } from 'zod';
import { bankElementsSchema, idNumberSchema, personNameSchema, phoneElementsSchema } from '../realName/schemas.js';
import { apiServiceCodes } from '../services/schemas.js';
import { appEnvironments } from '../apps/schemas.js';

const optional = z.string().optional();
/** The signing headers (checked before anything else; see signature.ts). */
export const signedHeadersSchema = z.object({
  'X-App-Id': optional,
  'X-Timestamp': optional,
  'X-Nonce': optional,
  'X-Content-SHA256': optional,
  'X-Signature': optional,
  'Idempotency-Key': optional,
});

export const id2Schema = z.object({ name: personNameSchema, idNumber: idNumberSchema });
export const phone3Schema = phoneElementsSchema;
export const bank4Schema = bankElementsSchema;

/** Why a verification said no (a billable answer, not an error). */
export const verifyReasons = ['noRecord', 'nameMismatch', 'phoneMismatch', 'bankCardMismatch'] as const;

export const verifyResultSchema = z.object({
  requestId: z.string(),
  result: z.enum(['pass', 'fail']),
  reason: z.enum(verifyReasons).nullable(),
  sandbox: z.boolean(),
});
export type VerifyResult = z.infer<typeof verifyResultSchema>;

export const usageSchema = z.object({
  appId: z.string(),
  environment: z.enum(appEnvironments),
  services: z.array(
    z.object({
      serviceCode: z.enum(apiServiceCodes),
      productName: z.string(),
      totalCount: z.number().int(),
      usedCount: z.number().int(),
      remaining: z.number().int().nullable(),
      dueAt: z.number().int(),
      status: z.number().int(),
    }),
  ),
  /** Sandbox applications: today's free calls. */
  sandboxAllowance: z.object({ limit: z.number().int(), used: z.number().int() }).nullable(),
});
