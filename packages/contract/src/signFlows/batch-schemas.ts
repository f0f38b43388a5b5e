import { z } from 'zod';
import { hostedChoiceSchema, hostedSigningRules } from './hosted-schemas.js';

/** Batch signing's rules: how many flows one willingness check may sign, how many a batch lists. */
export const batchSigningRules = {
  /** One willingness code signs at most this many flows: one code should not stand for an unbounded pile. */
  maxChosen: 50,
  /** The batch lists at most this many waiting flows (newest first, over the waiting list's index). */
  maxListed: 100,
};

const token = z.string().trim().min(20).max(100);
const id = z.string().trim().min(1).max(64);

export const batchOpenSchema = z.object({ token, proof: token });
export const batchDocumentSchema = z.object({ batch: token, signerId: id, documentId: id });
export const batchCodeSchema = z.object({ batch: token, signerIds: z.array(id).min(1).max(1000) });
export const batchSignSchema = z.object({
  batch: token,
  code: z.string().regex(/^\d{6}$/),
  /** A person's flows: one of its own signatures (else `drawn`, else its name in text). */
  signatureId: id.optional(),
  drawn: z
    .string()
    .max(Math.ceil((hostedSigningRules.drawnMaxBytes * 4) / 3) + 4)
    .optional(),
  /** An enterprise's flows: the seal to use for each enterprise. */
  seals: z
    .array(z.object({ enterpriseId: id, sealId: id }))
    .max(50)
    .default([]),
});

export const batchFlowSchema = z.object({
  signerId: z.string(),
  flowId: z.string(),
  title: z.string(),
  deadlineAt: z.number().int(),
  kind: z.enum(['person', 'enterprise']),
  /** The enterprise signing (its id for `seals`), for an enterprise signer. */
  enterpriseId: z.string().nullable(),
  enterpriseName: z.string().nullable(),
  documents: z.array(z.object({ id: z.string(), name: z.string(), pages: z.number().int(), viewed: z.boolean() })),
});

/** Who signs in this batch and with what: the person itself, and each enterprise it holds seal grants of. */
export const batchPartySchema = z.object({
  enterpriseId: z.string().nullable(),
  enterpriseName: z.string().nullable(),
  choices: z.array(hostedChoiceSchema),
});

export const batchResultSchema = z.object({
  signerId: z.string(),
  flowId: z.string(),
  title: z.string(),
  status: z.enum(['signed', 'failed']),
  /** Signed: the flow's status after (1 in progress, 2 completed). */
  flowStatus: z.number().int().nullable(),
  /** Failed: why, in the caller's language. */
  error: z.string().nullable(),
});

export const batchOpenedSchema = z.object({
  batch: z.string(),
  expiresAt: z.number().int(),
  signerName: z.string(),
  flows: z.array(batchFlowSchema),
  /** How many one willingness check may sign (`batchSigningRules.maxChosen`). */
  maxChosen: z.number().int(),
  /** More waiting than listed (the rest in a later batch). */
  more: z.boolean(),
  parties: z.array(batchPartySchema),
});
export const batchSignedSchema = z.object({ results: z.array(batchResultSchema) });

export type BatchFlow = z.infer<typeof batchFlowSchema>;
export type BatchParty = z.infer<typeof batchPartySchema>;
export type BatchResult = z.infer<typeof batchResultSchema>;
export type BatchOpened = z.infer<typeof batchOpenedSchema>;
