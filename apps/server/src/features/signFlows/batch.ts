import { batchSigningRules, hostedSigningRules, signFlowStatus, smsCodeValidityMs, type CodeSent } from '@console/contract';
import { translate } from '@console/phrases';
import type { Caller, UserCaller } from '../../platform/caller.js';
import { issueCode } from '../../platform/codes.js';
import type { Deps } from '../../platform/context.js';
import { hashToken, newToken } from '../../platform/crypto.js';
import { languageOf, messageText, sendNow } from '../../platform/delivery.js';
import { AppError, fieldError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { keyedHash, maskName } from '../../platform/personal-data.js';
import { readSealedFile } from '../../platform/sealed-files.js';
import { passedRealNameOf } from '../realName/index.js';
import { signingChoicesOf } from '../seals/index.js';
import * as bq from './batch-queries.js';
import { waitingOfEmailQuery } from './batch-email-queries.js';
import { recipientOf } from './console.js';
import { proven, signingAccount } from './hosted-proof.js';
import { codeRecipientOf } from './notify.js';
import { purposes } from './purposes.js';
import * as q from './queries.js';
import { memberEnterpriseNamed } from './parties.js';

/**
 * Batch signing: the proven signer's own waiting flows together — the rows naming
 * its account's phone, or, naming no phone, its e-mail (the keyed hashes, as the console's waiting
 * list) and its real-name name, of
 * flows in progress before their deadline; an enterprise signer's only where the account is a member
 * of that enterprise. The batch token stands for the proof it was opened with, for as long.
 */

/** The one willingness code bound to this batch: a code sent for another batch never passes it. */
export const codeBinding = (deps: Deps, batchId: string, code: string) => keyedHash(deps, 'sign-flow-batch', batchId, code);

/** The batch of this token while it lasts; anything else is `signFlowBatchInvalid`. */
export async function liveBatch(deps: Deps, token: string): Promise<bq.BatchRow> {
  const batch = await bq.batchByToken(deps.db, hashToken(token));
  if (!batch || Number(batch.expires_at) <= deps.clock.now()) throw new AppError('signFlowBatchInvalid');
  return batch;
}

/** The name the account passed real-name authentication under (a batch is only for an authenticated person). */
async function realName(deps: Deps, userId: string): Promise<string> {
  const passed = await passedRealNameOf(deps, userId);
  if (!passed) throw new AppError('signFlowRealNameRequired');
  return passed.name;
}

/** A row of the batch's signer, still waiting: its phone, its name, its turn, its enterprise's membership. */
export async function eligible(
  deps: Deps,
  batch: bq.BatchRow,
  signerId: string,
): Promise<{ flow: q.FlowRow; signer: q.SignerRow; enterpriseId: string | null } | null> {
  const signer = await bq.signerById(deps.db, signerId);
  if (!signer || !namesAccount(signer, await recipientOf(deps, batch.user_id))) return null;
  if (deps.cipher.decrypt(signer.name_cipher) !== (await realName(deps, batch.user_id))) return null;
  const flow = await q.findFlow(deps.db, signer.flow_id);
  if (!flow || flow.status !== signFlowStatus.inProgress || signer.status !== 'toSign' || Number(flow.deadline_at) <= deps.clock.now())
    return null;
  if (signer.kind !== 'enterprise') return { flow, signer, enterpriseId: null };
  const enterprise = await memberEnterpriseNamed(deps, batch.user_id, signer.enterprise_name!);
  return enterprise ? { flow, signer, enterpriseId: enterprise.id } : null;
}

/** Whether a row names the account: its phone, or, naming no phone, its e-mail ('' is no hash: matches nothing). */
const namesAccount = (s: q.SignerRow, me: { phoneHash: string; emailHash: string }) =>
  s.phone_hash !== null ? me.phoneHash !== '' && s.phone_hash === me.phoneHash : me.emailHash !== '' && s.email_hash === me.emailHash;

/**
 * The account's waiting rows, newest first: by its phone and by its e-mail (rows naming no phone),
 * each read along its own index with the same limit and merged, as the console's waiting list does.
 */
async function waitingOf(deps: Deps, userId: string, now: number, limit: number) {
  const me = await recipientOf(deps, userId);
  const [byPhone, byEmail] = await Promise.all([
    me.phoneHash ? bq.waitingOfPhone(deps.db, me.phoneHash, now, limit) : [],
    me.emailHash ? waitingOfEmailQuery(deps.db, me.emailHash, now, limit).execute() : [],
  ]);
  return [...byPhone, ...byEmail]
    .sort((a, b) => Number(b.created_at) - Number(a.created_at) || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0))
    .slice(0, limit);
}

