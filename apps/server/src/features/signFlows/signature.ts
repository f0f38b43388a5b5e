import { createHash } from 'node:crypto';
import { type Language, translate } from '@console/phrases';
import type { Deps } from '../../platform/context.js';
import { languageOf } from '../../platform/delivery.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { type FillItem, fillPdf } from '../../platform/pdf-fill.js';
import { readSealedFile, storeSealedFile } from '../../platform/sealed-files.js';
import { type CertificateWithKey, eventCertificateWithKey } from '../certificates/index.js';
import { markSealApplied, sealForSigning } from '../seals/index.js';
import { signFlowRevision } from '../signing/index.js';
import { signerFinished } from './callbacks.js';
import * as c from './completion-queries.js';
import type { Log } from './notify.js';
import * as q from './queries.js';
import { type Initiator, enterpriseNameOf } from './parties.js';
import { flowEvent } from './events.js';

/**
 * A signer's revisions of the flow's documents: for each document carrying its fields, one PAdES B-T
 * signature appended to the document as it stands, drawn in every one of its fields there (the seal
 * or signature image in seal and signature fields, the signing date in date fields), after the
 * signer's own fill-in values if it has any. All are made
 * before any is kept; each is kept only over the revision it was made from (a parallel signer who
 * got there first makes this one fail, `signFlowLinkInvalid`, with nothing half-kept of it).
 */
export async function signDocuments(
  deps: Deps,
  o: {
    flow: q.FlowRow;
    signer: q.SignerRow;
    certificate: CertificateWithKey;
    png?: Buffer;
    lang: Language;
    /** The signer's own fill-in values (a template flow's), drawn on the first document just before its signature. */
    fills?: FillItem[];
    /** The flow's documents as the caller read them just now (a start), not read again. */
    documents?: q.DocumentRow[];
  },
): Promise<{ doc: q.DocumentRow; bytes: Buffer }[]> {
  const { flow, signer } = o;
  const [documents, fields] = await Promise.all([o.documents ?? q.documentsOf(deps.db, flow.id), q.fieldsOf(deps.db, flow.id)]);
  const mine = fields.filter((f) => f.signer_id === signer.id);
  const revisions: { doc: q.DocumentRow; bytes: Buffer }[] = [];
  for (const doc of documents) {
    const on = mine.filter((f) => f.document_id === doc.id);
    if (!on.length) continue;
    let pdf = await readSealedFile(deps, doc.signed_path ?? doc.file_path);
    // A template flow has one document: the values go in as an incremental update (earlier signatures
    // stay valid) that this signer's revision, appended next, covers.
    if (o.fills?.length && doc === documents[0]) pdf = await fillPdf(pdf, o.fills, { incremental: true });
    const { bytes } = await signFlowRevision(deps, {
      certificate: o.certificate.certificate,
      keyRead: o.certificate.key,
      pdf,
      fields: on.map((f) => ({
        kind: f.kind as 'seal' | 'signature' | 'date',
        page: f.page,
        x: Number(f.x),
        y: Number(f.y),
        width: Number(f.width),
        height: Number(f.height),
      })),
      reason: translate(languageOf(signer.language, o.lang), 'signFlows.reason', { title: flow.title }),
      sealPng: o.png,
      lang: o.lang,
    });
    revisions.push({ doc, bytes });
  }
  for (const r of revisions) {
    const path = await storeSealedFile(deps, { folder: 'sign-flows', id: newId(deps.clock.now()), bytes: r.bytes });
    if (!(await q.saveRevision(deps.db, { id: r.doc.id, from: r.doc.revision, path }))) throw new AppError('signFlowLinkInvalid');
  }
  return revisions;
}

/**
 * How a signer signed, for the completion certificate: the address the server saw (none for an
 * automatic signature), how its identity was proven (`code` to the flow's phone or e-mail, `session`
 * signed in, `auto` an application's authorization) and its willingness checked (`code`, `face`).
 */
export async function recordSignature(
  deps: Deps,
  o: {
    flow: q.FlowRow;
    signer: q.SignerRow;
    ip: string | null;
    authMethod: 'code' | 'session' | 'auto';
    willingness: 'code' | 'face' | null;
    applicationId?: string | null;
  },
): Promise<void> {
  await c.insertSignature(deps.db, {
    signer_id: o.signer.id,
    flow_id: o.flow.id,
    enterprise_id: o.flow.enterprise_id,
    user_id: o.flow.user_id,
    ip: o.ip,
    auth_method: o.authMethod,
    willingness: o.willingness,
    application_id: o.applicationId ?? null,
    created_at: deps.clock.now(),
  });
}

/**
 * The initiating enterprise's own part, signed with nobody present (auto-sign,
 * sign mode 0): a signer marked with a seal (`auto_seal_id`), of a flow an application created, for
 * the initiating enterprise itself, signs at its turn with that seal — allowed only by the seals
 * capability's rule for an application (a normal seal of the enterprise under a live auto-sign
 * authorization of that application). Answers false, changing nothing, when the signer is not such
 * a part or the authorization does not allow it (then a person must sign: the caller sends the link).
 * `initiator` and `documents`: as the caller read them for this turn (the documents before any
 * signature of it), not read again.
 */
export async function autoSign(
  deps: Deps,
  log: Log,
  o: { flow: q.FlowRow; signer: q.SignerRow; initiator?: Initiator; documents?: q.DocumentRow[] },
): Promise<boolean> {
  const { flow, signer } = o;
  if (!signer.auto_seal_id || !flow.application_id || !flow.enterprise_id || signer.kind !== 'enterprise') return false;
  const ownName = o.initiator ? o.initiator.name : await enterpriseNameOf(deps, flow.enterprise_id);
  if (signer.enterprise_name !== ownName) return false;
  const lang = languageOf(signer.language, 'zh');
  let seal;
  try {
    seal = await sealForSigning(deps, {
      sealId: signer.auto_seal_id,
      applier: { by: 'app', applicationId: flow.application_id, enterpriseId: flow.enterprise_id },
      lang,
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    log.warn({ signFlow: flow.id, signer: signer.id, refused: error.key }, 'sign flow auto-sign refused: a person signs instead');
    return false;
  }
  const certificate = await eventCertificateWithKey(deps, {
    name: deps.cipher.decrypt(signer.name_cipher),
    organization: signer.enterprise_name,
    userId: flow.user_id,
    enterpriseId: flow.enterprise_id,
  });
  const revisions = await signDocuments(deps, { flow, signer, certificate, png: seal.png, lang, documents: o.documents });
  const now = deps.clock.now();
  // Nobody was there: the application acted, from no address.
  const event = flowEvent(deps, flow, 'signed', {
    actor: { actor_kind: 'application', actor: flow.application_id, ip: null },
    at: now,
    partyId: signer.id,
  });
  if (
    !(await q.finishSigner(deps.db, { signerId: signer.id, status: 'signed', now, certificateSerial: certificate.certificate.serial }, [
      event,
    ]))
  )
    return false;
  await signerFinished(deps, { flow, signer, outcome: 'signed', at: now });
  await recordSignature(deps, { flow, signer, ip: null, authMethod: 'auto', willingness: null, applicationId: flow.application_id });
  await markSealApplied(deps, seal, {
    channel: 'signFlow',
    documents: revisions.map((r) => ({ name: r.doc.name, sha256: createHash('sha256').update(r.bytes).digest('hex') })),
  });
  return true;
}
