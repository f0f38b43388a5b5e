import type { Deps } from '../../platform/context.js';
import { enqueueCallback } from '../apps/index.js';
import * as q from './queries.js';

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

/** What a flow's end tells its application: enough to act on without another call. */
export interface FlowEndPayload {
  signFlowId: string;
  /** The flow's status code: 2 completed, 3 revoked, 5 expired, 7 rejected. */
  status: number;
  /** When it ended (epoch ms). */
  endedAt: number | null;
  /** The revocation's or rejection's reason; null for completed and expired. */
  reason: string | null;
  /** Each signer's result, in order groups. */
  signers: { signerId: string; group: number; status: string; signedAt: number | null; rejectReason: string | null }[];
}

/**
 * The flow's end as it stands in the database (read again: a caller's copy may predate the move),
 * or as `ended` holds it: rows read after the end, which no longer change (the completion job's).
 */
export async function flowEndPayload(
  deps: Deps,
  flowId: string,
  ended?: { flow: q.FlowRow; signers: q.SignerRow[] },
): Promise<FlowEndPayload> {
  const [flow, signers] = ended
    ? [ended.flow, [...ended.signers]]
    : await Promise.all([q.findFlow(deps.db, flowId), q.signersOf(deps.db, flowId)]);
  return {
    signFlowId: flowId,
    status: flow!.status,
    endedAt: flow!.finished_at === null ? null : Number(flow!.finished_at),
    reason: flow!.end_reason,
    signers: signers
      .sort((a, b) => a.group_no - b.group_no)
      .map((s) => ({
        signerId: s.id,
        group: s.group_no,
        status: s.status,
        signedAt: s.signed_at === null ? null : Number(s.signed_at),
        rejectReason: s.reject_reason,
      })),
  };
}

/**
 * What an end of a flow does at once: a flow created through the open API tells its application (the
 * signed, retried callback ledger) with its status, end time, reason and every signer's result. A
 * completed flow's end is the completion job's (`completion.ts`): its evidence, its certificate, its
 * CC recipients' notice, then this callback — after the answer.
 */
export async function flowEnded(
  deps: Deps,
  flow: q.FlowRow,
  outcome: 'completed' | 'revoked' | 'expired' | 'rejected',
  ended?: { flow: q.FlowRow; signers: q.SignerRow[] },
): Promise<void> {
  if (!flow.application_id) return;
  await enqueueCallback(deps, {
    applicationId: flow.application_id,
    event: `signFlow.${outcome}`,
    payload: { ...(await flowEndPayload(deps, flow.id, ended)) },
  });
}
