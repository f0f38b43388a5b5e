import { type FaceMode, hostedFaceTicketMs } from '@console/contract';
import type { Language } from '@console/phrases';
import type { Caller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import type { UploadedFile } from '../../platform/route.js';
import { findStepTicket, issueStepTicket } from '../../platform/step-tickets.js';
import { faceCheckOfPassed } from '../realName/index.js';
import { proven, signingAccount } from './hosted-proof.js';
import { purposes } from './purposes.js';
import type * as q from './queries.js';

/**
 * The willingness check by face (意愿认证): instead of the SMS code, the proven
 * signer records a 2–3 s video on the page and the real-name capability's face check compares it
 * with the record its account passed (`faceCheckOfPassed`: the identity provider, the local sandbox
 * here). A pass answers a single-use ticket, bound to this signer and its current link, that the sign
 * call takes in place of the code, for `hostedFaceTicketMs`. A failed or undecided check answers why,
 * so the page offers the code; each signer has `faceChecksPerHour` tries an hour (each costs a
 * provider call), after which only the code remains.
 */
export const faceChecksPerHour = 5;

/** The ticket's owner: the signer, on its current link (a reminder's new link needs a new check). */
const ownerOf = (signer: q.SignerRow) => `${signer.id}:${signer.link_hash ?? ''}`;

export async function hostedFace(
  deps: Deps,
  input: { caller: Caller; token: string; proof: string; mode: FaceMode; file: UploadedFile | null },
): Promise<{ faceTicket: string; expiresAt: number }> {
  const { caller } = input;
  const { signer } = await proven(deps, input);
  const userId = await signingAccount(deps, signer);
  const now = deps.clock.now();
  const tries = await deps.limiter.hit(`signflow-face:${signer.id}`, faceChecksPerHour, 60 * 60_000, now);
  if (!tries.allowed) throw new AppError('signFlowFaceTooMany');
  const outcome = await faceCheckOfPassed(deps, { userId, mode: input.mode, file: input.file, lang: caller.lang });
  // signingAccount found a passed record a moment ago: none now means it was just revoked.
  if (!outcome) throw new AppError('signFlowRealNameRequired');
  if (outcome.result === 'manual') throw new AppError('signFlowFaceUndecided');
  if (outcome.result === 'fail') throw fieldError('signFlowFaceFailed', 'video', caller.lang);
  const { ticket, expiresAt } = await issueStepTicket(deps, {
    purpose: purposes.faceWillingness,
    owner: ownerOf(signer),
    validityMs: hostedFaceTicketMs,
  });
  return { faceTicket: ticket, expiresAt };
}

/** The live face ticket's row id for this signer and link, to be spent with the signature; else the refusal naming the field. */
export async function checkFaceTicket(deps: Deps, o: { signer: q.SignerRow; faceTicket: string; lang: Language }): Promise<string> {
  const id = await findStepTicket(deps, { purpose: purposes.faceWillingness, owner: ownerOf(o.signer), ticket: o.faceTicket });
  if (!id) throw fieldError('signFlowWillingnessRequired', 'faceTicket', o.lang);
  return id;
}
