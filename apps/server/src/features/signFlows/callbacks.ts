import type { Deps } from '../../platform/context.js';
import { enqueueCallback } from '../apps/index.js';
import type * as q from './queries.js';

/**
 * A signer's result told to the application that created the flow, through the apps' signed,
 * retried callback ledger: `signFlow.signerSigned` or `signFlow.signerRejected`, enqueued after the
 * signer's row moved (so a retried or doubled submit, which loses that move, tells nothing twice)
 * and before the flow's own end (`signFlow.completed` / `.rejected`, lifecycle's `flowEnded`).
 * A console flow (no application) tells nobody.
 */
export async function signerFinished(
  deps: Deps,
  o: { flow: q.FlowRow; signer: q.SignerRow; outcome: 'signed' | 'rejected'; at: number; reason?: string },
): Promise<void> {
  if (!o.flow.application_id) return;
  await enqueueCallback(deps, {
    applicationId: o.flow.application_id,
    event: o.outcome === 'signed' ? 'signFlow.signerSigned' : 'signFlow.signerRejected',
    payload: {
      signFlowId: o.flow.id,
      signerId: o.signer.id,
      group: o.signer.group_no,
      status: o.outcome,
      at: o.at,
      ...(o.reason ? { reason: o.reason } : {}),
    },
  });
}
