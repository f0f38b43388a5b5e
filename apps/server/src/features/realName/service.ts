import {
  type ApplicationStatus,
  type CheckStatus,
  type CodeSent,
  type ErrorKey,
  type FaceMode,
  type FaceTicket,
  type Page,
  type PublicFaceResult,
  type PublicFaceTicket,
  type RealNameApplicationView,
  type RealNameMode,
  type RealNamePurpose,
  type RealNameState,
  type RealNameStatus,
  type ResultAuth,
  checkStatusOf,
  faceTicketValidityMs,
  smsCodeValidityMs,
  type LogPhraseOf,
} from '@console/contract';
import { type Language, translate } from '@console/phrases';
import { actionOf, writeOperationLog } from '../../platform/audit.js';
import type { Caller, UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { idNumberHash, maskBankCard, maskIdNumber, maskName } from '../../platform/personal-data.js';
import { hashToken, newToken } from '../../platform/crypto.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { verifyPassword } from '../../platform/password.js';
import type { UploadedFile } from '../../platform/route.js';
import { removeSealedFile, storeSealedFile } from '../../platform/sealed-files.js';
import type { UserSession } from '../../platform/session.js';
import { tenantOf } from '../../platform/tenant.js';
import { type VideoFacts, inspectVideo } from '../../platform/video.js';
import { identityProviderOf } from '../../providers/identity/index.js';
import type { VerificationOutcome } from '../../providers/identity/types.js';
import { type CodePurpose, checkCode, issueCode, useCode } from '../../platform/codes.js';
import { purposes } from './purposes.js';
import { languageOf, sendNow } from '../../platform/delivery.js';
import { assertOldPasswordTriesLeft, countSendFromIp, countWrongOldPassword } from '../../platform/limits.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import { applicationView, logLine, logPhrase } from './mask.js';
import * as q from './queries.js';
import { isUniqueViolation } from '../../db/database.js';
import { type Rules, assertRules, moveTo, outcomeStatus, syncPerson } from './record.js';

interface Identity {
  name: string;
  idNumber: string;
  phone?: string;
  bankCard?: string;
}

async function personOf(deps: Deps, userId: string): Promise<q.PersonRow> {
  const person = await q.findPerson(deps.db, userId);
  // The session was resolved a moment ago; a person gone since is signed out.
  if (!person) throw new AppError('sessionExpired');
  return person;
}

/** Face and blink are separate pages of the catalogue; the body says which one is asking. */
export function assertModeAllowed(user: UserSession, mode: FaceMode): void {
  const code = mode === 'blink' ? 'pAuthBlink' : 'pAuthFace';
  if (!user.modules.some((m) => m.code === code)) throw new AppError('noPermission');
}

const rulesFor = (deps: Deps, caller: UserCaller, purpose: RealNamePurpose, idNumber: string): Rules => ({
  userId: caller.user.userId,
  purpose,
  idHash: idNumberHash(deps, idNumber),
  lang: caller.lang,
});

const log = (deps: Deps, by: { userId: string; ip: string }, phrase: LogPhraseOf<'realName'>, content: string) =>
  writeOperationLog(deps, { userId: by.userId, service: 'realName', action: actionOf(phrase), phrase, content, ip: by.ip });

/** §4's checkStatus of a real-name status (0, 2, 3, 4, or 8 in review). */
const checkStatus = (status: RealNameStatus): CheckStatus => checkStatusOf(status) as CheckStatus;

// ---- where the person stands ------------------------------------------------------------------

export async function getState(deps: Deps, { caller }: { caller: UserCaller }): Promise<RealNameState> {
  const userId = caller.user.userId;
  await q.expireWaiting(deps.db, userId, deps.clock.now());
  const rows = await q.listApplicationsOf(deps.db, userId);
  const status = await syncPerson(deps.db, userId);
  const passed = rows.find((r) => r.status === 'passed');
  const pending = rows.find((r) => r.status === 'underReview' || r.status === 'waiting');
  const current = passed ?? rows[0];
  return {
    status,
    checkStatus: checkStatus(status),
    passedAt: passed ? (passed.decided_at ?? passed.created_at) : null,
    current: current ? applicationView(deps, current) : null,
    pending: pending ? applicationView(deps, pending) : null,
  };
}

export async function getHistory(
  deps: Deps,
  { caller, ...input }: { caller: UserCaller; after?: string; pageSize: number },
): Promise<Page<RealNameApplicationView>> {
  const userId = caller.user.userId;
  const scope = { userId };
  const position = listPosition(q.historyOrder, { scope, after: input.after, pageSize: input.pageSize, lang: caller.lang });
  await q.expireWaiting(deps.db, userId, deps.clock.now());
  const [rows, total] = await Promise.all([q.pageApplicationsOf(deps.db, userId, position), q.countApplicationsOf(deps.db, userId)]);
  return pageFrom(q.historyOrder, { scope, pageSize: input.pageSize, rows, total, view: (r) => applicationView(deps, r) });
}

/** The masked identity that passed, for the profile page; null until one has. */
export async function passedIdentityOf(deps: Deps, userId: string): Promise<{ idNumber: string; bankCard: string | null } | null> {
  const passed = (await q.listApplicationsOf(deps.db, userId)).find((r) => r.status === 'passed');
  if (!passed) return null;
  return {
    idNumber: maskIdNumber(deps.cipher.decrypt(passed.id_number_cipher)),
    bankCard: passed.bank_card_cipher ? maskBankCard(deps.cipher.decrypt(passed.bank_card_cipher)) : null,
  };
}

/**
 * §4/§7: the checkStatus of the session's context. A person's is derived from their applications
 * and stored, so sign-in answers it too; an enterprise's is its own, read with the session.
 */
export async function resultAuth(deps: Deps, { caller }: { caller: UserCaller }): Promise<ResultAuth> {
  const { user } = caller;
  if (tenantOf(user).kind === 'enterprise') return { checkStatus: user.checkStatus as CheckStatus };
  await q.expireWaiting(deps.db, user.userId, deps.clock.now());
  const status: RealNameStatus = await syncPerson(deps.db, user.userId);
  return { checkStatus: checkStatus(status) };
}

/** Actions that need a real name (§7 4020020) call this. */
export async function assertRealNamePassed(deps: Deps, userId: string): Promise<void> {
  const person = await personOf(deps, userId);
  if (person.real_name_status !== 2) throw new AppError('realNameRequired');
}

// ---- recording ---------------------------------------------------------------------------------

function sealedRow(
  deps: Deps,
  input: { id: string; userId: string; purpose: RealNamePurpose; mode: RealNameMode; identity: Identity; idHash: string; now: number },
) {
  const { identity } = input;
  return {
    id: input.id,
    user_id: input.userId,
    purpose: input.purpose,
    mode: input.mode,
    name_cipher: deps.cipher.encrypt(identity.name.trim()),
    id_number_cipher: deps.cipher.encrypt(identity.idNumber),
    id_number_hash: input.idHash,
    phone_cipher: identity.phone ? deps.cipher.encrypt(identity.phone.trim()) : null,
    bank_card_cipher: identity.bankCard ? deps.cipher.encrypt(identity.bankCard.trim()) : null,
    video_file: null,
    video_type: null,
    video_ms: null,
    reason: null,
    review_note: null,
    reviewed_by: null,
    ticket_hash: null,
    ticket_expires_at: null,
    created_at: input.now,
    submitted_at: null,
    decided_at: null,
    ended_at: null,
  } satisfies Omit<q.NewApplication, 'status'>;
}

interface Recorded {
  row: q.ApplicationRow;
  status: ApplicationStatus;
}

/**
 * One new application with the provider's outcome, after the rules hold again under the person's
 * lock; `before` runs in the same transaction (spending the SMS code), so the code is used exactly
 * when a decision is recorded.
 */
async function recordNew(
  deps: Deps,
  caller: UserCaller,
  input: {
    purpose: RealNamePurpose;
    mode: RealNameMode;
    identity: Identity;
    outcome: VerificationOutcome;
    video?: { id: string; file: string | null; facts: VideoFacts };
    before?: (db: Deps) => Promise<void>;
  },
): Promise<Recorded> {
  const now = deps.clock.now();
  const rules = rulesFor(deps, caller, input.purpose, input.identity.idNumber);
  const { status, reason } = outcomeStatus(input.outcome);
  const row: q.NewApplication = {
    ...sealedRow(deps, {
      id: input.video?.id ?? newId(now),
      userId: caller.user.userId,
      purpose: input.purpose,
      mode: input.mode,
      identity: input.identity,
      idHash: rules.idHash,
      now,
    }),
    status,
    reason,
    submitted_at: now,
    decided_at: status === 'underReview' ? null : now,
    video_file: input.video?.file ?? null,
    video_type: input.video?.facts.type ?? null,
    video_ms: input.video ? Math.round(input.video.facts.durationMs) : null,
  };
  await deps.db
    .transaction()
    .execute(async (trx) => {
      await q.lockPerson(trx, rules.userId, now);
      const current = await assertRules(trx, now, rules);
      await input.before?.({ ...deps, db: trx });
      await q.insertApplication(trx, row);
      if (status === 'passed' && input.purpose === 'change' && current) {
        await q.moveApplication(trx, current.id, ['passed'], { status: 'superseded', ended_at: now });
      }
      await syncPerson(trx, rules.userId);
    })
    .catch((error: unknown) => {
      // Another account passed this ID number a moment ago (the index of migration 0005).
      throw isUniqueViolation(error) ? fieldError('idNumberTaken', 'idNumber', caller.lang) : error;
    });
  await log(
    deps,
    { userId: rules.userId, ip: caller.ip },
    logPhrase(deps, input.purpose === 'change' ? 'realName.change' : 'realName.submit', row, status),
    logLine(deps, row, status),
  );
  return { row, status };
}

/** The caller hears a failed check as its error, after the attempt was kept in their history. */
function answer(deps: Deps, recorded: Recorded): RealNameApplicationView {
  if (recorded.status === 'failed') throw new AppError((recorded.row.reason ?? 'verificationNoRecord') as ErrorKey);
  return applicationView(deps, recorded.row);
}

// ---- phone 3 elements and bank card 4 elements -------------------------------------------------

type CodeMode = 'phone' | 'bank';
const codePurposeOf = (mode: CodeMode): CodePurpose => (mode === 'phone' ? purposes.phone : purposes.bank);

/** A code to the phone being verified (the carrier's or the bank's reserved phone). */
export async function sendElementsCode(
  deps: Deps,
  { caller, ...input }: { caller: UserCaller; mode: CodeMode; name: string; idNumber: string; phone: string },
): Promise<CodeSent> {
  await assertRules(deps.db, deps.clock.now(), rulesFor(deps, caller, 'authenticate', input.idNumber));
  const person = await personOf(deps, caller.user.userId);
  await countSendFromIp(deps, caller.ip);
  const { code, sent } = await issueCode(deps, {
    purpose: codePurposeOf(input.mode),
    recipient: input.phone,
    validityMs: smsCodeValidityMs,
    gate: { by: 'session', userId: caller.user.userId },
  });
  const lang = languageOf(person.language, caller.lang);
  const key = input.mode === 'phone' ? 'messages.realNamePhoneSms' : 'messages.realNameBankSms';
  await sendNow(deps, caller.log, {
    channel: 'sms',
    to: input.phone,
    purpose: codePurposeOf(input.mode),
    text: translate(lang, key, { appName: translate(lang, 'common.appName'), code }),
  });
  return sent;
}

/** A wrong code is said beside the code input; other refusals of the code check pass through. */
async function checkCodeFor(deps: Deps, input: Parameters<typeof checkCode>[1], lang: Language): Promise<string> {
  try {
    return await checkCode(deps, input);
  } catch (error) {
    throw error instanceof AppError && error.key === 'codeWrong' ? fieldError('codeWrong', 'code', lang) : error;
  }
}

/**
 * The code, then the provider; one application records the outcome and spends the code. A wrong
 * code or an unreachable provider records nothing.
 */
export async function submitElements(
  deps: Deps,
  {
    caller,
    ...input
  }: { caller: UserCaller; mode: CodeMode; name: string; idNumber: string; phone: string; bankCard?: string; code: string },
): Promise<RealNameApplicationView> {
  await assertRules(deps.db, deps.clock.now(), rulesFor(deps, caller, 'authenticate', input.idNumber));
  const codeId = await checkCodeFor(deps, { purpose: codePurposeOf(input.mode), recipient: input.phone, code: input.code }, caller.lang);
  const provider = identityProviderOf(deps);
  const identity: Identity = { name: input.name, idNumber: input.idNumber, phone: input.phone, bankCard: input.bankCard };
  const outcome =
    input.mode === 'phone'
      ? await provider.checkPhone({ name: input.name, idNumber: input.idNumber, phone: input.phone })
      : await provider.checkBankCard({ name: input.name, idNumber: input.idNumber, phone: input.phone, bankCard: input.bankCard ?? '' });
  const recorded = await recordNew(deps, caller, {
    purpose: 'authenticate',
    mode: input.mode,
    identity,
    outcome,
    before: (d) => useCode(d, codeId),
  });
  return answer(deps, recorded);
}

// ---- face and blink ----------------------------------------------------------------------------

/** The video checked by content before anyone sees it; its refusals are said beside the file input. */
async function checkFace(
  deps: Deps,
  input: { identity: Identity; mode: FaceMode; bytes: Buffer; facts: VideoFacts },
): Promise<VerificationOutcome> {
  return identityProviderOf(deps).checkFace({
    name: input.identity.name,
    idNumber: input.identity.idNumber,
    mode: input.mode,
    video: input.bytes,
    videoType: input.facts.type,
  });
}

/** Only the account password opens a change or a revocation (wrong ones count toward its lockout). */
async function reauthenticate(deps: Deps, caller: UserCaller, password: string): Promise<void> {
  const userId = caller.user.userId;
  await assertOldPasswordTriesLeft(deps, userId);
  const person = await personOf(deps, userId);
  if (!(await verifyPassword(person.password_hash, password))) {
    throw await countWrongOldPassword(deps, userId, fieldError('oldPasswordWrong', 'password', caller.lang));
  }
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
    await q.lockPerson(trx, rules.userId, now);
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
      await q.lockPerson(trx, row.user_id, now);
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

// ---- revocation --------------------------------------------------------------------------------

/** Ends the passed identity after the password; the person is not authenticated again, history stays. */
export async function revoke(deps: Deps, { caller, ...input }: { caller: UserCaller; password: string }): Promise<void> {
  await reauthenticate(deps, caller, input.password);
  const userId = caller.user.userId;
  const now = deps.clock.now();
  let revoked: q.ApplicationRow | undefined;
  await deps.db.transaction().execute(async (trx) => {
    await q.lockPerson(trx, userId, now);
    await q.expireWaiting(trx, userId, now);
    const rows = await q.listApplicationsOf(trx, userId);
    revoked = rows.find((r) => r.status === 'passed');
    if (!revoked) throw new AppError('realNameRequired');
    // A change in flight would land on an identity that no longer exists.
    if (rows.some((r) => r.status === 'underReview' || r.status === 'waiting')) throw new AppError('realNameInReview');
    await moveTo(trx, { row: revoked, status: 'revoked', now, set: { status: 'revoked', ended_at: now } });
    await syncPerson(trx, userId);
  });
  await log(deps, { userId, ip: caller.ip }, logPhrase(deps, 'realName.revoke', revoked!, 'revoked'), logLine(deps, revoked!, 'revoked'));
}
