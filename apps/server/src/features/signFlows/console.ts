import { type SignFlowConsoleDetail, type SignFlowInboxItem, signFlowStatus } from '@console/contract';
import type { OperatorCaller, UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import { maskName } from '../../platform/personal-data.js';
import { readSealedFile } from '../../platform/sealed-files.js';
import { tenantOf } from '../../platform/tenant.js';
import { accountNamesOf } from '../account/index.js';
import { enterpriseNamesOf } from '../enterprise/index.js';
import { completionCertificateOf } from './certificate.js';
import * as c from './console-queries.js';
import * as q from './queries.js';
import { contactOfAccount, enterpriseNameOf } from './parties.js';
import { emailHash } from './recipients.js';
import { eventsPageOf } from './events.js';
import * as cq from './completion-queries.js';
import { detailOf, summaryOf } from './view.js';

/**
 * The console's reading of sign flows. The module catalogue's rule: a member sees the flows it
 * started or must sign (or is copied on), the master and administrators all of their enterprise's; a
 * person in its own space its own. Anyone else's flow is not found. Only the initiator's side acts
 * on a flow (revoke, extend, remind: lifecycle.ts, by the tenant).
 */

/** The master and administrators of an enterprise read all its flows; a member its own. */
function startedScope(caller: UserCaller): c.StartedScope {
  const ctx = caller.user.context;
  const manages = ctx.kind === 'enterprise' && (ctx.isMaster || ctx.isAdmin);
  return { tenant: tenantOf(caller.user), userId: ctx.kind === 'enterprise' && !manages ? caller.user.userId : null };
}

/** The flows the caller's side started, newest first, optionally of one status. */
export async function listStarted(
  deps: Deps,
  { caller, after, pageSize, ...filter }: { caller: UserCaller; after?: string; pageSize: number; status?: string },
) {
  const scope = startedScope(caller);
  const status = filter.status === undefined ? undefined : Number(filter.status);
  const binding = { tenant: scope.tenant, userId: scope.userId, status: status ?? null };
  const position = listPosition(c.startedOrder, { scope: binding, after, pageSize, lang: caller.lang });
  const [rows, total] = await Promise.all([c.startedPage(deps.db, scope, status, position), c.startedCount(deps.db, scope, status)]);
  return pageFrom(c.startedOrder, { scope: binding, pageSize, rows, total, view: summaryOf });
}

type InboxRow = Awaited<ReturnType<typeof c.waitingPage>>[number] | Awaited<ReturnType<typeof c.copiedPage>>[number];

/** The initiators of a page of flows, by their owners: enterprises' names and accounts' names, one read each. */
async function initiatorsOf(deps: Deps, rows: readonly InboxRow[]) {
  const [enterprises, accounts] = await Promise.all([
    enterpriseNamesOf(deps, { enterpriseIds: rows.flatMap((r) => (r.flow_enterprise_id ? [r.flow_enterprise_id] : [])) }),
    accountNamesOf(deps, { userIds: rows.flatMap((r) => (r.flow_enterprise_id ? [] : [r.flow_user_id])) }),
  ]);
  return { enterprises, accounts };
}

const inboxItem = (row: InboxRow, names: Awaited<ReturnType<typeof initiatorsOf>>): SignFlowInboxItem => ({
  id: row.flow_id,
  title: row.title,
  status: row.flow_status as SignFlowInboxItem['status'],
  deadlineAt: Number(row.deadline_at),
  createdAt: Number(row.flow_created_at),
  finishedAt: row.finished_at === null ? null : Number(row.finished_at),
  initiator: row.flow_enterprise_id
    ? (names.enterprises.get(row.flow_enterprise_id)?.name ?? '')
    : maskName(names.accounts.get(row.flow_user_id) ?? ''),
  signerId: 'status' in row ? row.id : null,
  signerStatus: 'status' in row ? (row.status as SignFlowInboxItem['signerStatus']) : null,
});

/**
 * How the caller is named in flows: its account's phone and e-mail hashes. An account without one is
 * matched by no row on that side: '' is no keyed hash (the same queries, the same plans).
 */
export async function recipientOf(deps: Deps, userId: string): Promise<c.Recipient> {
  const contact = await contactOfAccount(deps, userId);
  return { phoneHash: contact.phoneHash ?? '', emailHash: contact.email ? emailHash(deps, contact.email) : '' };
}

/** The flows waiting for the caller's signature: signers whose phone (or, naming none, e-mail) is its account's, to sign unless another status is asked. */
export async function listWaiting(
  deps: Deps,
  { caller, after, pageSize, signerStatus = 'toSign' }: { caller: UserCaller; after?: string; pageSize: number; signerStatus?: string },
) {
  const me = await recipientOf(deps, caller.user.userId);
  const scope = { userId: caller.user.userId, signerStatus };
  const position = listPosition(c.waitingOrder, { scope, after, pageSize, lang: caller.lang });
  const [rows, total] = await Promise.all([c.waitingPage(deps.db, me, signerStatus, position), c.waitingCount(deps.db, me, signerStatus)]);
  const names = await initiatorsOf(deps, rows.slice(0, pageSize));
  return pageFrom(c.waitingOrder, { scope, pageSize, rows, total, view: (r) => inboxItem(r, names) });
}

/** The started flows copied to the caller (a CC recipient whose phone is its account's). */
export async function listCopied(deps: Deps, { caller, after, pageSize }: { caller: UserCaller; after?: string; pageSize: number }) {
  const me = await recipientOf(deps, caller.user.userId);
  const scope = { userId: caller.user.userId };
  const position = listPosition(c.copiedOrder, { scope, after, pageSize, lang: caller.lang });
  const [rows, total] = await Promise.all([c.copiedPage(deps.db, me, position), c.copiedCount(deps.db, me)]);
  const names = await initiatorsOf(deps, rows.slice(0, pageSize));
  return pageFrom(c.copiedOrder, { scope, pageSize, rows, total, view: (r) => inboxItem(r, names) });
}

/** A flow the caller may read, and how it takes part; anyone else's answers not found. */
async function readable(deps: Deps, caller: UserCaller, id: string): Promise<{ flow: q.FlowRow; viewer: SignFlowConsoleDetail['viewer'] }> {
  const own = await c.startedFlow(deps.db, startedScope(caller), id);
  if (own) return { flow: own, viewer: 'initiator' };
  const me = await recipientOf(deps, caller.user.userId);
  const flow = me.phoneHash || me.emailHash ? await q.findFlow(deps.db, id) : undefined;
  // A draft is nobody's business but its initiator's.
  const part = flow && flow.status !== 0 ? await c.partOf(deps.db, id, me) : null;
  if (!flow || !part) throw notFound();
  return { flow, viewer: part };
}

/** A flow's detail with its timeline, for its initiator's side, its signers and its CC recipients. */
export async function consoleDetail(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<SignFlowConsoleDetail> {
  const { flow, viewer } = await readable(deps, caller, id);
  const [detail, report, signNowSignerId] = await Promise.all([
    detailOf(deps, flow),
    flow.status === 2 ? cq.reportOf(deps.db, id) : undefined,
    mySignerDue(deps, caller, flow),
  ]);
  return { ...detail, viewer, certificate: flow.status !== 2 ? 'none' : report ? 'ready' : 'preparing', signNowSignerId };
}

/**
 * The reader's own signer row whose turn it is (`namesMe`, as `signNowLink` matches it), for the
 * detail's "sign now"; null when none or the flow is not in progress. An initiator may be a signer of its own flow too.
 */
async function mySignerDue(deps: Deps, caller: UserCaller, flow: q.FlowRow): Promise<string | null> {
  if (flow.status !== signFlowStatus.inProgress) return null;
  const [me, signers] = await Promise.all([recipientOf(deps, caller.user.userId), q.signersOf(deps.db, flow.id)]);
  return signers.find((s) => s.status === 'toSign' && namesMe(s, me))?.id ?? null;
}

/** Whether a signer row names the reader as the hosted page matches signers: its phone, or, naming no phone, its e-mail. */
export function namesMe(s: Pick<q.SignerRow, 'phone_hash' | 'email_hash'>, me: c.Recipient): boolean {
  return s.phone_hash !== null
    ? me.phoneHash !== '' && s.phone_hash === me.phoneHash
    : me.emailHash !== '' && s.email_hash === me.emailHash;
}

/** A readable flow's events, oldest first (its timeline), keyset-paged. */
export async function consoleEvents(
  deps: Deps,
  { caller, id, after, pageSize }: { caller: UserCaller; id: string; after?: string | undefined; pageSize: number },
) {
  const { flow } = await readable(deps, caller, id);
  return eventsPageOf(deps, { flowId: flow.id, after, pageSize, lang: caller.lang });
}

/** One of a readable flow's documents as it stands: the latest signed revision, else the original. */
export async function consoleDocument(deps: Deps, { caller, id, documentId }: { caller: UserCaller; id: string; documentId: string }) {
  const { flow } = await readable(deps, caller, id);
  const doc = (await q.documentsOf(deps.db, flow.id)).find((d) => d.id === documentId);
  if (!doc) throw notFound();
  return { bytes: await readSealedFile(deps, doc.signed_path ?? doc.file_path), name: doc.name };
}

/** A readable flow's completion certificate (签署报告): for its initiator's side, signers and CC recipients; none before completion. */
export async function consoleCertificate(deps: Deps, { caller, id }: { caller: UserCaller; id: string }) {
  const { flow } = await readable(deps, caller, id);
  const file = await completionCertificateOf(deps, flow);
  // Completed, its certificate not made yet: the completion job is at it (a moment after the last signature).
  if (!file && flow.status === 2) throw new AppError('signFlowCertificatePreparing');
  if (!file) throw notFound();
  return file;
}

/** The back office's support view: who started it, how many documents and signers, its timeline — never a document. */
export async function supportFind(deps: Deps, { id }: { caller: OperatorCaller; id: string }) {
  const flow = await q.findFlow(deps.db, id);
  if (!flow) throw notFound();
  const [documents, signers, enterpriseName] = await Promise.all([
    q.documentsOf(deps.db, id),
    q.signersOf(deps.db, id),
    flow.enterprise_id ? enterpriseNameOf(deps, flow.enterprise_id) : null,
  ]);
  return {
    ...summaryOf(flow),
    enterpriseId: flow.enterprise_id,
    enterpriseName,
    applicationId: flow.application_id,
    documents: documents.length,
    signers: signers.length,
    endReason: flow.end_reason,
  };
}

/** The back office's events view of a flow: its events only, never a document. */
export async function supportEvents(
  deps: Deps,
  { caller, id, after, pageSize }: { caller: OperatorCaller; id: string; after?: string | undefined; pageSize: number },
) {
  const flow = await q.findFlow(deps.db, id);
  if (!flow) throw notFound();
  return eventsPageOf(deps, { flowId: flow.id, after, pageSize, lang: caller.lang });
}
