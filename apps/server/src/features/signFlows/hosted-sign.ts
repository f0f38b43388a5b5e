import { createHash } from 'node:crypto';
import type { Language } from '@console/phrases';
import type { Caller } from '../../platform/caller.js';
import { useCode } from '../../platform/codes.js';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError, notFound } from '../../platform/errors.js';
import { eventCertificateWithKey } from '../certificates/index.js';
import {
  drawnSignature,
  keepDrawnSignature,
  markSealApplied,
  mayKeepSignature,
  type SealForSigning,
  sealForSigning,
} from '../seals/index.js';
import { signerFinished } from './callbacks.js';
import { checkWillingness, proven, signingAccount } from './hosted-proof.js';
import { advanceAfterSignature } from './lifecycle.js';
import { checkFaceTicket } from './hosted-face.js';
import { signerFillItems } from './hosted-fill.js';
import { useStepTicket } from '../../platform/step-tickets.js';
import { flowEvent, signerActor } from './events.js';
import * as q from './queries.js';
import { memberEnterpriseNamed } from './parties.js';
import { recordSignature, signDocuments } from './signature.js';

/**
 * The image the signer's fields show: an enterprise's seal its handler holds a live grant of; a
 * person's own signature when picked, or one drawn on the page for this signing only.
 */
export async function appearanceOf(
  deps: Deps,
  o: { signer: q.SignerRow; userId: string; sealId?: string | undefined; drawn?: string | undefined; lang: Language },
): Promise<{ seal?: SealForSigning; png?: Buffer; enterpriseId: string | null }> {
  const { signer, userId, sealId, lang } = o;
  if (signer.kind === 'enterprise') {
    if (!sealId) throw fieldError('signFlowSealRequired', 'sealId', lang);
    const enterprise = await memberEnterpriseNamed(deps, userId, signer.enterprise_name!);
    if (!enterprise) throw notFound();
    const seal = await sealForSigning(deps, { sealId, applier: { by: 'member', userId, enterpriseId: enterprise.id }, lang });
    return { seal, png: seal.png, enterpriseId: enterprise.id };
  }
  if (sealId) {
    const seal = await sealForSigning(deps, { sealId, applier: { by: 'member', userId, enterpriseId: null }, lang });
    return { seal, png: seal.png, enterpriseId: null };
  }
  if (o.drawn) return { png: drawnSignature({ bytes: Buffer.from(o.drawn, 'base64'), lang, field: 'drawn' }), enterpriseId: null };
  return { enterpriseId: null };
}

/**
 * Signs: the proof of identity, the real-name rule, the seal and the willingness code first (a
 * refusal changes nothing; the code is spent by one conditional use, so of two submits at once one
 * goes on), then an event certificate naming the signer and, for each document carrying its fields,
 * one PAdES B-T revision appended to the document as it stands with every one of its fields drawn
 * (`signDocuments`: all made before any is kept, each kept only over the revision it was made from),
 * and how it signed recorded for the completion certificate. Then the signer is done;
 * when its group is done the next group gets its links, and after the last the flow completes.
 */
