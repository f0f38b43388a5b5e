import { createHash } from 'node:crypto';
import { type SignFlowDetail, signFlowRules, signFlowStatus } from '@console/contract';
import type { FastifyBaseLogger } from 'fastify';
import { writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { messageTime, sendInBackground, sendNow } from '../../platform/delivery.js';
import { AppError, notFound } from '../../platform/errors.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import { maskName } from '../../platform/personal-data.js';
import { tenantOf } from '../../platform/tenant.js';
import { enqueueCallback } from '../apps/index.js';
import { depositEvidence } from '../evidence/index.js';
import { checkDeadline } from './draft.js';
import { claimNotice, codeRecipientOf, invitation, newLink, noticeRefusalError } from './notify.js';
import * as q from './queries.js';
import { detailOf, summaryOf } from './view.js';

const { draft, inProgress, completed, revoked, expired } = signFlowStatus;

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

async function flowOf(deps: Deps, caller: UserCaller, id: string): Promise<q.FlowRow> {
  const flow = await q.findOfTenant(deps.db, tenantOf(caller.user), id);
  if (!flow) throw notFound();
  return flow;
}

/**
 * Gives the next order group with signers left its turn: each of its signers gets a new single-use
 * link (only its hash kept) by SMS or e-mail, in the background (the flow has moved on whatever a
 * gateway says; a reminder sends again). Each message first takes the recipient's send budget
 * (`claimNotice`): a signer it refuses gets its turn without a link and reads as unnotified, for the
 * initiator to remind later — the flow goes on either way. Answers false when no group is left.
 */
export async function openNextGroup(deps: Deps, log: FastifyBaseLogger, flow: q.FlowRow): Promise<boolean> {
  const signers = await q.signersOf(deps.db, flow.id);
  const next = signers.filter((s) => s.status === 'waiting').sort((a, b) => a.group_no - b.group_no)[0]?.group_no;
  if (next === undefined) return false;
  const now = deps.clock.now();
  const group = signers.filter((s) => s.group_no === next && s.status === 'waiting');
  const links: { signer: q.SignerRow; token: string; hash: string | null }[] = [];
  for (const s of group) {
    const refused = await claimNotice(deps, flow, codeRecipientOf(deps, s).to);
    if (refused) log.warn({ signFlow: flow.id, signer: s.id, refused: refused.kind }, 'sign flow notice not sent: send budget spent');
    links.push({ signer: s, ...(refused ? { token: '', hash: null } : newLink()) });
  }
  await q.moveFlow(deps.db, flow.id, [inProgress], { current_group: next, updated_at: now });
  await q.openTurn(
    deps.db,
    links.map((l) => ({ signerId: l.signer.id, linkHash: l.hash })),
    now,
  );
  for (const l of links) if (l.hash) sendInBackground(deps, log, await invitation(deps, { flow, signer: l.signer, token: l.token }));
  return true;
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
  if (!(await q.moveFlow(deps.db, id, [draft], { status: inProgress, started_at: now, updated_at: now })))
    throw new AppError('signFlowNotDraft');
  const started = { ...flow, status: inProgress, started_at: now };
  await openNextGroup(deps, caller.log, started);
  await log(deps, caller, flow, { key: 'signFlows.start', params: { title: flow.title } });
  return detailOf(deps, (await q.findFlow(deps.db, id))!);
}

export async function listFlows(
  deps: Deps,
  { caller, after, pageSize, ...filter }: { caller: UserCaller; after?: string; pageSize: number; status?: string },
) {
  const tenant = tenantOf(caller.user);
  const status = filter.status === undefined ? undefined : Number(filter.status);
  const scope = { tenant, status: status ?? null };
  const position = listPosition(q.listOrder, { scope, after, pageSize, lang: caller.lang });
  const [rows, total] = await Promise.all([q.pageOfTenant(deps.db, tenant, status, position), q.countOfTenant(deps.db, tenant, status)]);
  return pageFrom(q.listOrder, { scope, pageSize, rows, total, view: summaryOf });
}

export async function flowDetail(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<SignFlowDetail> {
  return detailOf(deps, await flowOf(deps, caller, id));
}

/** Revokes a flow in progress: its links stop working at once. */
export async function revokeFlow(deps: Deps, { caller, id, reason }: { caller: UserCaller; id: string; reason: string }) {
  const flow = await flowOf(deps, caller, id);
  const now = deps.clock.now();
  if (!(await q.moveFlow(deps.db, id, [inProgress], { status: revoked, finished_at: now, end_reason: reason, updated_at: now })))
    throw new AppError('signFlowNotInProgress');
  await q.dropLinks(deps.db, id);
  await log(deps, caller, flow, { key: 'signFlows.revoke', params: { title: flow.title, reason } });
  await flowEnded(deps, { ...flow, status: revoked }, 'revoked');
  return detailOf(deps, (await q.findFlow(deps.db, id))!);
}

export async function extendFlow(deps: Deps, { caller, id, deadlineAt }: { caller: UserCaller; id: string; deadlineAt: number }) {
  const flow = await flowOf(deps, caller, id);
  checkDeadline(deps, deadlineAt, caller.lang);
  if (deadlineAt <= Number(flow.deadline_at)) throw new AppError('signFlowDeadlineInvalid');
  if (!(await q.moveFlow(deps.db, id, [inProgress], { deadline_at: deadlineAt, updated_at: deps.clock.now() })))
    throw new AppError('signFlowNotInProgress');
  await log(deps, caller, flow, { key: 'signFlows.extend', params: { title: flow.title, deadline: messageTime(deadlineAt) } });
  return detailOf(deps, (await q.findFlow(deps.db, id))!);
}

function remindTooSoon(signer: q.SignerRow, now: number): AppError {
  const wait = Number(signer.reminded_at ?? now) + signFlowRules.remindEveryMs - now;
  return new AppError('signFlowRemindTooSoon', { minutes: Math.max(1, Math.ceil(wait / 60_000)) });
}

/** A new link to a signer whose turn it is (the old one stops working), at most once an hour per signer. */
export async function remindSigner(deps: Deps, { caller, id, signerId }: { caller: UserCaller; id: string; signerId: string }) {
  const flow = await flowOf(deps, caller, id);
  if (flow.status !== inProgress) throw new AppError('signFlowNotInProgress');
  const signer = (await q.signersOf(deps.db, id)).find((s) => s.id === signerId);
  if (!signer) throw notFound();
  if (signer.status !== 'toSign') throw new AppError('signFlowSignerNotDue');
  const now = deps.clock.now();
  const link = newLink();
  // Refused for a reminder too soon before any send slot is taken; the conditional update below decides a race.
  if (signer.reminded_at !== null && Number(signer.reminded_at) > now - signFlowRules.remindEveryMs) throw remindTooSoon(signer, now);
  const refused = await claimNotice(deps, flow, codeRecipientOf(deps, signer).to);
  if (refused) throw noticeRefusalError(refused, maskName(deps.cipher.decrypt(signer.name_cipher)));
  if (!(await q.remindSigner(deps.db, { signerId, linkHash: link.hash, now, notBefore: now - signFlowRules.remindEveryMs }))) {
    throw remindTooSoon(
      (await q.signersOf(deps.db, id)).find((s) => s.id === signerId)!,
      now,
    );
  }
  await sendNow(deps, caller.log, await invitation(deps, { flow, signer, token: link.token }));
  await log(deps, caller, flow, { key: 'signFlows.remind', params: { title: flow.title } });
  return detailOf(deps, (await q.findFlow(deps.db, id))!);
}

/**
 * What every end of a flow does: a flow created through the open API tells its application (the
 * signed, retried callback ledger); a completed flow's signing events go into the evidence deposit
 * (anchored by the minute's Merkle batch), its code kept on the flow.
 */
export async function flowEnded(deps: Deps, flow: q.FlowRow, outcome: 'completed' | 'revoked' | 'expired' | 'rejected'): Promise<void> {
  if (outcome === 'completed') {
    const [documents, signers] = await Promise.all([q.documentsOf(deps.db, flow.id), q.signersOf(deps.db, flow.id)]);
    const hashes = documents.map((d) => `${d.id}:${d.sha256}`).join('\n');
    const deposit = await depositEvidence(deps, {
      kind: 2,
      title: flow.title.slice(0, 100),
      fileHash: createHash('sha256').update(hashes).digest('hex'),
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
    await q.moveFlow(deps.db, flow.id, [completed], { evidence_code: deposit.verification_code, updated_at: deps.clock.now() });
  }
  if (flow.application_id)
    await enqueueCallback(deps, { applicationId: flow.application_id, event: `signFlow.${outcome}`, payload: { signFlowId: flow.id } });
}

/** The expiry job: flows in progress past their deadline expire (one winner per flow), their links dead. */
export async function expireDueFlows(deps: Deps): Promise<number> {
  let count = 0;
  for (;;) {
    const now = deps.clock.now();
    const due = await q.duePastDeadline(deps.db, now, 100);
    for (const { id } of due) {
      if (!(await q.moveFlow(deps.db, id, [inProgress], { status: expired, finished_at: now, updated_at: now }))) continue;
      await q.dropLinks(deps.db, id);
      await flowEnded(deps, (await q.findFlow(deps.db, id))!, 'expired');
      count++;
    }
    if (due.length < 100) return count;
  }
}
