import {
  type ErrorKey,
  type LegalPersonLinkSent,
  type LegalPersonVerified,
  type PublicLegalPersonTicket,
  type EnterpriseApplicationStatus,
  legalPersonLinkValidityMs,
  type LogPhraseOf,
} from '@console/contract';
import { type Language, translate } from '@console/phrases';
import type { FastifyBaseLogger } from 'fastify';
import { actionOf, writeOperationLog } from '../../platform/audit.js';
import type { Caller, UserCaller } from '../../platform/caller.js';
import { recipientHash } from '../../platform/codes.js';
import type { Deps } from '../../platform/context.js';
import { hashToken, newToken } from '../../platform/crypto.js';
import { messageText, sendNow } from '../../platform/delivery.js';
import { AppError, fieldError } from '../../platform/errors.js';
import {
  claimSendToRecipient,
  countSendFromAccount,
  countSendFromIp,
  limits,
  sendSourceOfAccount,
  sendTooSoon,
} from '../../platform/limits.js';
import { idNumberHash, maskIdNumber, maskName, maskPhone } from '../../platform/personal-data.js';
import type { UploadedFile } from '../../platform/route.js';
import { enterpriseOf } from '../../platform/tenant.js';
import { inspectVideo } from '../../platform/video.js';
import type { VerificationOutcome } from '../../providers/identity/types.js';
import { finishApplication } from './outcome.js';
import * as lq from './legal-person-queries.js';

/**
 * Legal person mode (§2 legalPersonAuthSubmit). The applicant's submission leaves the application
 * `awaitingLegalPerson`; the legal representative gets an SMS link (24 h, single use; only the
 * SHA-256 of its ticket is stored) and proves themself on their phone with their ID number — by
 * the carrier's 3 elements (name, ID number, the linked mobile) or by a face video — and their
 * authorization. A pass ends the application passed; a check that says no ends it failed with the
 * provider's reason; an unreachable provider records nothing.
 */

/** Wrong ID numbers a link survives; the third burns it (the applicant sends a new one). */
export const legalPersonRules = {
  wrongIdNumbers: 3,
  attemptsPerIpPerHour: 20,
  attemptsPerTicketPerHour: 10,
} as const;
const hourMs = 60 * 60_000;

type ApplicationRow = lq.LegalPersonRow;
/** An application whose link was found by its ticket: the ticket's hash is known. */
type TicketRow = ApplicationRow & { legal_ticket_hash: string };

const log = (
  deps: Deps,
  row: ApplicationRow,
  input: { userId?: string | null; ip: string; phrase: LogPhraseOf<'enterpriseAuth'>; content: string },
) =>
  writeOperationLog(deps, {
    userId: input.userId ?? row.applicant_user_id,
    enterpriseId: row.enterprise_id,
    service: 'enterpriseAuth',
    action: actionOf(input.phrase),
    phrase: input.phrase,
    content: input.content,
    ip: input.ip,
  });

/** A new ticket on the row (the old one stops working) and the SMS with its link. */
async function issueLink(deps: Deps, row: ApplicationRow, input: { lang: Language; log: FastifyBaseLogger }): Promise<void> {
  const now = deps.clock.now();
  const ticket = newToken();
  const moved = await lq.setLegalTicket(deps.db, row.id, {
    hash: hashToken(ticket),
    sentAt: now,
    expiresAt: now + legalPersonLinkValidityMs,
  });
  if (!moved) throw new AppError('enterpriseApplicationStale');
  const lang = input.lang;
  const link = `${deps.config.publicUrl}/legalPersonAuth?ticket=${encodeURIComponent(ticket)}`;
  const agentName = row.agent_name_cipher ? maskName(deps.cipher.decrypt(row.agent_name_cipher)) : translate(lang, 'common.appName');
  const mobile = deps.cipher.decrypt(row.legal_mobile_cipher);
  await sendNow(deps, input.log, {
    channel: 'sms',
    to: mobile,
    purpose: 'enterprise_legal_person',
    text: messageText(lang, 'messages.enterpriseLegalPersonSms', {
      appName: translate(lang, 'common.appName'),
      agentName,
      enterpriseName: row.enterprise_name,
      link,
    }),
  });
}

/**
 * FOUNDATION SIGNATURE (createAuth / updateAuth call it after their commit): the single-use link for
 * a just-committed `awaitingLegalPerson` application, sent by SMS to the legal representative.
 */
export async function startLegalPerson(
  deps: Deps,
  input: { applicationId: string; lang: Language; log: FastifyBaseLogger },
): Promise<void> {
  const row = await lq.findLegalPersonApplication(deps.db, input.applicationId);
  if (!row || row.mode !== 'legalPerson') throw new AppError('notFound');
  await issueLink(deps, row, input);
}

