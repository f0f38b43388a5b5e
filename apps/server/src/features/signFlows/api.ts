import type { z } from 'zod';
import { type SignFlowApiCreate, type signFlowApiFlowSchema, type signFlowApiSignUrlSchema, signFlowStatus } from '@console/contract';
import { translate } from '@console/phrases';
import { writeOperationLog } from '../../platform/audit.js';
import type { AppCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { phoneHash, sealPhone } from '../../platform/personal-data.js';
import { authorizedSubscriptions } from '../apps/index.js';
import { type MeteredApp, meterCall, subscriptionForCall } from '../services/index.js';
import { checkDeadline, checkSignerContact, documentRow, judgePdf, newFlowRow, signerRows } from './draft.js';
import { openNextGroup } from './lifecycle.js';
import { linkOf, newLink } from './notify.js';
import * as q from './queries.js';
import { enterpriseNameOf } from './parties.js';
import { extendDeadline, revokeInProgress, urgeSigner } from './acts.js';
import { emailHash } from './recipients.js';
import { type KnownRows, detailOf } from './view.js';
import { storeSealedFile } from '../../platform/sealed-files.js';
import { applicationActor, flowEvent } from './events.js';

/**
 * Sign flows in the open API. A flow an application creates carries its `application_id`, its
 * enterprise as the tenant and the application's owner as the initiator; every other call finds it
 * by the application and its enterprise together, so another application's or enterprise's flow id
 * answers not found. Only `start` is metered (service `signFlow`, one unit per started flow): the
 * unit is taken after the flow moved to in progress and before any signer hears of it, and a
 * refused unit moves it back to draft — a refused call costs nothing and starts nothing.
 */

type FlowAnswer = z.input<typeof signFlowApiFlowSchema>;
const { draft, inProgress } = signFlowStatus;

const meteredApp = (caller: AppCaller): MeteredApp => ({
  applicationId: caller.app.applicationId,
  enterpriseId: caller.app.enterpriseId,
  userId: caller.app.userId,
  sandbox: caller.app.environment === 'sandbox',
});

/** The application's flow, else not found. */
export async function flowOfApp(deps: Deps, caller: AppCaller, id: string): Promise<q.FlowRow> {
  const flow = await q.findOfApplication(deps.db, caller.app, id);
  if (!flow) throw notFound();
  return flow;
}

const answer = async (deps: Deps, caller: AppCaller, flow: q.FlowRow, known?: KnownRows): Promise<FlowAnswer> => ({
  ...(await detailOf(deps, flow, known)),
  requestId: caller.app.requestId,
});

const reread = async (deps: Deps, caller: AppCaller, id: string) => answer(deps, caller, (await q.findFlow(deps.db, id))!);

async function log(deps: Deps, caller: AppCaller, flow: q.FlowRow, phrase: Parameters<typeof writeOperationLog>[1]['phrase']) {
  await writeOperationLog(deps, {
    userId: caller.app.userId,
    enterpriseId: flow.enterprise_id,
    service: 'signFlows',
    action: `api:${phrase.key.split('.')[1]!}`,
    phrase,
    content: `sign flow ${flow.id} (app ${caller.app.appId})`,
    ip: caller.ip,
    device: caller.userAgent,
  });
}

/** Order groups numbered 1, 2, … without a gap: a missing group is named at the first signer after it. */
function checkGroups(input: SignFlowApiCreate, lang: AppCaller['lang']): void {
  const groups = new Set(input.signers.map((s) => s.group));
  const top = Math.max(...groups);
  for (let g = 1; g <= top; g++) {
    if (groups.has(g)) continue;
    const at = input.signers.findIndex((s) => s.group > g);
    throw fieldError('signFlowGroupEmpty', `signers.${at}.group`, lang, { group: g });
  }
}

/**
 * `signFlow/create`: a draft with its PDFs (inline base64, as `sign/pdf`), its signers and their
 * fields, its CC recipients. Everything is checked first — the deadline, each PDF by content, each
 * signer's contact, the order groups, each field against its page or keyword — and a refusal names
 * the input (`documents.0.pdf`, `signers.1.fields.0.x`, …) and writes nothing. Free: the unit is
 * taken when the flow starts.
 */
export async function apiCreateFlow(deps: Deps, { caller, ...input }: SignFlowApiCreate & { caller: AppCaller }): Promise<FlowAnswer> {
  const { lang } = caller;
  checkDeadline(deps, input.deadlineAt, lang);
  input.signers.forEach((s, i) => checkSignerContact(s, `signers.${i}.`, lang));
  checkGroups(input, lang);
  const flow = newFlowRow(deps, {
    enterpriseId: caller.app.enterpriseId,
    userId: caller.app.userId,
    applicationId: caller.app.applicationId,
    title: input.title,
    message: input.message,
    deadlineAt: input.deadlineAt,
  });
  const pdfs = new Map<string, Buffer>();
  const documents: q.DocumentRow[] = [];
  for (const [i, d] of input.documents.entries()) {
    const bytes = Buffer.from(d.pdf, 'base64');
    const pages = await judgePdf(bytes, `documents.${i}.pdf`, lang);
    const row = documentRow(deps, { flow, bytes, pages: pages.length, fileName: d.fileName });
    documents.push(row);
    pdfs.set(row.id, bytes);
  }
  const signers: Awaited<ReturnType<typeof signerRows>>[] = [];
  for (const [k, s] of input.signers.entries()) {
    const fields = s.fields.map(({ document, ...f }, i) => {
      const doc = documents[document];
      if (!doc)
        throw fieldError('signFlowFieldInvalid', `signers.${k}.fields.${i}.document`, lang, {
          problem: translate(lang, 'signFlows.fieldProblem.document'),
        });
      return { ...f, documentId: doc.id };
    });
    const rows = await signerRows(deps, { flow, input: { ...s, fields }, documents, lang, at: `signers.${k}.`, pdfs });
    if (s.autoSealId) {
      // Only the application's own enterprise signs automatically (autoSign checks the seal's authorization at the turn).
      if (s.kind !== 'enterprise' || s.enterpriseName !== (await enterpriseNameOf(deps, caller.app.enterpriseId)))
        throw fieldError('signFlowAutoSignNotOwn', `signers.${k}.autoSealId`, lang);
      rows.signer = { ...rows.signer, auto_seal_id: s.autoSealId };
    }
    signers.push(rows);
  }
  const ccs = input.ccs.map((c) => ({
    id: newId(deps.clock.now()),
    flow_id: flow.id,
    enterprise_id: flow.enterprise_id,
    user_id: flow.user_id,
    name_cipher: deps.cipher.encrypt(c.name),
    phone_cipher: c.phone ? sealPhone(deps, c.phone) : null,
    // Keyed hash of the phone: the CC'd person finds the flow in their list (0055).
    phone_hash: c.phone ? phoneHash(deps, c.phone) : null,
    email_cipher: c.email ? deps.cipher.encrypt(c.email) : null,
    email_hash: c.email ? emailHash(deps, c.email) : null,
    language: c.language,
    created_at: deps.clock.now(),
  }));
  // The files first, then every row in one transaction (a statement per table).
  for (const d of documents) d.file_path = await storeSealedFile(deps, { folder: 'sign-flows', id: d.id, bytes: pdfs.get(d.id)! });
  await q.insertDraft(deps.db, {
    flow,
    events: [flowEvent(deps, flow, 'created', { actor: applicationActor(caller), at: flow.created_at })],
    documents,
    signers: signers.map((s) => s.signer),
    fields: signers.flatMap((s) => s.fields),
    ccs,
  });
  await log(deps, caller, flow, { key: 'signFlows.create', params: { title: flow.title } });
  // The answer from the rows just written, in the order the reads give them (ids are time-ordered UUIDv7).
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  // A new signer's columns the draft does not set (its database defaults).
  const unwritten = {
    proof_hash: null,
    proven_by: null,
    proven_user_id: null,
    proven_at: null,
    opened_at: null,
    fill_fields: null,
    fill_values_cipher: null,
  };
  return answer(deps, caller, flow, {
    documents: [...documents].sort((a, b) => Number(a.created_at) - Number(b.created_at) || byId(a, b)),
    signers: signers
      .map((s): q.SignerRow => ({ ...unwritten, auto_seal_id: null, ...s.signer }))
      .sort((a, b) => a.group_no - b.group_no || byId(a, b)),
    fields: signers.flatMap((s) => s.fields).sort((a, b) => (a.signer_id < b.signer_id ? -1 : a.signer_id > b.signer_id ? 1 : byId(a, b))),
    ccs: ccs.sort(byId),
  });
}

/** `signFlow/start` (metered): the checks, the subscription, the move to in progress, the unit, then the first group's links. */
export async function apiStartFlow(deps: Deps, { caller, signFlowId }: { caller: AppCaller; signFlowId: string }): Promise<FlowAnswer> {
  const flow = await flowOfApp(deps, caller, signFlowId);
  if (flow.status !== draft) throw new AppError('signFlowNotDraft');
  const [documents, signers] = await Promise.all([q.documentsOf(deps.db, flow.id), q.signersOf(deps.db, flow.id)]);
  const groups = [...new Set(signers.map((s) => s.group_no))].sort((a, b) => a - b);
  if (!documents.length || !signers.length || groups.some((g, i) => g !== i + 1)) throw new AppError('signFlowIncomplete');
  if (Number(flow.deadline_at) <= deps.clock.now()) throw new AppError('signFlowDeadlineInvalid');
  const app = meteredApp(caller);
  const subscriptionId = await subscriptionForCall(deps, {
    app,
    authorized: await authorizedSubscriptions(deps, caller.app),
    service: 'signFlow',
  });
  const now = deps.clock.now();
  const startedEvent = flowEvent(deps, flow, 'started', { actor: applicationActor(caller), at: now });
  if (!(await q.moveFlow(deps.db, flow.id, [draft], { status: inProgress, started_at: now, updated_at: now }, [startedEvent])))
    throw new AppError('signFlowNotDraft');
  try {
    await meterCall(deps, { app, subscriptionId, service: 'signFlow', requestId: caller.app.requestId, outcome: 'pass', log: caller.log });
  } catch (error) {
    // The last unit went to another call meanwhile: the flow is a draft again and nobody was told.
    // The start did not happen: neither does its event (the draft may be started again).
    await q.unstart(deps.db, { id: flow.id, eventId: startedEvent.id, now: deps.clock.now() });
    throw error;
  }
  const started = { ...flow, status: inProgress, started_at: now, updated_at: now };
  // The signers and documents as read above: a draft's do not change until its first group opens here.
  const status = await openNextGroup(deps, caller.log, started, { signers, documents });
  await log(deps, caller, flow, { key: 'signFlows.start', params: { title: flow.title } });
  // In progress, the flow shows what this start wrote (read again only when automatic signatures ended it).
  const shown = status === inProgress ? started : (await q.findFlow(deps.db, flow.id))!;
  // The documents as read above: signing adds revisions, not what the answer shows of them.
  return answer(deps, caller, shown, { documents });
}

export async function apiGetFlow(deps: Deps, { caller, signFlowId }: { caller: AppCaller; signFlowId: string }): Promise<FlowAnswer> {
  return answer(deps, caller, await flowOfApp(deps, caller, signFlowId));
}

/** `signFlow/revoke`: a flow in progress ends revoked, its links dead; the application hears `signFlow.revoked` (`acts.ts`, as the console's revoke). */
export async function apiRevokeFlow(
  deps: Deps,
  { caller, signFlowId, reason }: { caller: AppCaller; signFlowId: string; reason: string },
): Promise<FlowAnswer> {
  await revokeInProgress(deps, { caller, flow: await flowOfApp(deps, caller, signFlowId), reason });
  return reread(deps, caller, signFlowId);
}

/** `signFlow/extend`: a later deadline for a flow in progress (`acts.ts`, as the console's extend). */
export async function apiExtendFlow(
  deps: Deps,
  { caller, signFlowId, deadlineAt }: { caller: AppCaller; signFlowId: string; deadlineAt: number },
): Promise<FlowAnswer> {
  await extendDeadline(deps, { caller, flow: await flowOfApp(deps, caller, signFlowId), deadlineAt });
  return reread(deps, caller, signFlowId);
}

/** The flow in progress and its signer whose turn it is, else the refusal the console gives. */
async function dueSigner(deps: Deps, caller: AppCaller, o: { signFlowId: string; signerId: string }) {
  const flow = await flowOfApp(deps, caller, o.signFlowId);
  if (flow.status !== inProgress) throw new AppError('signFlowNotInProgress');
  const signer = (await q.signersOf(deps.db, flow.id)).find((s) => s.id === o.signerId);
  if (!signer) throw notFound();
  if (signer.status !== 'toSign') throw new AppError('signFlowSignerNotDue');
  return { flow, signer };
}

/** `signFlow/urge`: the console's reminder (`acts.ts`): a new link by SMS or e-mail, at most once an hour per signer. */
export async function apiUrgeSigner(
  deps: Deps,
  { caller, signFlowId, signerId }: { caller: AppCaller; signFlowId: string; signerId: string },
): Promise<FlowAnswer> {
  await urgeSigner(deps, { caller, flow: await flowOfApp(deps, caller, signFlowId), signerId });
  return reread(deps, caller, signFlowId);
}

/**
 * `signFlow/signUrl`: a new single-use link for the application to hand to the signer itself (no
 * message is sent, so no send budget is taken). As the console's links: only its hash is kept, the
 * previous link stops working, signing or rejecting spends it, the flow's end kills it.
 */
export async function apiSignUrl(
  deps: Deps,
  { caller, ...ref }: { caller: AppCaller; signFlowId: string; signerId: string },
): Promise<z.input<typeof signFlowApiSignUrlSchema>> {
  const { flow, signer } = await dueSigner(deps, caller, ref);
  const link = newLink();
  if (!(await q.replaceLink(deps.db, { signerId: signer.id, linkHash: link.hash }))) throw new AppError('signFlowSignerNotDue');
  return { requestId: caller.app.requestId, signerId: signer.id, url: linkOf(deps, link.token), expiresAt: Number(flow.deadline_at) };
}
