import { z } from 'zod';
import { codeSentSchema, keysetQuery, pageOf } from '../common.js';
import { hostedCodeStepSchema, hostedFillSchema, hostedSigningRules, hostedStandingSchema } from './hosted-schemas.js';

/** A flow's status, with the field's codes. */
export const signFlowStatus = { draft: 0, inProgress: 1, completed: 2, revoked: 3, expired: 5, rejected: 7 } as const;
export const signFlowStatusCodes = [0, 1, 2, 3, 5, 7] as const;
export const signerStatuses = ['waiting', 'toSign', 'signed', 'rejected'] as const;
export const signFieldKinds = ['seal', 'signature', 'date'] as const;

export const signFlowRules = {
  pdfMaxBytes: 20 * 1024 * 1024,
  maxDocuments: 10,
  maxSigners: 20,
  maxFieldsPerSigner: 20,
  maxGroups: 10,
  /** A signer whose turn it is gets a reminder at most this often. */
  remindEveryMs: 60 * 60_000,
  /**
   * An enterprise that has not passed authentication (anyone can make one) sends at most this many
   * sign flow messages (turn notices and reminders) a day, counted for the enterprise and for the
   * person starting them, as invitations are.
   */
  unverifiedMessagesPerDay: 20,
  /** A deadline at most a year ahead. */
  maxDeadlineMs: 365 * 86_400_000,
  titleMaxChars: 100,
  textMaxChars: 300,
} as const;

/** A required text: trimmed, not empty, at most `max` characters (shared with templates' parties). */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);
/** An optional text: trimmed, and left out when empty. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);
/** A signer's mainland mobile number (11 digits starting with 1), or none when empty. */
export const optionalPhone = z
  .string()
  .trim()
  .regex(/^1\d{10}$/)
  .optional()
  .or(z.literal('').transform(() => undefined));
/** A signer's e-mail address, or none when empty. */
export const optionalEmail = z
  .string()
  .trim()
  .max(100)
  .email()
  .optional()
  .or(z.literal('').transform(() => undefined));

/** Multipart text fields: the draft's title, message and deadline (epoch ms). */
export const signFlowCreateSchema = z.object({
  title: requiredText(signFlowRules.titleMaxChars),
  message: optionalText(signFlowRules.textMaxChars),
  deadlineAt: z.coerce.number().int().positive(),
  fileName: z.string().trim().min(1).max(200).default('document.pdf'),
});
export type SignFlowCreate = z.infer<typeof signFlowCreateSchema>;

export const signFlowDocumentFormSchema = z.object({ fileName: z.string().trim().min(1).max(200).default('document.pdf') });

/** A field on a document: by page and box (points from the lower-left corner), or by a keyword found in the PDF's text. */
export const signFieldInputSchema = z
  .object({
    documentId: z.string().min(1).max(64),
    kind: z.enum(signFieldKinds),
    page: z.number().int().min(1).max(100_000).optional(),
    x: z.number().min(0).max(20_000).optional(),
    y: z.number().min(0).max(20_000).optional(),
    width: z.number().min(40).max(600).default(120),
    height: z.number().min(40).max(600).default(60),
    keyword: optionalText(50),
  })
  .refine((f) => f.keyword !== undefined || (f.page !== undefined && f.x !== undefined && f.y !== undefined), {
    path: ['page'],
    message: 'page, x and y, or a keyword',
  });

export const signFlowSignerInputSchema = z.object({
  kind: z.enum(['person', 'enterprise']),
  /** The person's name; for an enterprise, the person who handles it. */
  name: requiredText(50),
  /** The enterprise's name (enterprise signers). */
  enterpriseName: optionalText(100),
  phone: optionalPhone,
  email: optionalEmail,
  /** The order group, from 1: groups sign in sequence, a group's signers in parallel. */
  group: z.number().int().min(1).max(signFlowRules.maxGroups),
  language: z.enum(['en', 'zh']).default('zh'),
  fields: z.array(signFieldInputSchema).min(1).max(signFlowRules.maxFieldsPerSigner),
});
export type SignFlowSignerInput = z.infer<typeof signFlowSignerInputSchema>;

export const signFlowCcInputSchema = z.object({
  name: requiredText(50),
  phone: optionalPhone,
  email: optionalEmail,
  language: z.enum(['en', 'zh']).default('zh'),
});

export const signFieldSchema = z.object({
  id: z.string(),
  documentId: z.string(),
  kind: z.enum(signFieldKinds),
  page: z.number().int(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  keyword: z.string().nullable(),
});

export const signFlowSignerSchema = z.object({
  id: z.string(),
  kind: z.enum(['person', 'enterprise']),
  /** Masked. */
  name: z.string(),
  enterpriseName: z.string().nullable(),
  /** Masked phone or e-mail. */
  contact: z.string(),
  group: z.number().int(),
  status: z.enum(signerStatuses),
  signedAt: z.number().int().nullable(),
  rejectReason: z.string().nullable(),
  remindedAt: z.number().int().nullable(),
  /**
   * Its turn came but no message went: the recipient's send budget (or an unauthenticated
   * enterprise's day) was spent. It has no link yet; a reminder sends one.
   */
  unnotified: z.boolean(),
  fields: z.array(signFieldSchema),
});

export const signFlowDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  pages: z.number().int(),
  size: z.number().int(),
  /** SHA-256 (hex) of the uploaded PDF. */
  sha256: z.string(),
});

