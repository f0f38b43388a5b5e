import { phonePattern, realNameStatus, unverifiedInvitationsPerDay } from '@console/contract';
import { type Language, translate } from '@console/phrases';
import type { FastifyBaseLogger } from 'fastify';
import { writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import { recipientHash } from '../../platform/codes.js';
import type { Deps } from '../../platform/context.js';
import { type Message, languageOf, messageText, sendInBackground } from '../../platform/delivery.js';
import { AppError } from '../../platform/errors.js';
import { claimSendToRecipient, sendSourceOfAccount } from '../../platform/limits.js';
import { keyedHash, maskIdentifier, normalizeEmail, phoneHash } from '../../platform/personal-data.js';
import type { Db } from '../../db/database.js';
import { accountRecordOf } from '../account/index.js';
import { enterpriseNamesOf, enterpriseStandingOf } from '../enterprise/index.js';

/**
 * An invitation is a message to a phone or e-mail its sender need not own, like a code. So it takes
 * a slot of the same per-recipient budget as codes (one message a minute, five an hour, whatever
 * they are for), and an enterprise that has not passed authentication — anyone can make one —
 * invites at most a few people a day. That daily budget is counted for the enterprise and for the
 * person inviting, so making more enterprises buys no more invitations.
 */

const dayMs = 24 * 60 * 60_000;
const dailyKeys = (enterpriseId: string, userId: string) => [`invite:day:enterprise:${enterpriseId}`, `invite:day:person:${userId}`];

/** The keyed hash an invitation stores of its phone or e-mail, to find it when that person registers. */
export const invitationRecipientHash = (deps: Deps, recipient: string) =>
  phonePattern.test(recipient) ? phoneHash(deps, recipient) : keyedHash(deps, 'email', normalizeEmail(recipient));

/** The account a phone or e-mail already belongs to, if any: it accepts from its console instead of registering. */
export async function accountOfRecipient(deps: Deps, recipient: string, db: Db = deps.db) {
  return phonePattern.test(recipient)
    ? accountRecordOf({ db }, { phoneHash: phoneHash(deps, recipient) })
    : accountRecordOf({ db }, { emailAnyCase: normalizeEmail(recipient) });
}

/** A person's own account (the inviter, the invitee: the session's or the import's person), read through account. */
export async function contactsOf(db: Db, userId: string) {
  const account = await accountRecordOf({ db }, { userId });
  if (!account) throw new AppError('notFound');
  return account;
}

/** An enterprise's name for an invitation ('' when there is none), read through enterprise. */
export async function enterpriseNameOf(db: Db, enterpriseId: string): Promise<string> {
  return (await enterpriseNamesOf({ db }, { enterpriseIds: [enterpriseId] })).get(enterpriseId)?.name ?? '';
}

/** Why an invitation may not be sent now (the caller words it for a form or an import row). */
export type InvitationRefusal =
  { kind: 'daily'; count: number } | { kind: 'tooSoon'; seconds: number } | { kind: 'recipient'; minutes: number };

/** The refusal as the invite form says it, beside the phone-or-e-mail input. */
export function refusalError(refusal: InvitationRefusal, lang: Language): AppError {
  const [key, params] =
    refusal.kind === 'daily'
      ? (['invitationDailyLimit', { count: refusal.count }] as const)
      : refusal.kind === 'tooSoon'
        ? (['invitationSendTooSoon', { seconds: refusal.seconds }] as const)
        : (['invitationSendLimit', { minutes: refusal.minutes }] as const);
  return new AppError(key, params, { fields: [{ field: 'phoneOrEmail', message: translate(lang, `errors.${key}`, params) }] });
}

/**
 * Takes a send slot for an invitation to `recipient`, or answers why not. Nothing is taken when the
 * enterprise's day is full; the recipient's slot is taken before the day's, so a message refused for
 * the recipient does not use up the enterprise's day.
 */
export async function claimInvitationSend(
  deps: Deps,
  input: { db?: Db; enterpriseId: string; userId: string; recipient: string },
): Promise<InvitationRefusal | null> {
  const now = deps.clock.now();
  const standing = await enterpriseStandingOf({ db: input.db ?? deps.db }, { enterpriseId: input.enterpriseId });
  const capped = standing?.realNameStatus !== realNameStatus.passed;
  const keys = dailyKeys(input.enterpriseId, input.userId);
  if (capped) {
    for (const key of keys)
      if ((await deps.limiter.peek(key, dayMs, now)) >= unverifiedInvitationsPerDay)
        return { kind: 'daily', count: unverifiedInvitationsPerDay };
  }
  try {
    await claimSendToRecipient(deps, recipientHash(deps, input.recipient), { source: sendSourceOfAccount(input.userId) });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.key === 'codeSendTooSoon') return { kind: 'tooSoon', seconds: Number(error.params.seconds) };
    if (error.key === 'codeSendLimit') return { kind: 'recipient', minutes: Number(error.params.minutes) };
    throw error;
  }
  // Hit after the peek: of invitations racing for the day's last slot, one wins.
  if (capped)
    for (const key of keys)
      if (!(await deps.limiter.hit(key, unverifiedInvitationsPerDay, dayMs, now)).allowed)
        return { kind: 'daily', count: unverifiedInvitationsPerDay };
  return null;
}

