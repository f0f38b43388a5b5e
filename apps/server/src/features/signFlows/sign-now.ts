import { signFlowStatus } from '@console/contract';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { recipientOf } from './console.js';
import { newLink } from './notify.js';
import * as q from './queries.js';

/**
 * "Sign now" from the console's waiting list: the signed-in person opens the hosted page for its own
 * signer row at once, without the SMS or e-mail link. The row must name the session's account as the
 * hosted page matches signers (its phone; naming no phone, its e-mail), so the page's signed-in proof
 * (`hostedProveSignedIn`) then accepts the session; any other row or flow answers not found. A new
 * single-use link is made (only its hash kept; the one sent earlier stops working, as after a
 * reminder) and nothing is sent, so no send budget is spent.
 */
export async function signNowLink(
  deps: Deps,
  { caller, id, signerId }: { caller: UserCaller; id: string; signerId: string },
): Promise<{ token: string; expiresAt: number }> {
  const [me, flow] = await Promise.all([recipientOf(deps, caller.user.userId), q.findFlow(deps.db, id)]);
  const signer = flow && flow.status !== signFlowStatus.draft ? (await q.signersOf(deps.db, id)).find((s) => s.id === signerId) : undefined;
  const mine =
    signer !== undefined &&
    (signer.phone_hash !== null
      ? me.phoneHash !== '' && signer.phone_hash === me.phoneHash
      : me.emailHash !== '' && signer.email_hash === me.emailHash);
  if (!flow || !mine) throw notFound();
  if (flow.status !== signFlowStatus.inProgress) throw new AppError('signFlowNotInProgress');
  const link = newLink();
  if (signer.status !== 'toSign' || !(await q.replaceLink(deps.db, { signerId, linkHash: link.hash })))
    throw new AppError('signFlowSignerNotDue');
  return { token: link.token, expiresAt: Number(flow.deadline_at) };
}