async function openFor(deps: Deps, o: { userId: string; provenBy: 'code' | 'session' }) {
  const name = await realName(deps, o.userId);
  const now = deps.clock.now();
  const rows = await waitingOf(deps, o.userId, now, batchSigningRules.maxListed + 1);
  const listed = rows.slice(0, batchSigningRules.maxListed).filter((r) => deps.cipher.decrypt(r.name_cipher) === name);
  const enterprises = new Map<string, string | null>();
  for (const r of listed)
    if (r.kind === 'enterprise' && !enterprises.has(r.enterprise_name!))
      enterprises.set(r.enterprise_name!, (await memberEnterpriseNamed(deps, o.userId, r.enterprise_name!))?.id ?? null);
  const flows = listed.filter((r) => r.kind !== 'enterprise' || enterprises.get(r.enterprise_name!));
  const documents = await bq.documentsOfFlows(
    deps.db,
    flows.map((r) => r.flow_id),
  );
  const token = newToken();
  const expiresAt = now + hostedSigningRules.proofMs;
  await bq.insertBatch(deps.db, {
    id: newId(now),
    token_hash: hashToken(token),
    user_id: o.userId,
    proven_by: o.provenBy,
    status: 'open',
    chosen: null,
    code_hash: null,
    results: null,
    created_at: now,
    expires_at: expiresAt,
  });
  const parties = [];
  if (flows.some((r) => r.kind !== 'enterprise'))
    parties.push({
      enterpriseId: null,
      enterpriseName: null,
      choices: await signingChoicesOf(deps, { userId: o.userId, enterpriseId: null }),
    });
  for (const [enterpriseName, enterpriseId] of enterprises)
    if (enterpriseId && flows.some((r) => r.enterprise_name === enterpriseName))
      parties.push({ enterpriseId, enterpriseName, choices: await signingChoicesOf(deps, { userId: o.userId, enterpriseId }) });
  return {
    batch: token,
    expiresAt,
    signerName: maskName(name),
    maxChosen: batchSigningRules.maxChosen,
    more: rows.length > batchSigningRules.maxListed,
    parties,
    flows: flows.map((r) => ({
      signerId: r.id,
      flowId: r.flow_id,
      title: r.title,
      deadlineAt: Number(r.deadline_at),
      kind: r.kind as 'person' | 'enterprise',
      enterpriseId: r.kind === 'enterprise' ? enterprises.get(r.enterprise_name!)! : null,
      enterpriseName: r.enterprise_name,
      documents: documents.filter((d) => d.flow_id === r.flow_id).map((d) => ({ id: d.id, name: d.name, pages: d.pages, viewed: false })),
    })),
  };
}

/** From a link its signer proved itself on (and passed real-name authentication for). */
export async function batchOpen(deps: Deps, { token, proof }: { caller: Caller; token: string; proof: string }) {
  const { signer } = await proven(deps, { token, proof });
  const userId = await signingAccount(deps, signer);
  return openFor(deps, { userId, provenBy: signer.proven_by === 'session' ? 'session' : 'code' });
}

/** As the signed-in person (the console's waiting list's "sign in batch"). */
export const batchOpenSignedIn = (deps: Deps, { caller }: { caller: UserCaller }) =>
  openFor(deps, { userId: caller.user.userId, provenBy: 'session' });

/** A document of a flow in the batch, as it stands; opening it marks it read (a flow is chosen only once all are). */
export async function batchDocument(
  deps: Deps,
  o: { caller: Caller; batch: string; signerId: string; documentId: string },
): Promise<{ bytes: Buffer; name: string }> {
  const batch = await liveBatch(deps, o.batch);
  const own = await eligible(deps, batch, o.signerId);
  const doc = own && (await q.documentsOf(deps.db, own.flow.id)).find((d) => d.id === o.documentId);
  if (!doc) throw notFound();
  await bq.markViewed(deps.db, { batchId: batch.id, documentId: doc.id, signerId: o.signerId, now: deps.clock.now() });
  return { bytes: await readSealedFile(deps, doc.signed_path ?? doc.file_path), name: doc.name };
}

/**
 * Fixes the chosen flows — each the signer's own, still waiting, every document opened in this
 * batch, at most `maxChosen` — and sends one willingness code for them, bound to this batch. Choosing
 * again (before signing) replaces the choice and the code.
 */
export async function batchCode(deps: Deps, o: { caller: Caller; batch: string; signerIds: string[] }): Promise<CodeSent> {
  const { caller } = o;
  const batch = await liveBatch(deps, o.batch);
  if (batch.status === 'signing' || batch.status === 'done') throw new AppError('signFlowBatchInvalid');
  const ids = [...new Set(o.signerIds)];
  if (ids.length > batchSigningRules.maxChosen)
    throw fieldError('signFlowBatchTooLarge', 'signerIds', caller.lang, { max: batchSigningRules.maxChosen, count: ids.length });
  const viewed = await bq.viewedOf(deps.db, batch.id);
  const chosen = [];
  for (const id of ids) {
    const own = await eligible(deps, batch, id);
    if (!own) throw notFound();
    const docs = await q.documentsOf(deps.db, own.flow.id);
    if (docs.some((d) => !viewed.has(d.id)))
      throw fieldError('signFlowBatchNotViewed', 'signerIds', caller.lang, { title: own.flow.title });
    chosen.push(own);
  }
  const first = chosen[0]!;
  const to = codeRecipientOf(deps, first.signer);
  const { code, sent } = await issueCode(deps, {
    purpose: purposes.batchWillingness,
    recipient: to.to,
    validityMs: smsCodeValidityMs,
    gate: { by: 'session', userId: `signer-batch:${batch.user_id}` },
  });
  if (
    !(await bq.chooseFlows(deps.db, {
      id: batch.id,
      chosen: chosen.map((c) => ({ signerId: c.signer.id, flowId: c.flow.id, title: c.flow.title })),
      codeHash: codeBinding(deps, batch.id, code),
    }))
  )
    throw new AppError('signFlowBatchInvalid');
  const lang = languageOf(first.signer.language, caller.lang);
  const params = { appName: translate(lang, 'common.appName'), title: first.flow.title, count: ids.length, code };
  await sendNow(
    deps,
    caller.log,
    to.channel === 'sms'
      ? { channel: 'sms', to: to.to, purpose: 'signFlowCode', text: messageText(lang, 'messages.signFlowBatchWillingnessSms', params) }
      : {
          channel: 'mail',
          to: to.to,
          purpose: 'signFlowCode',
          subject: messageText(lang, 'messages.signFlowWillingnessEmail.subject', params),
          text: messageText(lang, 'messages.signFlowBatchWillingnessSms', params),
        },
  );
  return sent;
}