/** A link that ran out ends the application as expired (reason `legalPersonLinkExpired`). */
async function expireIfDue(deps: Deps, row: ApplicationRow): Promise<boolean> {
  const now = deps.clock.now();
  if (row.status !== 'awaitingLegalPerson' || row.legal_ticket_expires_at === null || row.legal_ticket_expires_at > now) return false;
  await deps.db.transaction().execute((trx) =>
    finishApplication(trx, {
      applicationId: row.id,
      status: 'expired',
      reason: 'legalPersonLinkExpired',
      now,
      from: ['awaitingLegalPerson'],
    }),
  );
  return true;
}

/** A new link for the session's enterprise's application (throttled like any send); the old link stops working. */
export async function resendLegalPerson(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<LegalPersonLinkSent> {
  const row = await lq.findLegalPersonApplicationOf(deps.db, id, enterpriseOf(caller.user));
  if (!row || row.mode !== 'legalPerson') throw new AppError('notFound');
  if (await expireIfDue(deps, row)) throw new AppError('legalPersonLinkExpired');
  if (row.status !== 'awaitingLegalPerson') throw new AppError('enterpriseApplicationStale');
  const now = deps.clock.now();
  const wait = (row.legal_link_sent_at ?? 0) + limits.sendCooldownMs - now;
  if (wait > 0) throw sendTooSoon(wait);
  await countSendFromIp(deps, caller.ip);
  const mobile = deps.cipher.decrypt(row.legal_mobile_cipher);
  await countSendFromAccount(deps, caller.user.userId);
  // The representative's phone shares the per-source cooldown and the hourly caps with every other code sent to it.
  await claimSendToRecipient(deps, recipientHash(deps, mobile), { source: sendSourceOfAccount(caller.user.userId) });
  await issueLink(deps, row, caller);
  const sent = (await lq.findLegalPersonApplication(deps.db, row.id))!;
  await log(deps, row, {
    userId: caller.user.userId,
    ip: caller.ip,
    phrase: { key: 'enterpriseAuth.legalPersonResend', params: { enterprise: row.enterprise_name } },
    content: `${row.enterprise_name}: ${maskPhone(mobile)}`,
  });
  return { linkSentAt: sent.legal_link_sent_at ?? now, linkExpiresAt: sent.legal_ticket_expires_at ?? now };
}

// ---- the legal representative's phone (public) --------------------------------------------------

/** An unknown, used, burnt or expired link answers alike; an expired one is stored as such. */
async function liveTicket(deps: Deps, ticket: string): Promise<TicketRow> {
  const hash = hashToken(ticket);
  const row = await lq.findByLegalTicket(deps.db, hash);
  if (!row || row.status !== 'awaitingLegalPerson') throw new AppError('legalPersonLinkInvalid');
  if (await expireIfDue(deps, row)) throw new AppError('legalPersonLinkInvalid');
  return { ...row, legal_ticket_hash: hash };
}

export async function publicLegalPersonTicket(
  deps: Deps,
  { ticket }: { caller: Caller; ticket: string },
): Promise<PublicLegalPersonTicket> {
  const row = await liveTicket(deps, ticket);
  return {
    enterpriseName: row.enterprise_name,
    legalName: maskName(deps.cipher.decrypt(row.legal_name_cipher)),
    agentName: row.agent_name_cipher ? maskName(deps.cipher.decrypt(row.agent_name_cipher)) : null,
    expiresAt: row.legal_ticket_expires_at ?? 0,
    status: row.status as EnterpriseApplicationStatus,
  };
}

/** The legal representative on their phone: who they are (address, language) and the link's ticket. */
type LinkInput = { caller: Caller; ticket: string };

const retryAfter = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Public attempts are limited per address and per link, and the typed ID number must be the
 * application's (keyed hash); the third wrong one burns the link.
 */
async function admit(deps: Deps, { caller, ticket }: LinkInput, idNumber: string): Promise<TicketRow> {
  const now = deps.clock.now();
  const byIp = await deps.limiter.hit(`legal:ip:${caller.ip}`, legalPersonRules.attemptsPerIpPerHour, hourMs, now);
  if (!byIp.allowed)
    throw new AppError('rateLimited', { seconds: retryAfter(byIp.retryAfterMs) }, null, {
      'Retry-After': String(retryAfter(byIp.retryAfterMs)),
    });
  const row = await liveTicket(deps, ticket);
  const byTicket = await deps.limiter.hit(`legal:ticket:${row.legal_ticket_hash}`, legalPersonRules.attemptsPerTicketPerHour, hourMs, now);
  if (!byTicket.allowed)
    throw new AppError('rateLimited', { seconds: retryAfter(byTicket.retryAfterMs) }, null, {
      'Retry-After': String(retryAfter(byTicket.retryAfterMs)),
    });
  if (idNumberHash(deps, idNumber) === row.legal_id_hash) return row;
  const wrong = await deps.limiter.hit(`legal:wrong:${row.legal_ticket_hash}`, legalPersonRules.wrongIdNumbers - 1, 24 * hourMs, now);
  if (wrong.allowed) throw fieldError('legalPersonIdNumberWrong', 'idNumber', caller.lang);
  // Burnt: the applicant can send a new link from the console.
  await lq.burnLegalTicket(deps.db, row.id, row.legal_ticket_hash);
  await log(deps, row, {
    ip: caller.ip,
    phrase: { key: 'enterpriseAuth.legalPersonLinkBurnt', params: { enterprise: row.enterprise_name } },
    content: `${row.enterprise_name}: ${maskIdNumber(idNumber)}`,
  });
  throw new AppError('legalPersonLinkInvalid');
}

/**
 * Records the outcome for the link's application with one conditional update on the ticket (two
 * phones at once: one wins, the other hears the link is used). A fail answers the provider's reason
 * after it is kept on the application.
 */
async function record(
  deps: Deps,
  caller: Caller,
  row: TicketRow,
  by: 'elements' | 'face',
  outcome: VerificationOutcome,
): Promise<LegalPersonVerified> {
  const now = deps.clock.now();
  // 'manual' has no operator queue in this mode: the representative did not pass.
  const reason: ErrorKey | null =
    outcome.result === 'pass' ? null : outcome.result === 'fail' ? outcome.reason : 'legalPersonNotAuthorized';
  const status = reason ? 'failed' : 'passed';
  const take = async (db: Deps['db'], finalStatus: 'passed' | 'failed', finalReason: ErrorKey | null) => {
    const taken = await lq.takeLegalTicket(db, row.id, row.legal_ticket_hash, finalStatus === 'passed' ? { at: now, by } : null);
    if (!taken) throw new AppError('legalPersonLinkInvalid');
    if (
      !(await finishApplication(db, {
        applicationId: row.id,
        status: finalStatus,
        reason: finalReason,
        now,
        from: ['awaitingLegalPerson'],
      }))
    ) {
      throw new AppError('legalPersonLinkInvalid');
    }
  };
  let finalReason: ErrorKey | null = reason;
  try {
    await deps.db.transaction().execute((trx) => take(trx, status, reason));
  } catch (error) {
    // Another enterprise passed with this code meanwhile: kept as a failure with that reason.
    if (!(error instanceof AppError) || error.key !== 'enterpriseCodeTaken') throw error;
    finalReason = 'enterpriseCodeTaken';
    await deps.db.transaction().execute((trx) => take(trx, 'failed', finalReason));
  }
  const legalName = maskName(deps.cipher.decrypt(row.legal_name_cipher));
  await log(deps, row, {
    ip: caller.ip,
    phrase: {
      key: 'enterpriseAuth.legalPersonVerify',
      params: {
        enterprise: row.enterprise_name,
        legalPerson: legalName,
        outcome: { phrase: `operationLog.outcomes.${finalReason ? 'failed' : 'passed'}` },
      },
    },
    content: `${row.enterprise_name}: ${legalName} ${by} → ${finalReason ? `failed (${finalReason})` : 'passed'}`,
  });
  if (finalReason) throw new AppError(finalReason);
  return { status: 'passed' };
}

/** 3 elements: the typed ID number with the application's name and the linked mobile, at the carrier. */
export async function legalPersonElements(
  deps: Deps,
  { caller, ticket, idNumber }: LinkInput & { idNumber: string },
): Promise<LegalPersonVerified> {
  const row = await admit(deps, { caller, ticket }, idNumber);
  const outcome = await deps.providers.identity.checkPhone({
    name: deps.cipher.decrypt(row.legal_name_cipher),
    idNumber: deps.cipher.decrypt(row.legal_id_cipher),
    phone: deps.cipher.decrypt(row.legal_mobile_cipher),
  });
  return record(deps, caller, row, 'elements', outcome);
}

/** A face video (judged like the personal face check) against the application's name and ID number. */
export async function legalPersonFace(
  deps: Deps,
  { caller, ticket, idNumber, file }: LinkInput & { idNumber: string; file: UploadedFile | null },
): Promise<LegalPersonVerified> {
  const { bytes, facts } = inspectVideo(file, caller.lang);
  const row = await admit(deps, { caller, ticket }, idNumber);
  const outcome = await deps.providers.identity.checkFace({
    name: deps.cipher.decrypt(row.legal_name_cipher),
    idNumber: deps.cipher.decrypt(row.legal_id_cipher),
    mode: 'face',
    video: bytes,
    videoType: facts.type,
  });
  return record(deps, caller, row, 'face', outcome);
}
