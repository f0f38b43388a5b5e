import { signFlowRules } from '@console/contract';
import { translate } from '@console/phrases';
import type { FastifyBaseLogger } from 'fastify';
import { recipientHash } from '../../platform/codes.js';
import type { Deps } from '../../platform/context.js';
import { languageOf, type Message, messageText, messageTime } from '../../platform/delivery.js';
import { hashToken, newToken } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { claimSendToRecipient, sendSourceOfAccount } from '../../platform/limits.js';
import { openPhone } from '../../platform/personal-data.js';
import type * as q from './queries.js';
import { type Initiator, enterpriseNameOf, enterprisePassed } from './parties.js';

/** A new link token and the hash the signer's row keeps (the token itself is only in the message). */
export function newLink(): { token: string; hash: string } {
  const token = newToken();
  return { token, hash: hashToken(token) };
}

/** The hosted page's address: the token in the fragment, so no server or proxy log ever records it. */
export const linkOf = (deps: Pick<Deps, 'config'>, token: string) => `${deps.config.publicUrl}/signFlow#${token}`;

/** The invitation to a signer, in its language: an SMS to its phone, else an e-mail (`initiator`: as the turn read it). */
export async function invitation(
  deps: Deps,
  o: { flow: q.FlowRow; signer: q.SignerRow; token: string; initiator?: Initiator },
): Promise<Message> {
  const { flow, signer } = o;
  const lang = languageOf(signer.language, 'zh');
  const name = flow.enterprise_id && (o.initiator ? o.initiator.name : await enterpriseNameOf(deps, flow.enterprise_id));
  const initiator = name || translate(lang, 'common.appName');
  const params = {
    appName: translate(lang, 'common.appName'),
    initiator,
    title: flow.title,
    deadline: messageTime(Number(flow.deadline_at)),
    link: linkOf(deps, o.token),
    name: deps.cipher.decrypt(signer.name_cipher),
  };
  const phone = openPhone(deps, signer.phone_cipher);
  if (phone) return { channel: 'sms', to: phone, purpose: 'signFlowInvite', text: messageText(lang, 'messages.signFlowInviteSms', params) };
  return {
    channel: 'mail',
    to: deps.cipher.decrypt(signer.email_cipher!),
    purpose: 'signFlowInvite',
    subject: messageText(lang, 'messages.signFlowInviteEmail.subject', params),
    text: messageText(lang, 'messages.signFlowInviteEmail.text', params),
  };
}

/** Where a signer's code (or a CC recipient's notice) goes: its phone, else its e-mail. */
export function codeRecipientOf(
  deps: Deps,
  signer: Pick<q.SignerRow, 'phone_cipher' | 'email_cipher'>,
): { channel: 'sms' | 'mail'; to: string } {
  const phone = openPhone(deps, signer.phone_cipher);
  return phone ? { channel: 'sms', to: phone } : { channel: 'mail', to: deps.cipher.decrypt(signer.email_cipher!) };
}

export type Log = FastifyBaseLogger;

const dayMs = 24 * 60 * 60_000;

/**
 * Who sends a flow's messages, as a recipient's send budget counts it (decision 30): the initiating
 * enterprise, else the initiating person's account. Every flow of one enterprise is one source, so
 * starting many flows to one phone buys no more messages to it.
 */
export const noticeSourceOf = (flow: q.FlowRow) => (flow.enterprise_id ? `ent:${flow.enterprise_id}` : sendSourceOfAccount(flow.user_id));

/** Why a flow's message may not go now (the reminder's 429 names the signer; a turn notice marks it unnotified). */
export type NoticeRefusal = { kind: 'daily' } | { kind: 'tooSoon'; seconds: number } | { kind: 'recipient'; minutes: number };

export function noticeRefusalError(refusal: NoticeRefusal, signer: string): AppError {
  if (refusal.kind === 'daily') return new AppError('signFlowDailyLimit', { count: signFlowRules.unverifiedMessagesPerDay });
  const s = refusal.kind === 'tooSoon' ? refusal.seconds : refusal.minutes * 60;
  const headers = { 'Retry-After': String(s) };
  return refusal.kind === 'tooSoon'
    ? new AppError('signFlowSendTooSoon', { signer, seconds: refusal.seconds }, { retryAfter: s }, headers)
    : new AppError('signFlowSendLimit', { signer, minutes: refusal.minutes }, { retryAfter: s }, headers);
}

/**
 * Takes a send slot for a message of `flow` to `to` (a turn notice or a reminder), or answers the
 * refusal: the per-recipient budget codes and invitations take (one a minute and 5 an hour from this
 * flow's source, 10 an hour from all sources), and for an enterprise that has not passed
 * authentication `signFlowRules.unverifiedMessagesPerDay` a day for the enterprise and for its
 * initiator. Nothing is taken when the day is full; the recipient's slot is taken before the day's,
 * so a message refused for the recipient does not use up the enterprise's day. `initiator`: the
 * enterprise as the turn read it (else read here).
 */
