import { z } from 'zod';
import { signFieldKinds, signFlowCcInputSchema, signFlowDetailSchema, signFlowRules, signFlowSignerInputSchema } from './schemas.js';

const flowId = z.string().trim().min(1).max(64);
const base64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** A PDF inline, as `sign/pdf` takes it: its name and its bytes as base64 (≤ 20 MB decoded). */
export const signFlowApiDocumentSchema = z.object({
  fileName: z.string().trim().min(1).max(200),
  pdf: z
    .string()
    .min(1, { error: 'required' })
    .max(Math.ceil((signFlowRules.pdfMaxBytes * 4) / 3) + 4, { error: 'tooLong' })
    .regex(base64, { error: 'invalid' }),
});

/** A field as the console's, its document named by its place in `documents` (from 0). */
export const signFlowApiFieldSchema = z
  .object({
    document: z
      .number()
      .int()
      .min(0)
      .max(signFlowRules.maxDocuments - 1),
    kind: z.enum(signFieldKinds),
    page: z.number().int().min(1).max(100_000).optional(),
    x: z.number().min(0).max(20_000).optional(),
    y: z.number().min(0).max(20_000).optional(),
    width: z.number().min(40).max(600).default(120),
    height: z.number().min(40).max(600).default(60),
    keyword: z
      .string()
      .trim()
      .max(50)
      .optional()
      .transform((v) => v || undefined),
  })
  .refine((f) => f.keyword !== undefined || (f.page !== undefined && f.x !== undefined && f.y !== undefined), {
    path: ['page'],
    message: 'page, x and y, or a keyword',
  });

export const signFlowApiSignerSchema = signFlowSignerInputSchema.extend({
  fields: z.array(signFlowApiFieldSchema).min(1).max(signFlowRules.maxFieldsPerSigner),
  /**
   * The application's own enterprise signing its part automatically at its turn with this seal,
   * under the application's live auto-sign authorization for it (auto-sign, sign mode 0).
   * Only on an enterprise signer naming the application's enterprise; when the authorization no
   * longer allows it at that turn, the signer's handler gets a link as any signer.
   */
  autoSealId: z.string().trim().min(1).max(64).optional(),
});

export const signFlowApiCreateSchema = z.object({
  title: z.string().trim().min(1).max(signFlowRules.titleMaxChars),
  message: z
    .string()
    .trim()
    .max(signFlowRules.textMaxChars)
    .optional()
    .transform((v) => v || undefined),
  /** Epoch milliseconds, in the future and at most a year ahead. */
  deadlineAt: z.number().int().positive(),
  documents: z.array(signFlowApiDocumentSchema).min(1).max(signFlowRules.maxDocuments),
  signers: z.array(signFlowApiSignerSchema).min(1).max(signFlowRules.maxSigners),
  ccs: z.array(signFlowCcInputSchema).max(signFlowRules.maxSigners).default([]),
});
export type SignFlowApiCreate = z.infer<typeof signFlowApiCreateSchema>;

export const signFlowApiIdSchema = z.object({ signFlowId: flowId });
export const signFlowApiRevokeSchema = signFlowApiIdSchema.extend({ reason: z.string().trim().min(1).max(signFlowRules.textMaxChars) });
export const signFlowApiExtendSchema = signFlowApiIdSchema.extend({ deadlineAt: z.number().int().positive() });
export const signFlowApiSignerRefSchema = signFlowApiIdSchema.extend({ signerId: z.string().trim().min(1).max(64) });
export const signFlowApiDownloadSchema = signFlowApiIdSchema.extend({
  /** One document only; without it, every document. */
  documentId: z.string().trim().min(1).max(64).optional(),
});

/** A flow as the console's detail, with the call's id. */
export const signFlowApiFlowSchema = signFlowDetailSchema.extend({ requestId: z.string() });

export const signFlowApiSignUrlSchema = z.object({
  requestId: z.string(),
  signerId: z.string(),
  /** The hosted signing page with the link's token in its fragment: works once, while the signer's turn lasts. */
  url: z.string(),
  /** The flow's deadline: the link stops working then at the latest. */
  expiresAt: z.number().int(),
});

const pdfOut = z.object({ name: z.string(), sha256: z.string(), size: z.number().int(), pdf: z.string() });
export const signFlowApiDownloadOutput = z.object({
  requestId: z.string(),
  signFlowId: z.string(),
  status: signFlowDetailSchema.shape.status,
  /** Each document as it stands: with every signature made so far (the original before any). */
  documents: z.array(pdfOut.extend({ id: z.string(), signatures: z.number().int() })),
  /** The completion certificate (签署报告), once the flow completed and it is made; else null. */
  certificate: pdfOut.nullable(),
});
