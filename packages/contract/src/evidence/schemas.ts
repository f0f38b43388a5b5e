import { z } from 'zod';
import { keysetQuery, pageOf } from '../common.js';

/** What is deposited: 1 a file's hash, 2 a signing event. */
export const evidenceKinds = [1, 2] as const;
/** §3 keep-alive type → years kept: 1 = 5, 2 = 8, 3 = 10, 4 = 6. */
export const keepAliveYears = { 1: 5, 2: 8, 3: 10, 4: 6 } as const;
export const evidenceRules = { titleMax: 200, metadataKeys: 20, metadataKeyMax: 40, metadataValueMax: 500, requestsPerMinute: 30 } as const;

const hash = z.string().regex(/^[0-9a-fA-F]{64}$/, { error: 'invalid' });

export const evidenceDepositSchema = z.object({
  kind: z.union([z.literal(1), z.literal(2)]),
  title: z.string().trim().min(1).max(evidenceRules.titleMax),
  /** SHA-256 of the file (kind 1) or of the signed document (kind 2), hex. */
  fileHash: hash,
  /** Free key/value facts kept with the deposit (a signing event: signer, time, document id…). */
  metadata: z
    .record(z.string().min(1).max(evidenceRules.metadataKeyMax), z.string().max(evidenceRules.metadataValueMax))
    .refine((m) => Object.keys(m).length <= evidenceRules.metadataKeys, { error: 'invalid' })
    .optional(),
  keepAliveType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
});
export type EvidenceDeposit = z.infer<typeof evidenceDepositSchema>;

export const evidenceStatuses = ['pending', 'anchored'] as const;

export const evidenceSchema = z.object({
  id: z.string(),
  kind: z.number().int(),
  title: z.string(),
  fileHash: z.string(),
  metadata: z.record(z.string(), z.string()),
  keepAliveType: z.number().int(),
  keepUntil: z.number().int(),
  verificationCode: z.string(),
  status: z.enum(evidenceStatuses),
  /** The Merkle root of its batch and that root's time-stamp, once anchored. */
  merkleRoot: z.string().nullable(),
  anchoredAt: z.number().int().nullable(),
  tokenSerial: z.string().nullable(),
  createdAt: z.number().int(),
});
export type Evidence = z.infer<typeof evidenceSchema>;
export const evidencePageSchema = pageOf(evidenceSchema);
export const evidenceListQuery = keysetQuery();

export const evidenceCodeParams = z.object({ code: z.string().regex(/^[A-Z0-9]{16}$/i, { error: 'invalid' }) });

/** A proof step: the sibling hash and on which side it sits. */
export const proofStepSchema = z.object({ side: z.enum(['left', 'right']), hash: z.string() });
export type ProofStep = z.infer<typeof proofStepSchema>;

export const evidenceCheckSchema = z.object({
  verificationCode: z.string(),
  kind: z.number().int(),
  title: z.string(),
  fileHash: z.string(),
  depositedAt: z.number().int(),
  keepUntil: z.number().int(),
  anchored: z.boolean(),
  leaf: z.string(),
  proof: z.array(proofStepSchema),
  merkleRoot: z.string().nullable(),
  /** The leaf recomputed from the stored deposit and walked up the proof reaches the root. */
  proofValid: z.boolean(),
  /** The root's RFC 3161 token verifies and covers the root. */
  timestampValid: z.boolean(),
  genTime: z.number().int().nullable(),
  tsaSubject: z.string().nullable(),
  /** The token, base64, for checking with other tools (openssl ts -verify -digest <root>). */
  token: z.string().nullable(),
});
export type EvidenceCheck = z.infer<typeof evidenceCheckSchema>;

export const apiEvidenceSchema = evidenceSchema.extend({ requestId: z.string() });
export const apiEvidenceIdParams = z.object({ id: z.string().min(1).max(64) });

/** The batching job's run: how many deposits it anchored. */
export const evidenceAnchoredSchema = z.object({ anchored: z.number().int() });
