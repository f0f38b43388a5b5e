import { signFlowBatchEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { batchCode, batchDocument, batchOpen, batchOpenSignedIn } from './batch.js';
import { batchSign } from './batch-sign.js';

/** Batch signing on the hosted page: open (from a proven link, or signed in), read, choose with one code, sign. */
export const signFlowBatchRoutes = [
  defineRoute(e.batchOpen, ({ deps, caller, body }) => batchOpen(deps, { caller, ...body })),
  defineRoute(e.batchOpenSignedIn, ({ deps, caller }) => batchOpenSignedIn(deps, { caller })),
  defineRoute(e.batchDocument, async ({ deps, caller, body, reply }) => {
    const file = await batchDocument(deps, { caller, ...body });
    return reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .send(file.bytes);
  }),
  defineRoute(e.batchCode, ({ deps, caller, body }) => batchCode(deps, { caller, ...body })),
  defineRoute(e.batchSign, ({ deps, caller, body }) => batchSign(deps, { caller, ...body })),
];