export const signFlowSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(5), z.literal(7)]),
  deadlineAt: z.number().int(),
  createdAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
});
export type SignFlowSummary = z.infer<typeof signFlowSummarySchema>;

export const signFlowDetailSchema = signFlowSummarySchema.extend({
  message: z.string().nullable(),
  startedAt: z.number().int().nullable(),
  endReason: z.string().nullable(),
  /** The verification code of the completed flow's evidence deposit. */
  evidenceCode: z.string().nullable(),
  documents: z.array(signFlowDocumentSchema),
  signers: z.array(signFlowSignerSchema),
  ccs: z.array(z.object({ id: z.string(), name: z.string(), contact: z.string() })),
});
export type SignFlowDetail = z.infer<typeof signFlowDetailSchema>;

/** The status filter: a status code as the query string carries it. */
export const signFlowListQuery = keysetQuery().extend({ status: z.enum(['0', '1', '2', '3', '5', '7']).optional() });
export const signFlowPageSchema = pageOf(signFlowSummarySchema);

export const signFlowReasonSchema = z.object({ reason: requiredText(signFlowRules.textMaxChars) });
export const signFlowExtendSchema = z.object({ deadlineAt: z.number().int().positive() });
export const signFlowRemindSchema = z.object({ signerId: z.string().min(1).max(64) });

/** Sign now: the signed-in signer's own row of the flow (from its waiting list). */
export const signFlowSignNowSchema = z.object({ signerId: z.string().min(1).max(64) });
/** A new single-use link's token for the hosted page (`/signFlow#<token>`), alive while the signer's turn lasts. */
export const signFlowSignNowOutput = z.object({ token: z.string(), expiresAt: z.number() });

/** The link's token: what the hosted page reads from its URL's fragment and sends in every body. */
const token = z.string().trim().min(20).max(100);
export const hostedTokenSchema = z.object({ token });
/** The page's proof of identity (`hostedProve` / `hostedProveSignedIn`), sent with the link's token by every step after it. */
const proof = z.string().trim().min(20).max(100);
/** Without a proof: an identity code; with one, `step` may ask for the willingness code. */
export const hostedCodeSchema = z.object({ token, proof: proof.optional(), step: hostedCodeStepSchema.default('identity') });
export const hostedViewInputSchema = z.object({ token, proof: proof.optional() });
export const hostedDocumentSchema = z.object({ token, proof, documentId: z.string().min(1).max(64) });
export const hostedSignSchema = z.object({
  token,
  proof,
  /** The willingness check (意愿认证): a fresh code asked for at the moment of signing, separate from the identity code. */
  code: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  /** Or the face check's single-use ticket (`hostedFace`) in place of the code. */
  faceTicket: z.string().trim().min(20).max(100).optional(),
  /** An enterprise signer: the seal (a normal seal its handler holds a live grant of); a person: one of their own signatures, optional. */
  sealId: optionalText(64),
  /** A person: a signature drawn on the page (PNG, base64), used for this signing only. */
  drawn: z
    .string()
    .max(Math.ceil((hostedSigningRules.drawnMaxBytes * 4) / 3) + 4)
    .optional(),
  /** With `drawn`: also keep it among the person's own signatures (their choice), to pick next time. */
  saveSignature: z.boolean().optional(),
});
export const hostedRejectSchema = z.object({ token, proof, reason: requiredText(signFlowRules.textMaxChars) });

export const hostedViewSchema = z.object({
  title: z.string(),
  message: z.string().nullable(),
  deadlineAt: z.number().int(),
  flowStatus: signFlowSummarySchema.shape.status,
  signer: z.object({
    kind: z.enum(['person', 'enterprise']),
    name: z.string(),
    enterpriseName: z.string().nullable(),
    status: z.enum(signerStatuses),
    /** Where the code goes, masked. */
    contact: z.string(),
  }),
  documents: z.array(signFlowDocumentSchema),
  fields: z.array(signFieldSchema),
  /** With a live proof: how it was proven and whether the signer may sign (else null). */
  standing: hostedStandingSchema.nullable(),
  /** The fields this signer fills before signing (a template flow's, of its role); empty for others. */
  fills: z.array(hostedFillSchema),
});
export const hostedCodeSentSchema = codeSentSchema;
export const hostedSignedSchema = z.object({ flowStatus: signFlowSummarySchema.shape.status });
