import { signFlowRules, signFlowStatus } from '@console/contract';
import type { Deps } from '../../platform/context.js';
import { sendInBackground } from '../../platform/delivery.js';
import * as c from './completion-queries.js';
import { flowEnded } from './lifecycle.js';
import { claimNotice, codeRecipientOf, deadlineReminder, type Log, newLink, processLog } from './notify.js';
import * as q from './queries.js';
import { flowEvent, platformActor } from './events.js';

/** Sign flows' jobs: expiry at the deadline, and the one automatic reminder before it. */

const { inProgress, expired } = signFlowStatus;

/** The expiry job: flows in progress past their deadline expire (one winner per flow), their links dead. */
export async function expireDueFlows(deps: Deps): Promise<number> {
  let count = 0;
  for (;;) {
    const now = deps.clock.now();
    const due = await q.duePastDeadline(deps.db, now, 100);
    for (const row of due) {
      const { id } = row;
      const event = flowEvent(deps, row, 'expired', { actor: platformActor, at: now });
      if (!(await q.moveFlow(deps.db, id, [inProgress], { status: expired, finished_at: now, updated_at: now }, [event]))) continue;
      await q.dropLinks(deps.db, id);
      await flowEnded(deps, (await q.findFlow(deps.db, id))!, 'expired');
      count++;
    }
    if (due.length < 100) return count;
  }
}

/** The automatic reminder comes this long before a flow's deadline. */
export const reminderBeforeDeadlineMs = 24 * 60 * 60_000;

/**
 * The reminder job: once per flow (its row is the claim), when its deadline is within
 * `reminderBeforeDeadlineMs`, each signer whose turn it is gets a new link (the old one stops
 * working) in its language — unless it was sent one within the hour (its turn's notice or a
 * reminder by hand: the same hourly rule as the initiator's reminders). Each message takes the
 * recipient's send budget; a refused one is logged and the signer stays as it was.
 */
export async function remindBeforeDeadline(deps: Deps, log: Log = processLog): Promise<number> {
  let count = 0;
  for (;;) {
    const now = deps.clock.now();
    const due = await c.dueForReminder(deps.db, now, reminderBeforeDeadlineMs, 100);
    for (const { id } of due) {
      if (!(await c.claimDeadlineReminder(deps.db, id, now))) continue;
      const flow = (await q.findFlow(deps.db, id))!;
      for (const signer of await q.signersOf(deps.db, id)) {
        if (signer.status !== 'toSign' || signer.auto_seal_id) continue;
        if (signer.reminded_at !== null && Number(signer.reminded_at) > now - signFlowRules.remindEveryMs) continue;
        const refused = await claimNotice(deps, flow, codeRecipientOf(deps, signer).to);
        if (refused) {
          log.warn({ signFlow: id, signer: signer.id, refused: refused.kind }, 'sign flow deadline reminder not sent: send budget spent');
          continue;
        }
        const link = newLink();
        if (
          !(await q.remindSigner(deps.db, { signerId: signer.id, linkHash: link.hash, now, notBefore: now - signFlowRules.remindEveryMs }, [
            flowEvent(deps, flow, 'urged', { actor: platformActor, at: now, partyId: signer.id }),
          ]))
        )
          continue;
        sendInBackground(deps, log, await deadlineReminder(deps, { flow, signer, token: link.token }));
        count++;
      }
    }
    if (due.length < 100) return count;
  }
}
