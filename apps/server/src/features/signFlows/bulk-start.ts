import { signFlowStatus } from '@console/contract';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { Deps } from '../../platform/context.js';
import { sendInBackground } from '../../platform/delivery.js';
import { fieldError } from '../../platform/errors.js';
import { storeSealedFile } from '../../platform/sealed-files.js';
import { yieldToRequests } from '../../platform/workers.js';
import { checkDeadline, checkSignerContact, documentRow, newFlowRow, signerRows } from './draft.js';
import { type Actor, flowEvent, platformActor } from './events.js';
import type { NewEvent } from './event-queries.js';
import { type Log, type NoticeRefusal, claimNotice, codeRecipientOf, invitation, newLink } from './notify.js';
import type { PreparedFlow } from './prepared.js';
import * as bq from './bulk-start-queries.js';
import * as q from './queries.js';
import { summaryOf } from './view.js';

/**
 * Flows started in bulk (templates' bulk send). A row's flow is checked and its
 * document stored first (`prepareStartedFlow`: the slow part, no lock held), then written already
 * started — the flow, its document, signers, fields and its created and started events — in the
 * caller's transaction (`insertStartedFlow`), beside the caller's own record of the row, so the row
 * is whole or absent. Its first group gets its turn without a link: the notices go afterwards
 * (`notifyFirstSigners`), each within its recipient's send budget; one refused stays due and is
 * retried later by the caller's job (decision 45), never dropped.
 */

export interface StartedFlowRows {
  flow: q.FlowRow;
  document: q.DocumentRow;
  signers: Awaited<ReturnType<typeof signerRows>>[];
  events: NewEvent[];
}

/** Checks a prepared flow as `createPreparedDraft` does, stores its document and answers its rows, started. */
export async function prepareStartedFlow(deps: Deps, o: PreparedFlow): Promise<StartedFlowRows> {
  const { lang } = o;
  checkDeadline(deps, o.deadlineAt, lang);
  o.signers.forEach((s, i) => checkSignerContact(s, o.at(i), lang));
  const groups = new Set(o.signers.map((s) => s.group));
  for (let g = 1; g <= Math.max(...groups); g++) {
    if (groups.has(g)) continue;
    throw fieldError('signFlowGroupEmpty', `${o.at(o.signers.findIndex((s) => s.group > g))}group`, lang, { group: g });
  }
  const now = deps.clock.now();
  const draft = newFlowRow(deps, { ...o.origin, title: o.title, message: o.message, deadlineAt: o.deadlineAt });
  const flow: q.FlowRow = { ...draft, status: signFlowStatus.inProgress, current_group: 1, started_at: now, updated_at: now };
  const doc = documentRow(deps, { flow, bytes: o.document.bytes, pages: o.document.pages, fileName: o.document.fileName });
  const pdfs = new Map([[doc.id, o.document.bytes]]);
  const sizes = new Map(o.document.pageSizes ? [[doc.id, o.document.pageSizes]] : []);
  const signers: StartedFlowRows['signers'] = [];
  for (const [i, s] of o.signers.entries()) {
    // A signer's own fill-in fields travel with it when the prepared flow has them (kept as the draft keeps them).
    const { fills, ...signer } = s as typeof s & { fills?: unknown[] };
    const input = { ...signer, fields: s.fields.map((f) => ({ ...f, documentId: doc.id })) };
    const rows = await signerRows(deps, { flow, input, documents: [doc], lang, at: o.at(i), pdfs, sizes });
    if (fills?.length) Object.assign(rows.signer, { fill_fields: JSON.stringify(fills) });
    // The first group's turn is open from the start; its notice follows the commit.
    if (s.group === 1) Object.assign(rows.signer, { status: 'toSign' });
    signers.push(rows);
  }
  const actor: Actor = { actor_kind: 'initiator', actor: null, ip: null };
  const events = [flowEvent(deps, flow, 'created', { actor, at: now }), flowEvent(deps, flow, 'started', { actor, at: now })];
  // The file goes first: a row that fails after this leaves an unreferenced sealed file, never a flow without its file.
  const filePath = await storeSealedFile(deps, { folder: 'sign-flows', id: doc.id, bytes: o.document.bytes });
  return { flow, document: { ...doc, file_path: filePath }, signers, events };
}

/** Writes a started flow's rows inside the caller's transaction (`trx`). */
export async function insertStartedFlow(trx: Db, rows: StartedFlowRows): Promise<void> {
  await bq.insertStarted(trx, rows);
}

const retryMs = (r: NoticeRefusal) => (r.kind === 'tooSoon' ? r.seconds * 1000 : r.kind === 'recipient' ? r.minutes * 60_000 : 60 * 60_000);

/**
 * Sends the notice to each signer of the flow's current group who has its turn but no link yet,
 * each taking its recipient's send budget first (`claimNotice`, as every turn notice). A link is
 * given once (a conditional update: of two runners, one sends). Answers how many are still
 * waiting for their budget and when to try again (null when none is).
 */
export async function notifyFirstSigners(deps: Deps, log: Log, flowId: string): Promise<{ pending: number; retryAt: number | null }> {
  const flow = await q.findFlow(deps.db, flowId);
  if (!flow || flow.status !== signFlowStatus.inProgress) return { pending: 0, retryAt: null };
  const signers = (await q.signersOf(deps.db, flowId)).filter(
    (s) => s.group_no === flow.current_group && s.status === 'toSign' && s.link_hash === null,
  );
  let retryAt: number | null = null;
  let pending = 0;
  for (const s of signers) {
    const refused = await claimNotice(deps, flow, codeRecipientOf(deps, s).to);
    const now = deps.clock.now();
    if (refused) {
      pending++;
      retryAt = Math.min(retryAt ?? Infinity, now + retryMs(refused));
      continue;
    }
    // The budget taken, the link given and the message written are separate stretches on SQLite (a bulk send's rows, decision 52).
    await yieldToRequests();
    const link = newLink();
    const event = flowEvent(deps, flow, 'notified', { actor: platformActor, at: now, partyId: s.id });
    const given = await bq.giveFirstLink(deps.db, { signerId: s.id, linkHash: link.hash, now, event });
    if (!given) continue;
    await yieldToRequests();
    sendInBackground(deps, log, await invitation(deps, { flow, signer: s, token: link.token }));
  }
  return { pending, retryAt };
}

/** Flows by status among `flowIds` (a subquery of the caller's rows), counted by the database. */
export async function countFlowsByStatus(
  db: Db,
  flowIds: SelectQueryBuilder<Database, keyof Database, { flow_id: string }>,
): Promise<Map<number, number>> {
  return new Map((await bq.countByStatus(db, flowIds)).map((r) => [Number(r.status), Number(r.n)]));
}

/** The summaries of the given flows (a page of a caller's list), by id. */
export async function flowSummaries(db: Db, ids: readonly string[]) {
  if (!ids.length) return new Map<string, ReturnType<typeof summaryOf>>();
  return new Map((await bq.flowsByIds(db, ids)).map((r) => [r.id, summaryOf(r)]));
}
