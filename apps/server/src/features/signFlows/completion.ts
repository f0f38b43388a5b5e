import { createHash } from 'node:crypto';
import type { Deps } from '../../platform/context.js';
import { depositEvidence } from '../evidence/index.js';
import { type CompletedFlow, makeCompletionCertificate } from './certificate.js';
import * as c from './completion-queries.js';
import { flowEnded, noticeCcs } from './lifecycle.js';
import { type Log, processLog } from './notify.js';
import * as q from './queries.js';

/**
 * A completed flow's work after the last signer's answer (the completion job): its signing events
 * into the evidence deposit (anchored by the minute's Merkle batch; the code kept on the flow), its
 * completion certificate (carrying that code; signed and time-stamped), then the flow-end callback
 * and the CC recipients' notice. The completing transaction marks the flow due (`completion_due_at`),
 * so nothing is lost when a process dies: the job, under its lease, takes every flow due, claims
 * each by moving its due time to the next try (a run that dies leaves it due then), and clears it
 * when all is done. Each step is done once where it can tell (the code, the certificate's row); the
 * callback and the notices may go twice after a crash between them and the clearing, never not at all.
 */

/** Waits before the next try: a minute, doubling, at most an hour. */
export const completionRetryMs = (tries: number) => Math.min(60_000 * 2 ** tries, 60 * 60_000);

async function complete(deps: Deps, log: Log, flowId: string): Promise<void> {
  const [found, documents, signers, ccs] = await Promise.all([
    q.findFlow(deps.db, flowId),
    q.documentsOf(deps.db, flowId),
    q.signersOf(deps.db, flowId),
    q.ccsOf(deps.db, flowId),
  ]);
  let flow = found!;
  if (!flow.evidence_code) {
    const deposit = await depositEvidence(deps, {
      kind: 2,
      title: flow.title.slice(0, 100),
      fileHash: createHash('sha256')
        .update(documents.map((d) => `${d.id}:${d.sha256}`).join('\n'))
        .digest('hex'),
      metadata: {
        signFlow: flow.id,
        documents: String(documents.length),
        signers: signers.map((s) => `${s.id}:${s.certificate_serial ?? ''}:${s.signed_at ?? ''}`).join(','),
      },
      keepAliveType: 1,
      enterpriseId: flow.enterprise_id,
      userId: flow.user_id,
      applicationId: flow.application_id,
    });
    const now = deps.clock.now();
    // Kept now, or an earlier try's code stands (read it).
    if (await c.keepEvidenceCode(deps.db, flow.id, deposit.verification_code, now))
      flow = { ...flow, evidence_code: deposit.verification_code, updated_at: now };
    else flow = (await q.findFlow(deps.db, flowId))!;
  }
  const completed: CompletedFlow = { flow, documents, signers, ccs };
  await makeCompletionCertificate(deps, completed);
  await flowEnded(deps, flow, 'completed', { flow, signers });
  await noticeCcs(deps, log, flow, 'completed', ccs);
}

/** The completion job's run: every completed flow due, oldest due first; a failure waits for its next try. */
export async function finishCompletions(deps: Deps, log: Log = processLog): Promise<number> {
  let count = 0;
  for (;;) {
    const now = deps.clock.now();
    const due = await c.dueCompletions(deps.db, now, 20);
    for (const row of due) {
      const claimed = await c.claimCompletion(deps.db, {
        id: row.id,
        dueAt: Number(row.completion_due_at),
        next: now + completionRetryMs(row.completion_tries),
      });
      if (!claimed) continue;
      try {
        await complete(deps, log, row.id);
        await c.completionDone(deps.db, row.id);
        count++;
      } catch (error) {
        log.error(
          { signFlow: row.id, tries: row.completion_tries + 1, err: error },
          'sign flow completion not finished: tried again later',
        );
      }
    }
    if (due.length < 20) return count;
  }
}
