import { type CodeSent, signFlowStatus, smsCodeValidityMs } from '@console/contract';
import { translate } from '@console/phrases';
import type { Caller } from '../../platform/caller.js';
import { issueCode } from '../../platform/codes.js';
import type { Deps } from '../../platform/context.js';
import { languageOf, messageText, sendNow } from '../../platform/delivery.js';
import { AppError, notFound } from '../../platform/errors.js';
import { maskName } from '../../platform/personal-data.js';
import { readSealedFile } from '../../platform/sealed-files.js';
import { signingChoicesOf } from '../seals/index.js';
import { linked, proven, realNameStanding, signingAccount } from './hosted-proof.js';
import { fillsView } from './hosted-fill.js';
import { signerFinished } from './callbacks.js';
import { flowEnded } from './lifecycle.js';
import { codeRecipientOf } from './notify.js';
import { purposes } from './purposes.js';
import * as q from './queries.js';
import { memberEnterpriseNamed } from './parties.js';
import { flowEvent, signerActor } from './events.js';
import { contactOf, documentView, fieldView } from './view.js';

const { inProgress, rejected } = signFlowStatus;

/**
 * What the link's signer sees before proving anything: the flow's title, message and deadline, its own
 * masked name and where the code goes. With a live proof, also where it stands (how it proved itself,
 * whether its real-name authentication lets it sign).
 */
export async function hostedView(deps: Deps, { caller, token, proof }: { caller: Caller; token: string; proof?: string | undefined }) {
  const { flow, signer } = await linked(deps, token);
  // The first opening of a link is an event of the flow (one winner: `opened_at`); later ones are not.
  if (signer.opened_at === null) {
    const now = deps.clock.now();
    await q.markOpened(deps.db, signer.id, now, [
      flowEvent(deps, flow, 'opened', { actor: signerActor(signer, caller.ip), at: now, partyId: signer.id }),
    ]);
  }
  const [documents, fields] = await Promise.all([q.documentsOf(deps.db, flow.id), q.fieldsOf(deps.db, flow.id)]);
  const provenSigner = proof
    ? await proven(deps, { token, proof }).then(
        (p) => p.signer,
        () => null,
      )
    : null;
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
    standing: provenSigner
      ? { by: provenSigner.proven_by as 'code' | 'session', realName: await realNameStanding(deps, provenSigner) }
      : null,
    // Its own fill-in fields; what it typed so far only to the proven signer.
    fills: fillsView(deps, provenSigner ?? signer, provenSigner !== null),
  };
}

/** A document as it stands (with the signatures made so far), to a proven signer only. */
export async function hostedDocument(
  deps: Deps,
  { token, proof, documentId }: { caller: Caller; token: string; proof: string; documentId: string },
) {
  const { flow } = await proven(deps, { token, proof });
  const doc = (await q.documentsOf(deps.db, flow.id)).find((d) => d.id === documentId);
  if (!doc) throw notFound();
  return { bytes: await readSealedFile(deps, doc.signed_path ?? doc.file_path), name: doc.name };
}

/**
 * A code to the phone (else the e-mail) the flow names for the signer: the proof of identity, or, for
 * a proven signer (`step: willingness`), the willingness check at the moment of signing. The link
 * stands in for a session: sends are budgeted per signer and step like an account's (so the
 * willingness code does not wait out the identity code's minute), and the recipient's own limits
 * (ten an hour overall) apply as to every code.
 */
export async function hostedCode(
  deps: Deps,
  { caller, token, proof, step }: { caller: Caller; token: string; proof?: string | undefined; step: 'identity' | 'willingness' },
): Promise<CodeSent> {
  const { flow, signer } = step === 'willingness' ? await proven(deps, { token, proof: proof ?? '' }) : await linked(deps, token);
  const to = codeRecipientOf(deps, signer);
  const { code, sent } = await issueCode(deps, {
    purpose: step === 'willingness' ? purposes.willingness : purposes.sign,
    recipient: to.to,
    validityMs: smsCodeValidityMs,
    gate: { by: 'session', userId: step === 'willingness' ? `signer-will:${signer.id}` : `signer:${signer.id}` },
  });
  const lang = languageOf(signer.language, caller.lang);
  const params = { appName: translate(lang, 'common.appName'), title: flow.title, code };
  const sms = step === 'willingness' ? 'messages.signFlowWillingnessSms' : 'messages.signFlowCodeSms';
  const mail = step === 'willingness' ? 'messages.signFlowWillingnessEmail' : 'messages.signFlowCodeEmail';
  await sendNow(
    deps,
    caller.log,
    to.channel === 'sms'
      ? { channel: 'sms', to: to.to, purpose: 'signFlowCode', text: messageText(lang, sms, params) }
      : {
          channel: 'mail',
          to: to.to,
          purpose: 'signFlowCode',
          subject: messageText(lang, `${mail}.subject`, params),
          text: messageText(lang, `${mail}.text`, params),
        },
  );
  return sent;
}

/** What the signer may sign with: its enterprise's seals it holds a live grant of, or its own signatures. */
export async function hostedChoices(deps: Deps, { token, proof }: { caller: Caller; token: string; proof: string }) {
  const { signer } = await proven(deps, { token, proof });
  const userId = await signingAccount(deps, signer);
  if (signer.kind !== 'enterprise') return { choices: await signingChoicesOf(deps, { userId, enterpriseId: null }) };
  const enterprise = await memberEnterpriseNamed(deps, userId, signer.enterprise_name!);
  return { choices: enterprise ? await signingChoicesOf(deps, { userId, enterpriseId: enterprise.id }) : [] };
}

/** Rejects with a reason: the flow ends rejected, every other link stops working. */
export async function hostedReject(
  deps: Deps,
  { caller, token, proof, reason }: { caller: Caller; token: string; proof: string; reason: string },
) {
  const { flow, signer } = await proven(deps, { token, proof });
  const now = deps.clock.now();
  const event = flowEvent(deps, flow, 'rejected', { actor: signerActor(signer, caller.ip), at: now, partyId: signer.id, reason });
  if (!(await q.finishSigner(deps.db, { signerId: signer.id, status: 'rejected', now, rejectReason: reason }, [event])))
    throw new AppError('signFlowLinkInvalid');
  await signerFinished(deps, { flow, signer, outcome: 'rejected', at: now, reason });
  if (await q.moveFlow(deps.db, flow.id, [inProgress], { status: rejected, finished_at: now, end_reason: reason, updated_at: now })) {
    await q.dropLinks(deps.db, flow.id);
    await flowEnded(deps, { ...flow, status: rejected }, 'rejected');
  }
}

// Signing itself and the signer's fill-in fields live beside; the routes take every hosted step from here.
export { hostedSign } from './hosted-sign.js';
export { hostedFill } from './hosted-fill.js';
