import { createHash } from 'node:crypto';
import { type CodeSent, signFlowStatus, smsCodeValidityMs } from '@console/contract';
import { type Language, translate } from '@console/phrases';
import type { Caller } from '../../platform/caller.js';
import { checkCodeOfField, issueCode, useCode } from '../../platform/codes.js';
import type { Deps } from '../../platform/context.js';
import { hashToken } from '../../platform/crypto.js';
import { languageOf, messageText, sendNow } from '../../platform/delivery.js';
import { AppError, fieldError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { maskName } from '../../platform/personal-data.js';
import { readSealedFile, storeSealedFile } from '../../platform/sealed-files.js';
import { issueEventCertificate } from '../certificates/index.js';
import { passedRealNameOf } from '../realName/index.js';
import { markSealApplied, type SealForSigning, sealForSigning } from '../seals/index.js';
import { signFlowRevision } from '../signing/index.js';
import { signerFinished } from './callbacks.js';
import { flowEnded, openNextGroup } from './lifecycle.js';
import { codeRecipientOf } from './notify.js';
import { purposes } from './purposes.js';
import * as q from './queries.js';
import { contactOf, documentView, fieldView } from './view.js';

const { inProgress, completed, rejected } = signFlowStatus;

/**
 * The link's signer while its turn lasts: the token's hash names a signer whose turn it is, of a flow
 * in progress before its deadline. Anything else — a spent, replaced or unknown token, a revoked,
 * expired or ended flow — is one answer, `signFlowLinkInvalid`.
 */
async function linked(deps: Deps, token: string): Promise<{ flow: q.FlowRow; signer: q.SignerRow }> {
  const signer = await q.signerByLink(deps.db, hashToken(token));
  const flow = signer && (await q.findFlow(deps.db, signer.flow_id));
  if (!signer || !flow || signer.status !== 'toSign' || flow.status !== inProgress || Number(flow.deadline_at) <= deps.clock.now())
    throw new AppError('signFlowLinkInvalid');
  return { flow, signer };
}

export async function hostedView(deps: Deps, { token }: { caller: Caller; token: string }) {
  const { flow, signer } = await linked(deps, token);
  const [documents, fields] = await Promise.all([q.documentsOf(deps.db, flow.id), q.fieldsOf(deps.db, flow.id)]);
  return {
    title: flow.title,
    message: flow.message,
    deadlineAt: Number(flow.deadline_at),
    flowStatus: flow.status as 1,
    signer: {
      kind: signer.kind as 'person' | 'enterprise',
      name: maskName(deps.cipher.decrypt(signer.name_cipher)),
      enterpriseName: signer.enterprise_name,
      status: signer.status as 'toSign',
      contact: contactOf(deps, signer),
    },
    documents: documents.map(documentView),
    fields: fields.filter((f) => f.signer_id === signer.id).map(fieldView),
  };
}

/** A document as it stands (with the signatures made so far). */
export async function hostedDocument(deps: Deps, { token, documentId }: { caller: Caller; token: string; documentId: string }) {
  const { flow } = await linked(deps, token);
  const doc = (await q.documentsOf(deps.db, flow.id)).find((d) => d.id === documentId);
  if (!doc) throw notFound();
  return { bytes: await readSealedFile(deps, doc.signed_path ?? doc.file_path), name: doc.name };
}

/**
 * The proof of identity: a code to the phone (else the e-mail) the flow names for the signer. The
 * link stands in for a session: sends are budgeted per signer like an account's, and the recipient's
 * own limits (one a minute, five an hour per source, ten an hour overall) apply as to every code.
 */
export async function hostedCode(deps: Deps, { caller, token }: { caller: Caller; token: string }): Promise<CodeSent> {
  const { flow, signer } = await linked(deps, token);
  const to = codeRecipientOf(deps, signer);
  const { code, sent } = await issueCode(deps, {
    purpose: purposes.sign,
    recipient: to.to,
    validityMs: smsCodeValidityMs,
    gate: { by: 'session', userId: `signer:${signer.id}` },
  });
  const lang = languageOf(signer.language, caller.lang);
  const params = { appName: translate(lang, 'common.appName'), title: flow.title, code };
  await sendNow(
    deps,
    caller.log,
    to.channel === 'sms'
      ? { channel: 'sms', to: to.to, purpose: 'signFlowCode', text: messageText(lang, 'messages.signFlowCodeSms', params) }
      : {
          channel: 'mail',
          to: to.to,
          purpose: 'signFlowCode',
          subject: messageText(lang, 'messages.signFlowCodeEmail.subject', params),
          text: messageText(lang, 'messages.signFlowCodeEmail.text', params),
        },
  );
  return sent;
}

/** Checks the code and spends it: of two submits at once, one goes on (the code's conditional use). */
async function proveIdentity(deps: Deps, o: { signer: q.SignerRow; code: string; lang: Language }): Promise<void> {
  const to = codeRecipientOf(deps, o.signer);
  const codeId = await checkCodeOfField(deps, { purpose: purposes.sign, recipient: to.to, code: o.code }, o.lang);
  await useCode(deps, codeId);
}

/**
 * The account the flow's phone leads to, and the real-name rule: when that account has passed
 * personal real-name authentication, its name must be the signer's name in the flow (a phone passed
 * to someone else cannot sign in another's name). A phone without an account, or an account not
 * authenticated, signs on the code alone in this slice; the issue's full rule (real-name first) is
 * left for the hosted page's own slice.
 */
async function accountOf(deps: Deps, signer: q.SignerRow): Promise<string | null> {
  if (!signer.phone_hash) return null;
  const user = await q.userByPhoneHash(deps.db, signer.phone_hash);
  if (!user) return null;
  const passed = await passedRealNameOf(deps, user.id);
  if (passed && passed.name !== deps.cipher.decrypt(signer.name_cipher)) throw new AppError('signFlowIdentityMismatch');
  return user.id;
}

/** The seal the signer's fields show: an enterprise's seal its handler holds a live grant of; a person's own signature when chosen. */
async function sealOf(deps: Deps, o: { signer: q.SignerRow; userId: string | null; sealId?: string; lang: Language }) {
  const { signer, userId, sealId, lang } = o;
  if (signer.kind === 'enterprise') {
    if (!sealId) throw fieldError('signFlowSealRequired', 'sealId', lang);
    const enterprise = userId ? await q.memberEnterpriseNamed(deps.db, userId, signer.enterprise_name!) : undefined;
    if (!userId || !enterprise) throw notFound();
    return {
      seal: await sealForSigning(deps, { sealId, applier: { by: 'member', userId, enterpriseId: enterprise.id }, lang }),
      enterpriseId: enterprise.id,
    };
  }
  if (!sealId || !userId) return { seal: undefined, enterpriseId: null };
  return { seal: await sealForSigning(deps, { sealId, applier: { by: 'member', userId, enterpriseId: null }, lang }), enterpriseId: null };
}

/**
 * Signs: the code, the identity rule and the seal first (a refusal changes nothing), then an event
 * certificate naming the signer and, for each document carrying its fields, one PAdES B-T revision
 * appended to the document as it stands, its appearance the seal or signature in the signer's first
 * seal or signature field (else its first field). The revisions are all made before any is kept,
 * each kept only over the revision it was made from. Then the signer is done; when its group is
 * done the next group gets its links, and after the last the flow completes.
 */
export async function hostedSign(
  deps: Deps,
  { caller, token, code, sealId }: { caller: Caller; token: string; code: string; sealId?: string },
) {
  const { flow, signer } = await linked(deps, token);
  const userId = await accountOf(deps, signer);
  const { seal, enterpriseId } = await sealOf(deps, { signer, userId, sealId, lang: caller.lang });
  await proveIdentity(deps, { signer, code, lang: caller.lang });
  const name = deps.cipher.decrypt(signer.name_cipher);
  const certificate = await issueEventCertificate(deps, {
    name,
    organization: signer.enterprise_name,
    userId: userId ?? flow.user_id,
    enterpriseId,
  });
  const [documents, fields] = await Promise.all([q.documentsOf(deps.db, flow.id), q.fieldsOf(deps.db, flow.id)]);
  const mine = fields.filter((f) => f.signer_id === signer.id);
  const revisions: { doc: q.DocumentRow; bytes: Buffer }[] = [];
  for (const doc of documents) {
    const on = mine.filter((f) => f.document_id === doc.id);
    if (!on.length) continue;
    const field = on.find((f) => f.kind !== 'date') ?? on[0]!;
    const { bytes } = await signFlowRevision(deps, {
      certificate,
      pdf: await readSealedFile(deps, doc.signed_path ?? doc.file_path),
      box: { page: field.page, x: Number(field.x), y: Number(field.y), width: Number(field.width), height: Number(field.height) },
      reason: translate(languageOf(signer.language, caller.lang), 'signFlows.reason', { title: flow.title }),
      sealPng: field.kind === 'date' ? undefined : seal?.png,
      lang: caller.lang,
    });
    revisions.push({ doc, bytes });
  }
  for (const r of revisions) {
    const path = await storeSealedFile(deps, { folder: 'sign-flows', id: newId(deps.clock.now()), bytes: r.bytes });
    if (!(await q.saveRevision(deps.db, { id: r.doc.id, from: r.doc.revision, path }))) throw new AppError('signFlowLinkInvalid');
  }
  const now = deps.clock.now();
  if (
    !(await q.finishSigner(deps.db, {
      signerId: signer.id,
      status: 'signed',
      now,
      signerUserId: userId,
      certificateSerial: certificate.serial,
    }))
  )
    throw new AppError('signFlowLinkInvalid');
  await signerFinished(deps, { flow, signer, outcome: 'signed', at: now });
  if (seal)
    await markSealApplied(deps, seal as SealForSigning, {
      channel: 'signFlow',
      documents: revisions.map((r) => ({ name: r.doc.name, sha256: createHash('sha256').update(r.bytes).digest('hex') })),
    });
  return { flowStatus: (await advance(deps, caller, flow)) as 1 | 2 };
}

/** After a signature: the next group's turn, or the flow's completion. */
async function advance(deps: Deps, caller: Caller, flow: q.FlowRow): Promise<number> {
  const signers = await q.signersOf(deps.db, flow.id);
  if (signers.some((s) => s.group_no === flow.current_group && s.status !== 'signed')) return inProgress;
  if (await openNextGroup(deps, caller.log, flow)) return inProgress;
  const now = deps.clock.now();
  if (!(await q.moveFlow(deps.db, flow.id, [inProgress], { status: completed, finished_at: now, updated_at: now }))) return inProgress;
  await flowEnded(deps, { ...flow, status: completed, finished_at: now }, 'completed');
  return completed;
}

/** Rejects with a reason: the flow ends rejected, every other link stops working. */
export async function hostedReject(
  deps: Deps,
  { caller, token, code, reason }: { caller: Caller; token: string; code: string; reason: string },
) {
  const { flow, signer } = await linked(deps, token);
  await proveIdentity(deps, { signer, code, lang: caller.lang });
  const now = deps.clock.now();
  if (!(await q.finishSigner(deps.db, { signerId: signer.id, status: 'rejected', now, rejectReason: reason })))
    throw new AppError('signFlowLinkInvalid');
  await signerFinished(deps, { flow, signer, outcome: 'rejected', at: now, reason });
  if (await q.moveFlow(deps.db, flow.id, [inProgress], { status: rejected, finished_at: now, end_reason: reason, updated_at: now })) {
    await q.dropLinks(deps.db, flow.id);
    await flowEnded(deps, { ...flow, status: rejected }, 'rejected');
  }
}
