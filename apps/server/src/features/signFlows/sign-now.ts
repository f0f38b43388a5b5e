import { signFlowStatus } from '@console/contract';
import { writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { namesMe, recipientOf } from './console.js';
import { newLink } from './notify.js';
import * as q from './queries.js';

/**
 * "Sign now" from the console's waiting list: the signed-in person opens the hosted page for its own
 * signer row at once, without the SMS or e-mail link. The row must name the session's account as the
 * hosted page matches signers (its phone; naming no phone, its e-mail), so the page's signed-in proof
 * (`hostedProveSignedIn`) then accepts the session; any other row or flow answers not found. A new
 * single-use link is made (only its hash kept; the one sent earlier stops working, as after a
 * reminder) and nothing is sent, so no send budget is spent. Logged in the person's own operation
 * log (the context it acts in), as any act that replaces a link someone was sent.
 */
export async function signNowLink(
  deps: Deps,
  { caller, id, signerId }: { caller: UserCaller; id: string; signerId: string },
): Promise<{ token: string; expiresAt: number }> {
  const [me, flow] = await Promise.all([recipientOf(deps, caller.user.userId), q.findFlow(deps.db, id)]);
  const signer = flow && flow.status !== signFlowStatus.draft ? (await q.signersOf(deps.db, id)).find((s) => s.id === signerId) : undefined;
  const mine = signer !== undefined && namesMe(signer, me);
  if (!flow || !mine) throw notFound();
  if (flow.status !== signFlowStatus.inProgress) throw new AppError('signFlowNotInProgress');
  const link = newLink();
  if (signer.status !== 'toSign' || !(await q.replaceLink(deps.db, { signerId, linkHash: link.hash })))
    throw new AppError('signFlowSignerNotDue');
  await writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId: caller.user.enterpriseId,
    service: 'signFlows',
    action: 'signNow',
    phrase: { key: 'signFlows.signNow', params: { title: flow.title } },
    content: `sign flow ${flow.id} signer ${signerId}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return { token: link.token, expiresAt: Number(flow.deadline_at) };
}
