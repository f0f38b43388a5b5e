import { z } from 'zod';

/** §3 hash algorithm: 1 the RSA track (SHA-256), 2 the SM2 track (SM3). */
export const timestampHashAlgorithms = [1, 2] as const;
/** Why a token does not verify. */
export const timestampProblems = ['signature', 'certificate', 'digest'] as const;
/** A token is a few kB (two certificates); base64 of 16 kB is plenty. */
export const timestampRules = { tokenMaxChars: 16_000, tsaRequestsPerMinute: 120 } as const;

const hash = z.string().regex(/^[0-9a-fA-F]{64}$/, { error: 'invalid' });

export const timestampIssueSchema = z.object({
  /** The digest to time-stamp, hex (32 bytes: SHA-256 or SM3 per hashAlgorithm). */
  hash,
  hashAlgorithm: z.union([z.literal(1), z.literal(2)]),
});
export type TimestampIssue = z.infer<typeof timestampIssueSchema>;

export const timestampVerifySchema = z.object({
  /** The TimeStampToken, base64 DER. */
  token: z
    .string()
    .min(1)
    .max(timestampRules.tokenMaxChars)
    .regex(/^[A-Za-z0-9+/=\s]+$/, { error: 'invalid' }),
  /** The digest the token should be over (hex); absent: only the token itself is checked. */
  hash: hash.optional(),
});
export type TimestampVerify = z.infer<typeof timestampVerifySchema>;

export const timestampIssuedSchema = z.object({
  /** TimeStampToken, base64 DER (ContentInfo{SignedData{TSTInfo}}). */
  token: z.string(),
  serial: z.string(),
  genTime: z.number().int(),
  hashAlgorithm: z.number().int(),
});
export type TimestampIssued = z.infer<typeof timestampIssuedSchema>;

export const timestampCheckSchema = z.object({
  valid: z.boolean(),
  problem: z.enum(timestampProblems).nullable(),
  serial: z.string().nullable(),
  genTime: z.number().int().nullable(),
  hashAlgorithm: z.number().int().nullable(),
  /** The time-stamped digest, hex. */
  digest: z.string().nullable(),
  tsaSubject: z.string().nullable(),
});
export type TimestampCheck = z.infer<typeof timestampCheckSchema>;

export const apiTimestampIssuedSchema = timestampIssuedSchema.extend({ requestId: z.string() });
export const apiTimestampCheckSchema = timestampCheckSchema.extend({ requestId: z.string() });
