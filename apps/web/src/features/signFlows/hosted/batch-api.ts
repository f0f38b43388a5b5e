import { signFlowBatchRoutes as b } from '@console/contract/signFlows/routes';
import type { BatchOpened, BatchResult } from '@console/contract';
import { call, download } from '../../../api/http';

export type { BatchOpened, BatchResult };
export type BatchFlow = BatchOpened['flows'][number];
export type BatchParty = BatchOpened['parties'][number];

/** Batch signing's calls: the batch token (from a proven link, or the session) in every body. */
export const batchApi = {
  /** Quiet: a visitor who is not signed in is shown the way to sign in, not a toast. */
  openSignedIn: () => call(b.batchOpenSignedIn, { quiet: true }),
  open: (token: string, proof: string) => call(b.batchOpen, { body: { token, proof }, quiet: true }),
  document: async (batch: string, signerId: string, documentId: string) =>
    (await download(`/webgate${b.batchDocument.path}`, { data: { batch, signerId, documentId } })).blob,
  code: (batch: string, signerIds: string[]) => call(b.batchCode, { body: { batch, signerIds } }),
  sign: (body: { batch: string; code: string; signatureId?: string; drawn?: string; seals: { enterpriseId: string; sealId: string }[] }) =>
    call(b.batchSign, { body, hideError: true }),
};