export async function claimNotice(deps: Deps, flow: q.FlowRow, to: string, initiator?: Initiator): Promise<NoticeRefusal | null> {
  const now = deps.clock.now();
  const capped = flow.enterprise_id !== null && !(initiator ? initiator.passed : await enterprisePassed(deps, flow.enterprise_id));
  const keys = [`signFlow:day:enterprise:${flow.enterprise_id}`, `signFlow:day:person:${flow.user_id}`];
  const limit = signFlowRules.unverifiedMessagesPerDay;
  if (capped) for (const key of keys) if ((await deps.limiter.peek(key, dayMs, now)) >= limit) return { kind: 'daily' };
  try {
    await claimSendToRecipient(deps, recipientHash(deps, to), { source: noticeSourceOf(flow) });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.key === 'codeSendTooSoon') return { kind: 'tooSoon', seconds: Number(error.params.seconds) };
    if (error.key === 'codeSendLimit') return { kind: 'recipient', minutes: Number(error.params.minutes) };
    throw error;
  }
  // Hit after the peek: of messages racing for the day's last slot, one wins.
  if (capped) for (const key of keys) if (!(await deps.limiter.hit(key, limit, dayMs, now)).allowed) return { kind: 'daily' };
  return null;
}

/**
 * A logger for messages sent where no request's logger reaches (a flow completed by a signer's
 * request whose caller did not hand one down): the failure still goes to the process's stderr as
 * one JSON line, as the request logger would write it.
 */
export const processLog = {
  warn: (o: object, msg: string) => process.stderr.write(`${JSON.stringify({ level: 40, ...o, msg })}\n`),
  error: (o: object, msg: string) => process.stderr.write(`${JSON.stringify({ level: 50, ...o, msg })}\n`),
  info: () => undefined,
  debug: () => undefined,
  child: () => processLog,
} as unknown as Log;

/** The initiator's name as messages show it: the enterprise's name, else the product's. */
async function initiatorName(deps: Deps, flow: q.FlowRow, lang: 'en' | 'zh'): Promise<string> {
  return (flow.enterprise_id && (await enterpriseNameOf(deps, flow.enterprise_id))) || translate(lang, 'common.appName');
}

/** A message to a phone (else an e-mail) in one of two templates, in the recipient's language. */
function messageTo(
  deps: Deps,
  r: { phone_cipher: string | null; email_cipher: string | null },
  o: { purpose: string; sms: string; mail: string; lang: 'en' | 'zh'; params: Record<string, string | number> },
): Message {
  const phone = openPhone(deps, r.phone_cipher);
  type Path = Parameters<typeof messageText>[1];
  if (phone) return { channel: 'sms', to: phone, purpose: o.purpose, text: messageText(o.lang, `messages.${o.sms}` as Path, o.params) };
  return {
    channel: 'mail',
    to: deps.cipher.decrypt(r.email_cipher!),
    purpose: o.purpose,
    subject: messageText(o.lang, `messages.${o.mail}.subject` as Path, o.params),
    text: messageText(o.lang, `messages.${o.mail}.text` as Path, o.params),
  };
}

/** A CC recipient's notice that the flow started or completed, in its language. */
export async function ccNotice(deps: Deps, o: { flow: q.FlowRow; cc: q.CcRow; moment: 'started' | 'completed' }): Promise<Message> {
  const { flow, cc } = o;
  const lang = languageOf(cc.language, 'zh');
  const code = flow.evidence_code ?? '';
  const params = {
    appName: translate(lang, 'common.appName'),
    initiator: await initiatorName(deps, flow, lang),
    title: flow.title,
    deadline: messageTime(Number(flow.deadline_at)),
    name: deps.cipher.decrypt(cc.name_cipher),
    code,
    verify: `${deps.config.publicUrl}/evidence/verify?code=${code}`,
  };
  return o.moment === 'started'
    ? messageTo(deps, cc, { purpose: 'signFlowCc', sms: 'signFlowCcStartedSms', mail: 'signFlowCcStartedEmail', lang, params })
    : messageTo(deps, cc, { purpose: 'signFlowCc', sms: 'signFlowCcCompletedSms', mail: 'signFlowCcCompletedEmail', lang, params });
}

/** The automatic reminder before the deadline, with the signer's new link, in its language. */
export async function deadlineReminder(deps: Deps, o: { flow: q.FlowRow; signer: q.SignerRow; token: string }): Promise<Message> {
  const { flow, signer } = o;
  const lang = languageOf(signer.language, 'zh');
  const params = {
    appName: translate(lang, 'common.appName'),
    initiator: await initiatorName(deps, flow, lang),
    title: flow.title,
    deadline: messageTime(Number(flow.deadline_at)),
    link: linkOf(deps, o.token),
    name: deps.cipher.decrypt(signer.name_cipher),
  };
  return messageTo(deps, signer, { purpose: 'signFlowDeadline', sms: 'signFlowDeadlineSms', mail: 'signFlowDeadlineEmail', lang, params });
}
