import { z } from 'zod';
import { keysetQuery, pageOf } from '../common.js';
import { multiline } from '../text.js';

/** The authorities the PKI publishes: per algorithm (URL segment) the root and the issuing CA. */
export const pkiParams = z.object({
  algorithm: z.enum(['rsa', 'sm2']),
  authority: z.enum(['root', 'issuing']),
});

/** The OCSP responder of a track (the algorithm's URL segment). */
export const ocspParams = z.object({ algorithm: z.enum(['rsa', 'sm2']) });
/**
 * The GET form: the DER request base64 (or base64url) as the rest of the path. Anything there is
 * the responder's to judge: what it cannot read is answered malformedRequest, as a POST's body.
 */
export const ocspGetParams = z.object({ algorithm: z.enum(['rsa', 'sm2']), '*': z.string() });

/** §3 certificate type: 1 enterprise, 2 employee, 3 personal. */
export const certificateTypes = [1, 2, 3] as const;
/** §3 algorithm: 0 RSA2048, 1 SM2. */
export const certificateAlgorithms = [0, 1] as const;
/** §3 validity: 0 one year, 1 two, 2 three. */
export const certificateValidities = [0, 1, 2] as const;
/** platform: generated and sealed in the platform's key store (cloud signing); browser: only a CSR is sent. */
export const keyOrigins = ['platform', 'browser'] as const;
/** RFC 5280 CRLReason codes a subscriber may give (unspecified, key compromise, affiliation changed, superseded, cessation). */
export const revokeReasons = [0, 1, 3, 4, 5] as const;
/** §4 certificate status: normal, soon to expire (≤ 30 days), expired; revoked beside them. */
export const certificateStates = ['normal', 'expiring', 'expired', 'revoked'] as const;
export const certificateRules = {
  expiringDays: 30,
  csrMaxChars: 8_000,
  reminderDays: [30, 7, 1],
  /** OCSP requests one address may send a minute (each answer is a signature). */
  ocspRequestsPerMinute: 120,
} as const;

const literalOf = <const T extends readonly number[]>(values: T) =>
  z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<T[number]>, z.ZodLiteral<T[number]>]);

export const certificateApplySchema = z.object({
  certType: literalOf(certificateTypes),
  algorithm: literalOf(certificateAlgorithms),
  validity: literalOf(certificateValidities),
  keyOrigin: z.enum(keyOrigins),
  /** PEM PKCS#10 request of a browser-generated key; required with keyOrigin browser. */
  csr: multiline(z.string().max(certificateRules.csrMaxChars)).optional(),
});
export type CertificateApply = z.infer<typeof certificateApplySchema>;

/** Update (§3 service type 2): renew for a new validity, optionally with a new key (re-key). */
export const certificateRenewSchema = z.object({
  validity: literalOf(certificateValidities),
  /** A new browser key's CSR (re-key); absent: a platform-held key is replaced, a browser key kept. */
  csr: multiline(z.string().max(certificateRules.csrMaxChars)).optional(),
});

export const certificateRevokeSchema = z.object({ reason: literalOf(revokeReasons) });

export const certificateListQuery = keysetQuery();
export const certificateDownloadQuery = z.object({ format: z.enum(['pem', 'der']) });

export const certificateSchema = z.object({
  id: z.string(),
  /** Owner (masked when a person). */
  owner: z.string(),
  certType: z.number().int(),
  algorithm: z.number().int(),
  validity: z.number().int(),
  serviceType: z.number().int(),
  keyOrigin: z.enum(keyOrigins),
  serial: z.string(),
  subject: z.string(),
  notBefore: z.number().int(),
  notAfter: z.number().int(),
  remainingDays: z.number().int(),
  state: z.enum(certificateStates),
  /** §3 numeric status: 1 valid, 0 invalid (revoked, replaced or expired). */
  status: z.number().int(),
  revokedAt: z.number().int().nullable(),
  revokeReason: z.number().int().nullable(),
  replacedBy: z.string().nullable(),
  createdAt: z.number().int(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certificatePageSchema = pageOf(certificateSchema);

export const certificateChallengeSchema = z.object({ challenge: z.string(), expiresAt: z.number().int() });
export const certificateSignInSchema = z.object({
  serial: z.string().regex(/^[0-9a-f]{2,64}$/i, { error: 'invalid' }),
  challenge: z.string().min(1).max(100),
  /** base64: RSASSA-PKCS1-v1_5 SHA-256 (RSA) or SM2-SM3 DER (SM2) over the challenge's UTF-8 bytes. */
  signature: z.string().min(1).max(2000),
});

/** Open API: an enterprise certificate (type 1) for the calling application's authenticated enterprise. */
export const apiCertificateApplySchema = z.object({
  algorithm: literalOf(certificateAlgorithms),
  validity: literalOf(certificateValidities),
  /** PEM PKCS#10 of the caller's own key; absent: the key is generated and held by the platform. */
  csr: multiline(z.string().max(certificateRules.csrMaxChars)).optional(),
});
export const apiCertificateRevokeSchema = z.object({
  serial: z.string().regex(/^[0-9a-f]{2,64}$/i, { error: 'invalid' }),
  reason: literalOf(revokeReasons),
});
export const apiSerialParams = z.object({ serial: z.string().regex(/^[0-9a-f]{2,64}$/i, { error: 'invalid' }) });
export const apiCertificateSchema = certificateSchema.extend({ requestId: z.string(), pem: z.string() });
export type ApiCertificate = z.infer<typeof apiCertificateSchema>;
