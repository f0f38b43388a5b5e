import { defineCapability } from '../../platform/capability.js';
import { completionCertificateOf } from './certificate.js';
import { expireDueFlows, remindBeforeDeadline } from './jobs.js';
import { finishCompletions } from './completion.js';
import { signFlowHostedRoutes } from './hosted-routes.js';
import { signFlowsRoutes } from './routes.js';
import { signFlowApiRoutes } from './api-routes.js';
import { signFlowBatchRoutes } from './batch-routes.js';
import { deleteOldBatches } from './batch-cleanup.js';

/**
 * Sign flows: a contract sent to several signers in order groups, reached by single-use
 * links, signed on the hosted page (PAdES B-T per signer, an event certificate each), completed into
 * the evidence deposit; the expiry job ends flows past their deadline.
 */
export const signFlows = defineCapability({
  name: 'signFlows',
  routes: [...signFlowsRoutes, ...signFlowHostedRoutes, ...signFlowApiRoutes, ...signFlowBatchRoutes],
  jobs: [
    { name: 'signFlowExpiry', everyMs: 60_000, run: (deps) => expireDueFlows(deps) },
    { name: 'signFlowDeadlineReminders', everyMs: 60_000, run: (deps, log) => remindBeforeDeadline(deps, log) },
    // Completed flows' evidence, certificate and flow-end callback, a moment after the last signer's answer.
    { name: 'signFlowCompletion', everyMs: 3_000, run: (deps, log) => finishCompletions(deps, log) },
    // Batch-signing rows a day past their expiry (under the job's lease, like the others).
    { name: 'signFlowBatchCleanup', everyMs: 60 * 60_000, run: (deps) => deleteOldBatches(deps) },
  ],
});

export { expireDueFlows };
// The batch-signing cleanup job's work (tests run it by hand with their clock).
export { deleteOldBatches };
// The completion job's work (tests run it by hand with their clock).
export { finishCompletions };
// The completion certificate (签署报告) of a completed flow, for every download path; the reminder job's work (tests).
export { completionCertificateOf, remindBeforeDeadline };
// Templates: a flow from a prepared PDF, started by the console's or the open API's start; PDFs judged as a flow's.
export { createPreparedDraft, type PreparedFlow } from './prepared.js';
export { judgePdf } from './draft.js';
export { startFlow } from './lifecycle.js';
export { apiStartFlow } from './api.js';
// Templates' bulk send: a row's flow written started in the row's transaction, its first notices after, its batch's counts.
export {
  countFlowsByStatus,
  flowSummaries,
  insertStartedFlow,
  notifyFirstSigners,
  prepareStartedFlow,
  type StartedFlowRows,
} from './bulk-start.js';
