import {
  type FaceMode,
  type FaceTicket,
  type PublicFaceResult,
  type PublicFaceTicket,
  type RealNameApplicationView,
  type RealNamePurpose,
  faceTicketValidityMs,
} from '@console/contract';
import type { Caller, UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { maskName } from '../../platform/personal-data.js';
import { hashToken, newToken } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { UploadedFile } from '../../platform/route.js';
import { removeSealedFile, storeSealedFile } from '../../platform/sealed-files.js';
import { type VideoFacts, inspectVideo } from '../../platform/video.js';
import type { VerificationOutcome } from '../../providers/identity/types.js';
import { changeAccount } from '../account/index.js';
import { applicationView, logLine, logPhrase } from './mask.js';
import * as q from './queries.js';
import { type Rules, assertRules, moveTo, outcomeStatus, syncPerson } from './record.js';
import {
  assertModeAllowed,
  answer,
  type Identity,
  log,
  reauthenticate,
  type Recorded,
  recordNew,
  rulesFor,
  sealedRow,
} from './recording.js';

/* Face and blink: a video recorded in this browser, or sent from a phone that opened a QR ticket. */

/** The video checked by content before anyone sees it; its refusals are said beside the file input. */
async function checkFace(
  deps: Deps,
  input: { identity: Identity; mode: FaceMode; bytes: Buffer; facts: VideoFacts },
): Promise<VerificationOutcome> {
  return deps.providers.identity.checkFace({
    name: input.identity.name,
    idNumber: input.identity.idNumber,
    mode: input.mode,
    video: input.bytes,
    videoType: input.facts.type,
  });
}

/** A video recorded in this browser: authenticate, or (with the password) change the identity. */
export async function submitFace(
  deps: Deps,
  {
    caller,
    ...input
  }: {
    caller: UserCaller;
    purpose: RealNamePurpose;
    mode: FaceMode;
    name: string;
    idNumber: string;
    password?: string;
    file: UploadedFile | null;
  },
): Promise<RealNameApplicationView> {
  assertModeAllowed(caller.user, input.mode);
  if (input.purpose === 'change') await reauthenticate(deps, caller, input.password ?? '');
  await assertRules(deps.db, deps.clock.now(), rulesFor(deps, caller, input.purpose, input.idNumber));
  const { bytes, facts } = inspectVideo(input.file, caller.lang);
  const identity: Identity = { name: input.name, idNumber: input.idNumber };
  const outcome = await checkFace(deps, { identity, mode: input.mode, bytes, facts });
  const id = newId(deps.clock.now());
  const file = await keepVideo(deps, { id, bytes, outcome });
  let recorded: Recorded;
  try {
    recorded = await recordNew(deps, caller, { purpose: input.purpose, mode: input.mode, identity, outcome, video: { id, file, facts } });
  } catch (error) {
    // Refused at the last moment (another request came first): no application, so no video either.
    if (file) await removeSealedFile(deps, file);
    throw error;
  }
  return answer(deps, recorded);
}

/**
 * Stores a face video only when someone may look at it again: a pass (the evidence of who
 * authenticated) or a manual review. A failed check's video is not kept, so retries do not pile up.
 */
async function keepVideo(deps: Deps, input: { id: string; bytes: Buffer; outcome: VerificationOutcome }): Promise<string | null> {
  if (outcomeStatus(input.outcome).status === 'failed') return null;
  return storeSealedFile(deps, { folder: 'videos', id: input.id, bytes: input.bytes });
}

/** A QR ticket: the phone opens the link and sends the video; the desktop follows by the id. */
export async function issueFaceTicket(
  deps: Deps,
  { caller, ...input }: { caller: UserCaller; purpose: RealNamePurpose; mode: FaceMode; name: string; idNumber: string; password?: string },
): Promise<FaceTicket> {
  assertModeAllowed(caller.user, input.mode);
  if (input.purpose === 'change') await reauthenticate(deps, caller, input.password ?? '');
  const now = deps.clock.now();
  const rules = rulesFor(deps, caller, input.purpose, input.idNumber);
  const ticket = newToken();
  const expiresAt = now + faceTicketValidityMs;
  const row: q.NewApplication = {
    ...sealedRow(deps, {
      id: newId(now),
      userId: rules.userId,
      purpose: input.purpose,
      mode: input.mode,
      identity: input,
      idHash: rules.idHash,
      now,
    }),
    status: 'waiting',
    ticket_hash: hashToken(ticket),
    ticket_expires_at: expiresAt,
  };
  await deps.db.transaction().execute(async (trx) => {
    await changeAccount({ db: trx }, { userId: rules.userId, now });
    await assertRules(trx, now, rules);
    await q.insertApplication(trx, row);
  });
  await log(
    deps,
    { userId: rules.userId, ip: caller.ip },
    logPhrase(deps, 'realName.faceTicket', row, 'waiting'),
    logLine(deps, row, 'waiting'),
  );
  const page = input.purpose === 'change' ? 'faceSwipingChange' : 'faceSwipingAuth';
  return { id: row.id, url: `${deps.config.publicUrl}/${page}?ticket=${encodeURIComponent(ticket)}`, expiresAt };
}

/** The desktop follows its QR application; another person's id is not found. */
export async function faceTicketState(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<RealNameApplicationView> {
  await q.expireWaiting(deps.db, caller.user.userId, deps.clock.now());
  const row = await q.findApplicationOf(deps.db, id, caller.user.userId);
  if (!row) throw new AppError('notFound');
  return applicationView(deps, row);
}

/** A ticket that is expired, used or unknown answers the same; a stale one is stored as expired. */
async function liveTicket(deps: Deps, ticket: string): Promise<q.ApplicationRow> {
  const now = deps.clock.now();
  const hash = hashToken(ticket);
  const row = await q.findLiveTicket(deps.db, hash, now);
  if (row) return row;
  const stale = await q.findByTicket(deps.db, hash);
  if (stale) await q.expireWaiting(deps.db, stale.user_id, now);
  throw new AppError('faceTicketInvalid');
}

export async function publicTicket(deps: Deps, { ticket }: { caller: Caller; ticket: string }): Promise<PublicFaceTicket> {
  const row = await liveTicket(deps, ticket);
  return {
    mode: row.mode as FaceMode,
    purpose: row.purpose as RealNamePurpose,
    name: maskName(deps.cipher.decrypt(row.name_cipher)),
    expiresAt: row.ticket_expires_at ?? 0,
  };
}

/**
 * The phone's video for a ticket. The video is checked first (a bad one leaves the ticket usable),
 * then the ticket is taken by one request only; if nothing could be decided it is given back.
 */
export async function publicVideo(
  deps: Deps,
  { caller, ...input }: { caller: Caller; ticket: string; file: UploadedFile | null },
): Promise<PublicFaceResult> {
  const { bytes, facts } = inspectVideo(input.file, caller.lang);
  const row = await liveTicket(deps, input.ticket);
  if (!(await q.takeTicket(deps.db, row.ticket_hash ?? '', deps.clock.now()))) throw new AppError('faceTicketInvalid');
  const identity: Identity = { name: deps.cipher.decrypt(row.name_cipher), idNumber: deps.cipher.decrypt(row.id_number_cipher) };
  let outcome: VerificationOutcome;
  let file: string | null;
  try {
    outcome = await checkFace(deps, { identity, mode: row.mode as FaceMode, bytes, facts });
    file = await keepVideo(deps, { id: row.id, bytes, outcome });
  } catch (error) {
    await q.releaseTicket(deps.db, row.id);
    throw error;
  }
  const now = deps.clock.now();
  const rules: Rules = {
    userId: row.user_id,
    purpose: row.purpose as RealNamePurpose,
    idHash: row.id_number_hash,
    lang: caller.lang,
    exceptId: row.id,
  };
  let { status, reason } = outcomeStatus(outcome);
  const video = { video_file: file, video_type: facts.type, video_ms: Math.round(facts.durationMs) };
  try {
    await deps.db.transaction().execute(async (trx) => {
      await changeAccount({ db: trx }, { userId: row.user_id, now });
      const current = await assertRules(trx, now, rules);
      await moveTo(trx, { row, status, now, current, set: { status, reason, ...video } });
      await syncPerson(trx, row.user_id);
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.key === 'reviewAlreadyDecided') {
      await q.releaseTicket(deps.db, row.id);
      throw error;
    }
    // The person's situation changed while the ticket was out (e.g. the ID number passed for
    // someone else): the attempt is kept as failed with that reason rather than left hanging.
    status = 'failed';
    reason = error.key;
    await moveTo(deps.db, { row, status, now, set: { status, reason, ...video } });
    await syncPerson(deps.db, row.user_id);
  }
  await log(
    deps,
    { userId: row.user_id, ip: caller.ip },
    logPhrase(deps, row.purpose === 'change' ? 'realName.change' : 'realName.submit', row, status),
    logLine(deps, { ...row, reason }, status),
  );
  return { status, reason };
}
