import { z } from 'zod';
import { keysetQuery, pageOf } from '../common.js';

/** §3 sign mode: 1 PDF contract, 2 contract digest, 3 image digest, 4 information digest (0, the enterprise admin's, is not a service). */
export const signModes = [1, 2, 3, 4] as const;
export const digestSignModes = [2, 3, 4] as const;
/** §3 hash algorithm: 1 the RSA track (SHA-256), 2 the SM2 track (SM3). */
export const hashAlgorithms = [1, 2] as const;
/** PAdES baseline levels: B-B (signature) and B-T (with a signature timestamp of our TSA). */
export const padesLevels = ['B-B', 'B-T'] as const;

export const signingRules = {
  pdfMaxBytes: 20 * 1024 * 1024,
  reasonMaxChars: 100,
  /** A signature box: at least legible, at most a page of A3. */
  minBox: 40,
  maxBox: 1200,
} as const;

const literalOf = <const T extends readonly number[]>(values: T) =>
  z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<T[number]>, z.ZodLiteral<T[number]>]);

// Multipart fields arrive as text; the JSON API sends numbers. Both are read as numbers.
const point = z.coerce.number().min(0).max(20_000);
const box = z.coerce.number().min(signingRules.minBox).max(signingRules.maxBox);

/** Where the visible signature goes: a 1-based page, and a box in points from the page's lower-left corner. */
export const signaturePlacementSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000),
  x: point,
  y: point,
  width: box,
  height: box,
});

/**
 * The seal the signature shows: an enterprise seal the signer holds a live grant of (or, in
 * the open API, one the application holds a live auto-sign authorization for), or in the console one
 * of the signer's own personal signatures. Drawn fitted into the placement's box, its aspect kept;
 * without one the box shows the signer, time and reason.
 */
const sealId = z
  .string()
  .trim()
  .max(64)
  .optional()
  .transform((v) => v || undefined);

export const signPdfFormSchema = signaturePlacementSchema.extend({
  sealId,
  fileName: z.string().trim().min(1).max(200).default('document.pdf'),
  certificateId: z.string().min(1).max(64),
  reason: z.string().trim().min(1).max(signingRules.reasonMaxChars),
  level: z.enum(padesLevels).default('B-B'),
});
export type SignPdfForm = z.infer<typeof signPdfFormSchema>;

export const signedDocumentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  /** 1 (PDF contract) for the console; the open API's digest modes are listed too. */
  signMode: z.number().int(),
  level: z.string(),
  algorithm: z.number().int(),
  certificateSerial: z.string(),
  signer: z.string(),
  /** SHA-256 (hex) of the signed file or, for a digest mode, the submitted digest. */
  digest: z.string(),
  size: z.number().int(),
  channel: z.enum(['console', 'api']),
  createdAt: z.number().int(),
});
export type SignedDocument = z.infer<typeof signedDocumentSchema>;
export const signedDocumentListQuery = keysetQuery();
export const signedDocumentPageSchema = pageOf(signedDocumentSchema);

/** One signature of a verified PDF, as found by the verifier. */
export const verifiedSignatureSchema = z.object({
  fieldName: z.string().nullable(),
  signer: z.string().nullable(),
  subject: z.string().nullable(),
  issuer: z.string().nullable(),
  serial: z.string().nullable(),
  subFilter: z.string().nullable(),
  /** The claimed signing time (/M), or the timestamp's time when there is one. */
  signedAt: z.number().int().nullable(),
  timestampAt: z.number().int().nullable(),
  /** The CMS signature over the signed ranges checks out (digest and key). */
  signatureValid: z.boolean(),
  /** ours: chains to our root; untrusted: another issuer (not an error); invalid: claims ours but does not verify. */
  chain: z.enum(['ours', 'untrusted', 'invalid']),
  /** The chain by subject, leaf first. */
  chainSubjects: z.array(z.string()),
  /** whole: covers the whole file; laterUpdates: only incremental updates follow; broken: the covered bytes changed. */
  coverage: z.enum(['whole', 'laterUpdates', 'broken']),
  /** From our CA's records at the signing time; unknown for other issuers. */
  revocation: z.enum(['good', 'revoked', 'unknown']),
  revokedAt: z.number().int().nullable(),
  /** The seal the signature's appearance shows, read from the signed revision: a transparent PNG, base64; null without one. */
  sealImage: z.string().nullable(),
});
export type VerifiedSignature = z.infer<typeof verifiedSignatureSchema>;
export const verificationSchema = z.object({
  size: z.number().int(),
  signatures: z.array(verifiedSignatureSchema),
});
export type Verification = z.infer<typeof verificationSchema>;

const serial = z.string().regex(/^[0-9a-f]{2,64}$/i, { error: 'invalid' });

export const apiSignPdfSchema = signaturePlacementSchema.extend({
  /** The PDF, base64. */
  pdf: z
    .string()
    .min(1)
    .max(Math.ceil((signingRules.pdfMaxBytes * 4) / 3) + 4),
  fileName: z.string().trim().min(1).max(200).default('document.pdf'),
  serial,
  reason: z.string().trim().min(1).max(signingRules.reasonMaxChars),
  level: z.enum(padesLevels).default('B-B'),
  /** An enterprise seal the application holds a live auto-sign authorization for (`seal/list`). */
  sealId,
});
export const apiSignPdfOutput = signedDocumentSchema.extend({ requestId: z.string(), pdf: z.string() });

export const apiSignDigestSchema = z.object({
  mode: literalOf(digestSignModes),
  /** The digest, hex: SHA-256 (hashAlgorithm 1) or SM3 (2), 32 bytes either way. */
  hash: z.string().regex(/^[0-9a-fA-F]{64}$/, { error: 'invalid' }),
  hashAlgorithm: literalOf(hashAlgorithms),
  serial,
});
export const apiSignDigestOutput = signedDocumentSchema.extend({ requestId: z.string(), cms: z.string() });
