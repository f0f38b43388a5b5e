import { signFlowRules, signFlowStatus } from '@console/contract';
import { writeOperationLog } from '../../platform/audit.js';
import type { AppCaller, UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { messageTime, sendNow } from '../../platform/delivery.js';
import { AppError, fieldError, notFound } from '../../platform/errors.js';
import { maskName } from '../../platform/personal-data.js';
import { checkDeadline } from './draft.js';
import { actorOf, flowEvent } from './events.js';
import { flowEnded } from './callbacks.js';
import { claimNotice, codeRecipientOf, invitation, newLink, noticeRefusalError } from './notify.js';
import * as q from './queries.js';

/**
 * The acts on a flow in progress that its initiator's side takes in the console and its application
 * through the open API (`signFlow/revoke`, `extend`, `urge`): one function each, so both paths refuse
 * and record alike. The caller found the flow its own way first (`initiatorFlowOf`, `flowOfApp`:
 * anyone else's is not found); each act is a conditional update (one winner), its event written with
 * it, and logged as the caller's side (an application's entry names it).
 */
type Caller = UserCaller | AppCaller;
const { inProgress, revoked } = signFlowStatus;

async function record(deps: Deps, caller: Caller, flow: q.FlowRow, phrase: Parameters<typeof writeOperationLog>[1]['phrase']) {
  const app = 'app' in caller ? caller.app : null;
  const act = phrase.key.split('.')[1]!;
  await writeOperationLog(deps, {
    userId: app ? app.userId : (caller as UserCaller).user.userId,
    enterpriseId: flow.enterprise_id,
    service: 'signFlows',
    action: app ? `api:${act}` : act,
    phrase,
    content: app ? `sign flow ${flow.id} (app ${app.appId})` : `sign flow ${flow.id}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
}

/** Revokes a flow in progress with a reason: its links stop working at once, its application hears the end. */
export async function revokeInProgress(deps: Deps, { caller, flow, reason }: { caller: Caller; flow: q.FlowRow; reason: string }) {
  const now = deps.clock.now();
  const event = flowEvent(deps, flow, 'revoked', { actor: actorOf(deps, caller), at: now, reason });
  const end = { status: revoked, finished_at: now, end_reason: reason, updated_at: now };
  if (!(await q.moveFlow(deps.db, flow.id, [inProgress], end, [event]))) throw new AppError('signFlowNotInProgress');
  await q.dropLinks(deps.db, flow.id);
  await record(deps, caller, flow, { key: 'signFlows.revoke', params: { title: flow.title, reason } });
  await flowEnded(deps, { ...flow, ...end }, 'revoked');
}

/** Moves a flow in progress's deadline later (a deadline in the past or not later is refused naming `deadlineAt`). */
export async function extendDeadline(deps: Deps, { caller, flow, deadlineAt }: { caller: Caller; flow: q.FlowRow; deadlineAt: number }) {
  checkDeadline(deps, deadlineAt, caller.lang);
  if (deadlineAt <= Number(flow.deadline_at)) throw fieldError('signFlowDeadlineInvalid', 'deadlineAt', caller.lang);
  const event = flowEvent(deps, flow, 'extended', { actor: actorOf(deps, caller), deadlineAt });
  if (!(await q.moveFlow(deps.db, flow.id, [inProgress], { deadline_at: deadlineAt, updated_at: deps.clock.now() }, [event])))
    throw new AppError('signFlowNotInProgress');
  await record(deps, caller, flow, { key: 'signFlows.extend', params: { title: flow.title, deadline: messageTime(deadlineAt) } });
}

function remindTooSoon(signer: q.SignerRow, now: number): AppError {
  const wait = Number(signer.reminded_at ?? now) + signFlowRules.remindEveryMs - now;
  return new AppError('signFlowRemindTooSoon', { minutes: Math.max(1, Math.ceil(wait / 60_000)) });
}

/**
 * A reminder to a signer whose turn it is: a new link by SMS or e-mail (the old one dead), at most
 * once an hour per signer (refused before any send slot is taken; the conditional update on
 * `reminded_at` decides a race), within the recipient's send budget with the flow's enterprise as
 * the source; sent and waited for, so the caller hears a failure.
 */
export async function urgeSigner(deps: Deps, { caller, flow, signerId }: { caller: Caller; flow: q.FlowRow; signerId: string }) {
  if (flow.status !== inProgress) throw new AppError('signFlowNotInProgress');
  const signer = (await q.signersOf(deps.db, flow.id)).find((s) => s.id === signerId);
  if (!signer) throw notFound();
  if (signer.status !== 'toSign') throw new AppError('signFlowSignerNotDue');
  const now = deps.clock.now();
  if (signer.reminded_at !== null && Number(signer.reminded_at) > now - signFlowRules.remindEveryMs) throw remindTooSoon(signer, now);
  const refused = await claimNotice(deps, flow, codeRecipientOf(deps, signer).to);
  if (refused) throw noticeRefusalError(refused, maskName(deps.cipher.decrypt(signer.name_cipher)));
  const link = newLink();
  const event = flowEvent(deps, flow, 'urged', { actor: actorOf(deps, caller), at: now, partyId: signerId });
  if (!(await q.remindSigner(deps.db, { signerId, linkHash: link.hash, now, notBefore: now - signFlowRules.remindEveryMs }, [event])))
    throw remindTooSoon(
      (await q.signersOf(deps.db, flow.id)).find((s) => s.id === signerId)!,
      now,
    );
  await sendNow(deps, caller.log, await invitation(deps, { flow, signer, token: link.token }));
  await record(deps, caller, flow, { key: 'signFlows.remind', params: { title: flow.title } });
}
