import { z } from 'zod';
import { keysetQuery, pageOf } from '../common.js';
import { signFlowDetailSchema, signFlowSummarySchema, signerStatuses } from './schemas.js';

/**
 * The console's reading of sign flows besides the initiator's list: the flows waiting for the
 * signed-in person's signature and those copied to it (matched by its account's phone as the
 * hosted page matches signers), a flow's events (its timeline), and the back office's support view.
 */

/** A flow's events, as the events table keeps them (0060): every change of the flow and of its parties. */
export const signFlowEventKinds = [
  'created',
  'started',
  'notified',
  'opened',
  'willingnessPassed',
  'signed',
  'rejected',
  'urged',
  'extended',
  'revoked',
  'expired',
  'completed',
  'ccNotified',
] as const;

/** Who acted: the initiator's side, a signer, the initiating application, or the platform (a job, a turn). */
export const signFlowActorKinds = ['initiator', 'signer', 'application', 'system'] as const;

export const signFlowEventSchema = z.object({
  id: z.string(),
  kind: z.enum(signFlowEventKinds),
  at: z.number().int(),
  /** The signer or CC recipient an event is about (masked name), when it is about one. */
  signerId: z.string().nullable(),
  signerName: z.string().nullable(),
  actorKind: z.enum(signFlowActorKinds),
  /** The acting person, masked; an application's id; null for the platform. */
  actor: z.string().nullable(),
  /** The address the act came from; null for the platform's own acts. */
  address: z.string().nullable(),
  /** A rejection's or revocation's reason. */
  reason: z.string().nullable(),
  /** An extension's new deadline. */
  deadlineAt: z.number().int().nullable(),
});
/** How many completed flows the completion job finished (its test-mode call). */
export const signFlowCompletionsSchema = z.object({ finished: z.number().int() });

/** A flow's events, oldest first, keyset-paged. */
export const signFlowEventPageSchema = pageOf(signFlowEventSchema);
export const signFlowEventsQuery = keysetQuery();
export type SignFlowEvent = z.infer<typeof signFlowEventSchema>;

/** Who reads a flow's detail: its initiator's side (may act on it), one of its signers, or a CC recipient. */
export const signFlowViewers = ['initiator', 'signer', 'cc'] as const;

/** A flow seen from the signed-in person's inbox: the flow, who sent it, and the person's own part. */
export const signFlowInboxItemSchema = signFlowSummarySchema.extend({
  /** The initiating enterprise's name, or the initiating person's masked name. */
  initiator: z.string(),
  /** The person's signer row (waiting list) — null on the CC list. */
  signerId: z.string().nullable(),
  signerStatus: z.enum(signerStatuses).nullable(),
});
export type SignFlowInboxItem = z.infer<typeof signFlowInboxItemSchema>;
export const signFlowInboxPageSchema = pageOf(signFlowInboxItemSchema);

/** Flows waiting for me: my signer rows of one status, to sign (the default) or already signed or rejected. */
export const signFlowWaitingQuery = keysetQuery().extend({ signerStatus: z.enum(['toSign', 'signed', 'rejected']).optional() });
export const signFlowCcQuery = keysetQuery();

export const signFlowDocumentParams = z.object({ id: z.string().min(1).max(64), documentId: z.string().min(1).max(64) });

/** The back office's support view of a flow: who and when, never the documents. */
export const signFlowSupportSchema = signFlowSummarySchema.extend({
  enterpriseId: z.string().nullable(),
  enterpriseName: z.string().nullable(),
  applicationId: z.string().nullable(),
  documents: z.number().int(),
  signers: z.number().int(),
  endReason: z.string().nullable(),
});

/** The console's detail: the flow as the initiator's calls answer it, with its timeline and who reads it. */
export const signFlowConsoleDetailSchema = signFlowDetailSchema.extend({
  viewer: z.enum(signFlowViewers),
  /** The completion certificate: none before completion, preparing while the completion job builds it, then ready. */
  certificate: z.enum(['none', 'preparing', 'ready']),
  /** The reader's own signer row whose turn it is in a flow in progress ("sign now" opens the hosted page for it); else null. */
  signNowSignerId: z.string().nullable(),
});
export type SignFlowConsoleDetail = z.infer<typeof signFlowConsoleDetailSchema>;
