import { type MfaResetItem, type MfaResetView, type Page, mfaResetValidityMs } from '@console/contract';
import { translate } from '@console/phrases';
import { writeOperationLog } from '../../platform/audit.js';
import type { Caller, OperatorCaller } from '../../platform/caller.js';
import { recipientHash } from '../../platform/codes.js';
import type { Deps } from '../../platform/context.js';
import { hashToken, newToken } from '../../platform/crypto.js';
import { type Message, languageOf, messageText, sendNow } from '../../platform/delivery.js';
import { AppError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import { claimSendToRecipient } from '../../platform/limits.js';
import { maskEmail, maskIdentifier, maskPhone } from '../../platform/personal-data.js';
import { recipientOf } from '../account/index.js';
import { tellFactorChange } from './notices.js';
import * as pq from './passkey-queries.js';
import * as q from './queries.js';
import * as rq from './reset-queries.js';
import { hasAnyFactor } from './sign-in-step.js';

/**
 * The back office's reset of a person's second factors. A person who lost their phone
 * and their recovery codes asks support; an operator files a request with a reason (an approval,
 * operation-protected), and the person — not the operator — decides: a single-use link (hash at rest,
 * 24 hours) goes to the account's e-mail, else its phone, and only their confirmation on it removes
 * the factors. So a caller who talked support into it still needs the account's mailbox. Every step
 * is in the person's operation log; the removal is told to the account like any factor change.
 */

/** Who sends the consent links, as a recipient's send budget counts it: the back office as one source. */
const opsSource = 'ops';

const statusOf = (row: rq.ResetRow, now: number): MfaResetItem['status'] =>
  row.status === 'waiting' && Number(row.expires_at) <= now ? 'expired' : row.status;

const itemOf = (row: rq.ResetRow, now: number): MfaResetItem => ({
  id: row.id,
  accountName: row.account_name,
  operatorName: row.operator_name,
  reason: row.reason,
  status: statusOf(row, now),
  channel: row.channel,
  sentTo: row.sent_to,
  createdAt: Number(row.created_at),
  expiresAt: Number(row.expires_at),
  decidedAt: row.decided_at === null ? null : Number(row.decided_at),
});

export async function listResetRequests(
  deps: Deps,
  input: { caller: OperatorCaller; after?: string | undefined; pageSize: number },
): Promise<Page<MfaResetItem>> {
  const scope = {};
  const position = listPosition(rq.resetListOrder, { scope, after: input.after, pageSize: input.pageSize, lang: input.caller.lang });
  const [rows, total] = await Promise.all([rq.listResets(deps.db, position), rq.countResets(deps.db)]);
  const now = deps.clock.now();
  return pageFrom(rq.resetListOrder, { scope, pageSize: input.pageSize, rows, total, view: (r) => itemOf(r, now) });
}

/**
 * Files the request and sends the link. Refused when the person has no factor, or no e-mail and no
 * phone; the link takes a slot of the recipient's send budget like a code (so operators cannot flood
 * a mailbox). A new request makes the person's earlier waiting one expire.
 */
export async function requestReset(
  deps: Deps,
  { caller, userId, reason }: { caller: OperatorCaller; userId: string; reason: string },
): Promise<MfaResetItem> {
  const person = await recipientOf(deps, userId);
  if (!person) throw notFound();
  if (!(await hasAnyFactor(deps, userId))) throw new AppError('mfaResetNoFactor');
  const to = person.email ?? person.phone;
  if (!to) throw new AppError('mfaResetNoContact');
  await claimSendToRecipient(deps, recipientHash(deps, to), { source: opsSource });
  const channel = person.email ? ('mail' as const) : ('sms' as const);
  const token = newToken();
  const now = deps.clock.now();
  const row: rq.ResetRow = {
    id: newId(now),
    user_id: userId,
    account_name: person.accountName,
    operator_id: caller.operator.operatorId,
    operator_name: caller.operator.name,
    reason,
    channel,
    sent_to: channel === 'mail' ? maskEmail(to) : maskPhone(to),
    token_hash: hashToken(token),
    status: 'waiting',
    created_at: now,
    expires_at: now + mfaResetValidityMs,
    decided_at: null,
  };
  await deps.db.transaction().execute(async (trx) => {
    await rq.expireWaitingOf(trx, userId, now);
    await rq.insertReset(trx, row);
    await writeOperationLog(
      { ...deps, db: trx },
      {
        userId,
        operatorId: row.operator_id,
        service: 'account',
        action: 'mfaResetRequested',
        phrase: {
          key: 'account.mfaResetRequested',
          params: { account: row.account_name, operator: row.operator_name, reason, recipient: row.sent_to },
        },
        content: `${row.account_name} ${row.operator_name} ${row.sent_to} ${reason}`,
        ip: caller.ip,
        device: caller.userAgent,
      },
    );
  });
  const lang = languageOf(person.language, caller.lang);
  const params = {
    appName: translate(lang, 'common.appName'),
    userName: person.accountName,
    operator: row.operator_name,
    reason,
    link: `${deps.config.publicUrl}/mfaReset#${token}`,
  };
  const message: Message =
    channel === 'mail'
      ? {
          channel,
          to,
          purpose: 'mfa_reset',
          subject: messageText(lang, 'messages.mfaResetEmail.subject', params),
          text: messageText(lang, 'messages.mfaResetEmail.text', params),
        }
      : { channel, to, purpose: 'mfa_reset', text: messageText(lang, 'messages.mfaResetSms', params) };
  await sendNow(deps, caller.log, message);
  return itemOf(row, now);
}

/** The request a link names, while it can still be answered: an unknown link is 404; an answered or expired one says so. */
async function waitingRequest(deps: Deps, token: string): Promise<rq.ResetRow> {
  const row = await rq.findResetByTokenHash(deps.db, hashToken(token));
  if (!row) throw notFound();
  const status = statusOf(row, deps.clock.now());
  if (status === 'expired') throw new AppError('mfaResetLinkExpired');
  if (status !== 'waiting') throw new AppError('mfaResetLinkUsed');
  return row;
}

export async function viewReset(deps: Deps, { token }: { caller: Caller; token: string }): Promise<MfaResetView> {
  const row = await waitingRequest(deps, token);
  const userId = row.user_id;
  const now = deps.clock.now();
  const totp = (await q.findTotp(deps.db, userId))?.confirmed_at != null;
  const [passkeys, devices, protectedOn] = await Promise.all([
    pq.listPasskeys(deps.db, userId),
    q.listTrustedDevices(deps.db, userId, now),
    q.isSignInProtected(deps.db, userId),
  ]);
  return {
    accountName: maskIdentifier(row.account_name),
    operatorName: row.operator_name,
    reason: row.reason,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    removes: {
      totp,
      recoveryCodesLeft: totp ? await q.countRecoveryCodesLeft(deps.db, userId) : 0,
      passkeys: passkeys.map((p) => p.name),
      trustedDevices: devices.length,
      signInProtection: protectedOn,
    },
  };
}

/**
 * The person's answer, once. Confirming removes the app, its recovery codes, the passkeys and the
 * trusted browsers and lifts sign-in protection, in one transaction with the answer; an enterprise
 * that requires a factor then leads them to set one up at their next sign-in.
 */
export async function decideReset(
  deps: Deps,
  { caller, token, accept }: { caller: Caller; token: string; accept: boolean },
): Promise<{ status: 'done' | 'declined' }> {
  const row = await waitingRequest(deps, token);
  const status = accept ? ('done' as const) : ('declined' as const);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    // Two answers racing (or one at the last second): the first wins, the other reads as used or expired.
    if (!(await rq.decideReset(trx, { id: row.id, status, now }))) {
      await waitingRequest({ ...deps, db: trx }, token);
      throw new AppError('mfaResetLinkUsed');
    }
    if (accept) {
      await q.deleteFactors(trx, row.user_id);
      await rq.deletePasskeysOf(trx, row.user_id);
      await q.revokeTrustedDevicesOf(trx, row.user_id, now);
    }
    const key = accept ? ('account.mfaResetConfirmed' as const) : ('account.mfaResetDeclined' as const);
    await writeOperationLog(
      { ...deps, db: trx },
      {
        userId: row.user_id,
        operatorId: row.operator_id,
        service: 'account',
        action: accept ? 'mfaResetConfirmed' : 'mfaResetDeclined',
        phrase: { key, params: { account: row.account_name, operator: row.operator_name } },
        content: `${row.account_name} ${row.operator_name}`,
        ip: caller.ip,
        device: caller.userAgent,
      },
    );
  });
  if (accept) await tellFactorChange(deps, { userId: row.user_id, change: 'factorsReset', lang: caller.lang, log: caller.log });
  return { status };
}