/**
 * Sends the invitation's link: an account accepts it on its console's home page; anyone else
 * registers first with the same phone or e-mail. In the background, as the outbox writes at once.
 */
export async function sendInvitation(
  deps: Deps,
  log: FastifyBaseLogger,
  input: {
    db?: Db;
    recipient: string;
    token: string;
    hasAccount: boolean;
    language: string | null;
    fallback: Language;
    inviterName: string;
    enterpriseId: string;
  },
): Promise<void> {
  const token = encodeURIComponent(input.token);
  const link = input.hasAccount
    ? `${deps.config.publicUrl}/dashboard/home?invitation=${token}`
    : `${deps.config.publicUrl}/signIn?invitation=${token}`;
  const lang = languageOf(input.language, input.fallback);
  const params = {
    appName: translate(lang, 'common.appName'),
    inviter: input.inviterName,
    enterpriseName: await enterpriseNameOf(input.db ?? deps.db, input.enterpriseId),
    link,
  };
  const message: Message = phonePattern.test(input.recipient)
    ? { channel: 'sms', to: input.recipient, purpose: 'member_invitation', text: messageText(lang, 'messages.memberInvitationSms', params) }
    : {
        channel: 'mail',
        to: input.recipient,
        purpose: 'member_invitation',
        subject: messageText(lang, 'messages.memberInvitationEmail.subject', params),
        text: messageText(lang, 'messages.memberInvitationEmail.text', params),
      };
  sendInBackground(deps, log, message);
}

/**
 * What inviting and sending an invitation again share once its row holds the new link: the message
 * to the recipient and the act in the operation log, and the answer the form shows.
 */
export async function deliverInvitation(
  deps: Deps,
  input: {
    caller: UserCaller;
    enterpriseId: string;
    recipient: string;
    token: string;
    account: { language: string | null } | undefined;
    displayName: string;
    expiresAt: number;
    action: 'memberInvite' | 'memberInviteResend';
  },
) {
  const { caller, account } = input;
  await sendInvitation(deps, caller.log, {
    recipient: input.recipient,
    token: input.token,
    hasAccount: Boolean(account),
    language: account?.language ?? null,
    fallback: caller.lang,
    inviterName: caller.user.userName,
    enterpriseId: input.enterpriseId,
  });
  await writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId: input.enterpriseId,
    service: 'organization',
    action: input.action,
    phrase: { key: `organization.${input.action}`, params: { member: input.displayName, recipient: maskIdentifier(input.recipient) } },
    content: `${input.displayName} ${maskIdentifier(input.recipient)}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return { kind: account ? ('invitation' as const) : ('registration' as const), expiresAt: input.expiresAt };
}
