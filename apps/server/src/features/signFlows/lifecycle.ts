import { type SignFlowDetail, signFlowStatus } from '@console/contract';
import type { FastifyBaseLogger } from 'fastify';
import { writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { sendInBackground } from '../../platform/delivery.js';
import { AppError } from '../../platform/errors.js';
import { ccNotice, claimNotice, codeRecipientOf, invitation, newLink } from './notify.js';
import { initiatorFlowOf } from './initiator.js';
import * as q from './queries.js';
import { autoSign } from './signature.js';
import { detailOf } from './view.js';
import { type Initiator, initiatorOf } from './parties.js';
import { extendDeadline, revokeInProgress, urgeSigner } from './acts.js';
import { flowEvent, initiatorActor, platformActor } from './events.js';
import { insertEvent } from './event-queries.js';

const { draft, inProgress, completed } = signFlowStatus;

async function log(deps: Deps, caller: UserCaller, flow: q.FlowRow, phrase: Parameters<typeof writeOperationLog>[1]['phrase']) {
  await writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId: flow.enterprise_id,
    service: 'signFlows',
    action: phrase.key.split('.')[1]!,
    phrase,
    content: `sign flow ${flow.id}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
}

const flowOf = initiatorFlowOf;

/** What the caller of a turn read just now and hands on instead of it being read again. */
export interface TurnKnown {
  /** The flow's signers as they stand (a start's, or after an automatic signature nobody else could race). */
  signers?: q.SignerRow[];
  /** The documents before any signature of this turn (a start's): the first automatic signature's. */
  documents?: q.DocumentRow[];
  initiator?: Initiator;
}

/**
 * Gives the next order group with signers left its turn: each of its signers gets a new single-use
 * link (only its hash kept) by SMS or e-mail, in the background (the flow has moved on whatever a
 * gateway says; a reminder sends again). Each message first takes the recipient's send budget
 * (`claimNotice`): a signer it refuses gets its turn without a link and reads as unnotified, for the
 * initiator to remind later — the flow goes on either way. Answers the flow's status after it (in
 * progress, or completed when automatic signatures finished it), null when no group is left.
 */
export async function openNextGroup(deps: Deps, log: FastifyBaseLogger, flow: q.FlowRow, known: TurnKnown = {}): Promise<number | null> {
  const signers = known.signers ?? (await q.signersOf(deps.db, flow.id));
  const next = signers.filter((s) => s.status === 'waiting').sort((a, b) => a.group_no - b.group_no)[0]?.group_no;
  if (next === undefined) return null;
  const now = deps.clock.now();
  const group = signers.filter((s) => s.group_no === next && s.status === 'waiting');
  // The initiating enterprise's automatic part gets its turn without a message: nobody is to read one.
  const automatic = (s: q.SignerRow) => s.auto_seal_id !== null && flow.application_id !== null;
  const machines = group.filter(automatic);
  await q.openGroup(deps.db, { flowId: flow.id, group: next, now, automatic: machines.map((s) => s.id) });
  const turn = { ...flow, current_group: next };
  const people = group.filter((s) => !automatic(s));
  // The initiating enterprise, read once for the turn: auto-sign's check, the notices' cap and text.
  let initiator = known.initiator;
  const initiatorNow = async () => (initiator ??= await initiatorOf(deps, flow.enterprise_id));
  let documents = known.documents;
  const signedNow = new Set<string>();
  for (const s of machines) {
    if (await autoSign(deps, log, { flow: turn, signer: { ...s, status: 'toSign' }, initiator: await initiatorNow(), documents }))
      signedNow.add(s.id);
    else people.push(s);
    // A signature made new revisions: the next one reads them.
    documents = undefined;
  }
  await notifyTurn(deps, log, turn, people, people.length ? await initiatorNow() : undefined);
  if (!signedNow.size) return inProgress;
  // Only the automatic part had this turn (nobody could sign beside it): the signers are as read, with its signatures.
  const after = people.length ? undefined : signers.map((s) => (signedNow.has(s.id) ? { ...s, status: 'signed' } : s));
  return advanceAfterSignature(deps, log, turn, { signers: after, initiator });
}

/** Links to signers whose turn came, each message taking the recipient's send budget (a refused one reads unnotified). */
async function notifyTurn(
  deps: Deps,
  log: FastifyBaseLogger,
  flow: q.FlowRow,
  signers: q.SignerRow[],
  initiator: Initiator | undefined,
): Promise<void> {
  const links: { signer: q.SignerRow; token: string; hash: string | null }[] = [];
  for (const s of signers) {
    const refused = await claimNotice(deps, flow, codeRecipientOf(deps, s).to, initiator);
    if (refused) log.warn({ signFlow: flow.id, signer: s.id, refused: refused.kind }, 'sign flow notice not sent: send budget spent');
    links.push({ signer: s, ...(refused ? { token: '', hash: null } : newLink()) });
  }
  const now = deps.clock.now();
  await q.openTurn(
    deps.db,
    links.map((l) => ({ signerId: l.signer.id, linkHash: l.hash })),
    now,
    // A signer whose message may not go was not notified: no event until a reminder reaches it.
    links.filter((l) => l.hash).map((l) => flowEvent(deps, flow, 'notified', { actor: platformActor, at: now, partyId: l.signer.id })),
  );
  for (const l of links)
    if (l.hash) sendInBackground(deps, log, await invitation(deps, { flow, signer: l.signer, token: l.token, initiator }));
}

/**
 * After a signature (a person's on the hosted page, or an automatic one): while the current group
 * has signers left nothing moves; else the next group's turn, or after the last the flow completes
 * (one winner). Answers the flow's status. `known.signers` only where no other signer could have
 * signed meanwhile (else they are read again here).
 */
export async function advanceAfterSignature(deps: Deps, log: FastifyBaseLogger, flow: q.FlowRow, known: TurnKnown = {}): Promise<number> {
  const signers = known.signers ?? (await q.signersOf(deps.db, flow.id));
  if (signers.some((s) => s.group_no === flow.current_group && s.status !== 'signed')) return inProgress;
  const opened = await openNextGroup(deps, log, flow, { signers, initiator: known.initiator });
  if (opened !== null) return opened;
  const now = deps.clock.now();
  // Completed, and its completion's work (evidence, certificate, CC notices, the callback) due at once for the job.
  const done = flowEvent(deps, flow, 'completed', { actor: platformActor, at: now });
  if (
    !(await q.moveFlow(deps.db, flow.id, [inProgress], { status: completed, finished_at: now, updated_at: now, completion_due_at: now }, [
      done,
    ]))
  )
    return inProgress;
  return completed;
}

/** CC recipients' notice of a moment (completion's from the completion job), each taking its recipient's send budget like every notice (a refused one is logged). */
export async function noticeCcs(
  deps: Deps,
  log: FastifyBaseLogger,
  flow: q.FlowRow,
  moment: 'started' | 'completed',
  ccs?: readonly q.CcRow[],
): Promise<void> {
  for (const cc of ccs ?? (await q.ccsOf(deps.db, flow.id))) {
    const refused = await claimNotice(deps, flow, codeRecipientOf(deps, cc).to);
    if (refused) {
      log.warn({ signFlow: flow.id, cc: cc.id, refused: refused.kind }, 'sign flow CC notice not sent: send budget spent');
      continue;
    }
    sendInBackground(deps, log, await ccNotice(deps, { flow, cc, moment }));
    await insertEvent(deps.db, flowEvent(deps, flow, 'ccNotified', { actor: platformActor, partyId: cc.id }));
  }
}

/** Starts a draft: at least one document and one signer, the groups numbered 1, 2, … without a gap. */
export async function startFlow(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<SignFlowDetail> {
  const flow = await flowOf(deps, caller, id);
  if (flow.status !== draft) throw new AppError('signFlowNotDraft');
  const [documents, signers] = await Promise.all([q.documentsOf(deps.db, id), q.signersOf(deps.db, id)]);
  const groups = [...new Set(signers.map((s) => s.group_no))].sort((a, b) => a - b);
  if (!documents.length || !signers.length || groups.some((g, i) => g !== i + 1)) throw new AppError('signFlowIncomplete');
  if (Number(flow.deadline_at) <= deps.clock.now()) throw new AppError('signFlowDeadlineInvalid');
  const now = deps.clock.now();
  const event = flowEvent(deps, flow, 'started', { actor: initiatorActor(deps, caller), at: now });
  if (!(await q.moveFlow(deps.db, id, [draft], { status: inProgress, started_at: now, updated_at: now }, [event])))
    throw new AppError('signFlowNotDraft');
  const started = { ...flow, status: inProgress, started_at: now };
  // The signers and documents as read above: a draft's do not change until its first group opens here.
  const status = await openNextGroup(deps, caller.log, started, { signers, documents });
  // A flow whose signers all signed automatically has completed already: its CC recipients were told that instead.
  if (status === inProgress) await noticeCcs(deps, caller.log, started, 'started');
  await log(deps, caller, flow, { key: 'signFlows.start', params: { title: flow.title } });
  return detailOf(deps, (await q.findFlow(deps.db, id))!);
}

/** Revokes a flow in progress: its links stop working at once (`acts.ts`, as the open API's revoke). */
export async function revokeFlow(deps: Deps, { caller, id, reason }: { caller: UserCaller; id: string; reason: string }) {
  await revokeInProgress(deps, { caller, flow: await flowOf(deps, caller, id), reason });
  return detailOf(deps, (await q.findFlow(deps.db, id))!);
}

/** Moves a flow in progress's deadline later (`acts.ts`, as the open API's extend). */
export async function extendFlow(deps: Deps, { caller, id, deadlineAt }: { caller: UserCaller; id: string; deadlineAt: number }) {
  await extendDeadline(deps, { caller, flow: await flowOf(deps, caller, id), deadlineAt });
  return detailOf(deps, (await q.findFlow(deps.db, id))!);
}

/** A new link to a signer whose turn it is, at most once an hour per signer (`acts.ts`, as the open API's urge). */
export async function remindSigner(deps: Deps, { caller, id, signerId }: { caller: UserCaller; id: string; signerId: string }) {
  await urgeSigner(deps, { caller, flow: await flowOf(deps, caller, id), signerId });
  return detailOf(deps, (await q.findFlow(deps.db, id))!);
}

// The flow's end callback lives with the other callbacks; its callers import it from here.
export { flowEnded } from './callbacks.js';