export async function hostedSign(
  deps: Deps,
  input: {
    caller: Caller;
    token: string;
    proof: string;
    code?: string | undefined;
    faceTicket?: string | undefined;
    sealId?: string | undefined;
    drawn?: string | undefined;
    saveSignature?: boolean | undefined;
  },
) {
  const { caller, token, proof } = input;
  const { flow, signer } = await proven(deps, { token, proof });
  const userId = await signingAccount(deps, signer);
  const { seal, png, enterpriseId } = await appearanceOf(deps, {
    signer,
    userId,
    sealId: input.sealId,
    drawn: input.drawn,
    lang: caller.lang,
  });
  // Its own fill-in fields: a required one left empty is refused naming it before the code is spent.
  await signerFillItems(deps, signer, caller.lang);
  // A drawn signature the person asked to keep: refused before anything is signed when it may not be kept.
  const keep = input.saveSignature === true && input.drawn && signer.kind === 'person' ? png : undefined;
  if (keep) await mayKeepSignature(deps, userId);
  // The willingness check: a passed face check's ticket, else the code (each spent by one conditional use).
  if (input.faceTicket) {
    const ticketId = await checkFaceTicket(deps, { signer, faceTicket: input.faceTicket, lang: caller.lang });
    if (!(await useStepTicket(deps.db, ticketId, deps.clock.now())))
      throw fieldError('signFlowWillingnessRequired', 'faceTicket', caller.lang);
  } else if (input.code) await useCode(deps, await checkWillingness(deps, { signer, code: input.code, lang: caller.lang }));
  else throw fieldError('signFlowWillingnessRequired', 'code', caller.lang);
  const signed = await signWith(deps, {
    caller,
    flow,
    signer,
    userId,
    appearance: { seal, png, enterpriseId },
    authMethod: signer.proven_by === 'session' ? 'session' : 'code',
    willingness: input.faceTicket ? 'face' : 'code',
  });
  // Kept once signed (a refused signing keeps nothing); offered among its signatures next time.
  if (keep) await keepDrawnSignature(deps, { userId, png: keep, ip: caller.ip, userAgent: caller.userAgent });
  return signed;
}

/**
 * The signing itself, once every check passed and the willingness code is spent — the one path for a
 * single signer and for each flow of a batch (`batch-sign.ts`): the event certificate, the revisions,
 * the signer's row, how it signed, the callback, the seal's use, the next group or the completion.
 */
export async function signWith(
  deps: Deps,
  o: {
    caller: Caller;
    flow: q.FlowRow;
    signer: q.SignerRow;
    userId: string;
    appearance: Awaited<ReturnType<typeof appearanceOf>>;
    authMethod: 'code' | 'session';
    /** How the willingness was checked (a batch: its one code). */
    willingness?: 'code' | 'face';
  },
) {
  const { caller, flow, signer, userId } = o;
  const { seal, png, enterpriseId } = o.appearance;
  const name = deps.cipher.decrypt(signer.name_cipher);
  const certificate = await eventCertificateWithKey(deps, { name, organization: signer.enterprise_name, userId, enterpriseId });
  // The signer's own values (checked again: a batch's flow with one left empty fails alone).
  const fills = await signerFillItems(deps, signer, caller.lang);
  const revisions = await signDocuments(deps, { flow, signer, certificate, png, lang: caller.lang, fills });
  const now = deps.clock.now();
  if (
    !(await q.finishSigner(
      deps.db,
      {
        signerId: signer.id,
        status: 'signed',
        now,
        signerUserId: userId,
        certificateSerial: certificate.certificate.serial,
      },
      // The willingness check passed and the signature, in the signer row's transaction.
      [
        flowEvent(deps, flow, 'willingnessPassed', { actor: signerActor(signer, caller.ip), at: now, partyId: signer.id }),
        flowEvent(deps, flow, 'signed', { actor: signerActor(signer, caller.ip), at: now, partyId: signer.id }),
      ],
    ))
  )
    throw new AppError('signFlowLinkInvalid');
  // For the completion certificate: where from, how the identity was proven, the willingness code.
  await recordSignature(deps, {
    flow,
    signer,
    ip: caller.ip,
    authMethod: o.authMethod,
    willingness: o.willingness ?? 'code',
  });
  await signerFinished(deps, { flow, signer, outcome: 'signed', at: now });
  if (seal)
    await markSealApplied(deps, seal, {
      channel: 'signFlow',
      documents: revisions.map((r) => ({ name: r.doc.name, sha256: createHash('sha256').update(r.bytes).digest('hex') })),
    });
  return { flowStatus: (await advanceAfterSignature(deps, caller.log, flow)) as 1 | 2 };
}
