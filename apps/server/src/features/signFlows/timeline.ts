import type { SignFlowEvent } from '@console/contract';
import type { Deps } from '../../platform/context.js';
import { maskName } from '../../platform/personal-data.js';
import type * as q from './queries.js';

/**
 * A flow's timeline, read from its rows: created, started, each signer's latest notice (its turn's
 * message or the last reminder: `reminded_at` keeps only the newest), signature or rejection, and the
 * end (completed, revoked with its reason, expired). A flow in progress ends with its deadline, the
 * current one after any extension. Oldest first; events at the same moment in the order they happen.
 */
export function timelineOf(deps: Pick<Deps, 'cipher'>, flow: q.FlowRow, signers: q.SignerRow[]): SignFlowEvent[] {
  const events: (SignFlowEvent & { rank: number })[] = [];
  const add = (kind: SignFlowEvent['kind'], at: number | null, rank: number, more: Partial<SignFlowEvent> = {}) => {
    if (at !== null) events.push({ kind, at: Number(at), signerId: null, signerName: null, reason: null, rank, ...more });
  };
  add('created', flow.created_at, 0);
  add('started', flow.started_at, 1);
  for (const s of signers) {
    const who = { signerId: s.id, signerName: maskName(deps.cipher.decrypt(s.name_cipher)) };
    add('notified', s.reminded_at, 2, who);
    if (s.status === 'signed') add('signed', s.signed_at, 3, who);
    // A rejection ends the flow at that moment: the flow's finish time is the signer's.
    if (s.status === 'rejected') add('rejected', flow.finished_at, 3, { ...who, reason: s.reject_reason });
  }
  if (flow.status === 2) add('completed', flow.finished_at, 4);
  if (flow.status === 3) add('revoked', flow.finished_at, 4, { reason: flow.end_reason });
  if (flow.status === 5) add('expired', flow.finished_at, 4);
  if (flow.status === 1) add('deadline', flow.deadline_at, 5);
  return events.sort((a, b) => a.at - b.at || a.rank - b.rank).map(({ rank: _, ...e }) => e);
}
