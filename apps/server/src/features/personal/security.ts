import {
  type ActiveSession,
  type CodeSent,
  type EndedSessions,
  type ResetChannel,
  type ResetTargets,
  smsCodeValidityMs,
} from '@console/contract';
import { type Language, translate } from '@console/phrases';
import { writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import { checkCode, issueCode, useCode } from '../../platform/codes.js';
import type { Deps } from '../../platform/context.js';
import { type Message, languageOf, messageText, messageTime, sendInBackground, sendNow } from '../../platform/delivery.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { countSendFromIp } from '../../platform/limits.js';
import { assertIpNotHeld, clearAccountGuesses, countIpFailure } from '../../platform/sign-in-limits.js';
import { assertPasswordAllowed } from '../../platform/password-policy.js';
import { hashPassword } from '../../platform/password.js';
import { maskEmail, maskPhone, openPhone } from '../../platform/personal-data.js';
import { endSessionOf, liveSessionOf, liveSessionsOf, revokeSessionsOf } from '../../platform/session.js';
import { codeSms, resetEmail } from '../auth/index.js';
import { describeDevice, maskIp } from '../../platform/device.js';
import { type AccountRecord, accountRecordOf, changeAccount } from '../account/index.js';
import { purposes } from './purposes.js';

/**
 * Account security (securityCenter): the account's active sessions, and the password reset from
 * inside the console (`forget`), where the code goes to the account's own phone or e-mail.
 */

/** Sessions ended from here are 'kicked': their next request is told code 12 (replaced or kicked out). */
const endedReason = 'kicked';

const shownSession = (row: { ip: string; user_agent: string }) => `${describeDevice(row.user_agent) ?? '?'} (${maskIp(row.ip)})`;

// ---- active sessions -------------------------------------------------------------------------

export async function listActiveSessions(deps: Deps, { caller }: { caller: UserCaller }): Promise<ActiveSession[]> {
  const rows = await liveSessionsOf(deps, { userId: caller.user.userId });
  const sessions = rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.user_agent),
    ip: maskIp(row.ip),
    loginPath: row.login_path,
    signedInAt: row.created_at,
    lastActiveAt: row.last_seen_at,
    current: row.id === caller.user.sessionId,
  }));
  // The one in use first: it is the one the person recognises the others by.
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}

/** Ends one of the person's other sessions. Someone else's session answers like one that does not exist. */
export async function endOtherSession(deps: Deps, { caller, sessionId }: { caller: UserCaller; sessionId: string }): Promise<void> {
  const { user } = caller;
  if (sessionId === user.sessionId) throw fieldError('sessionIsCurrent', 'sessionId', caller.lang);
  const target = await liveSessionOf(deps, { userId: user.userId, sessionId });
  if (!target || !(await endSessionOf(deps, { userId: user.userId, sessionId: target.id, reason: endedReason }))) {
    throw fieldError('sessionNotFound', 'sessionId', caller.lang);
  }
  await writeOperationLog(deps, {
    userId: user.userId,
    service: 'account',
    action: 'endSession',
    phrase: { key: 'account.endSession', params: { session: shownSession(target) } },
    content: `${user.userName}: ${shownSession(target)}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
}

export async function endAllOtherSessions(deps: Deps, { caller }: { caller: UserCaller }): Promise<EndedSessions> {
  const { user } = caller;
  const ended = await revokeSessionsOf(deps, { userId: user.userId, reason: endedReason, keepSessionId: user.sessionId });
  await writeOperationLog(deps, {
    userId: user.userId,
    service: 'account',
    action: 'endOtherSessions',
    phrase: { key: 'account.endOtherSessions', params: { count: ended } },
    content: `${user.userName}: ${ended}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return { ended };
}

// ---- forget: the password reset from inside the console --------------------------------------

async function accountOf(deps: Deps, userId: string) {
  const user = await accountRecordOf(deps, { userId });
  // The session resolved a moment ago; an account deleted in between is as gone as its session.
  if (!user) throw new AppError('sessionExpired');
  return user;
}

/** The account's own phone or e-mail for the channel; the person never types where the code goes. */
function targetOf(deps: Deps, user: AccountRecord, channel: ResetChannel, lang: Language): string {
  if (channel === 'phone') {
    const phone = openPhone(deps, user.phone_cipher);
    if (!phone) throw fieldError('resetPhoneMissing', 'channel', lang);
    return phone;
  }
  if (!user.email) throw fieldError('resetEmailMissing', 'channel', lang);
  return user.email;
}

export async function readResetTargets(deps: Deps, { caller }: { caller: UserCaller }): Promise<ResetTargets> {
  const user = await accountOf(deps, caller.user.userId);
  const phone = openPhone(deps, user.phone_cipher);
  return { phone: phone ? maskPhone(phone) : null, email: user.email ? maskEmail(user.email) : null };
}

export async function sendConsoleResetCode(
  deps: Deps,
  { caller, channel }: { caller: UserCaller; channel: ResetChannel },
): Promise<CodeSent> {
  await countSendFromIp(deps, caller.ip);
  const user = await accountOf(deps, caller.user.userId);
  const to = targetOf(deps, user, channel, caller.lang);
  const { code, sent } = await issueCode(deps, {
    purpose: purposes.consoleReset,
    recipient: to,
    validityMs: smsCodeValidityMs,
    gate: { by: 'session', userId: caller.user.userId },
  });
  const lang = languageOf(user.language, caller.lang);
  // The person asked for it and is signed in: a failed send is theirs to know and retry.
  await sendNow(deps, caller.log, channel === 'email' ? resetEmail(lang, to, code, user.account_name) : codeSms(lang, to, code, 'reset'));
  return sent;
}

function resetNotice(lang: Language, channel: ResetChannel, to: string, userName: string, at: string): Message {
  const params = { appName: translate(lang, 'common.appName'), userName, time: at };
  if (channel === 'phone')
    return { channel: 'sms', to, purpose: 'passwordReset', text: messageText(lang, 'messages.passwordResetSms', params) };
  return {
    channel: 'mail',
    to,
    purpose: 'passwordReset',
    subject: messageText(lang, 'messages.passwordResetEmail.subject', params),
    text: messageText(lang, 'messages.passwordResetEmail.text', params),
  };
}

/** A new password under the one rule; this session stays, every other one ends. */
export async function resetPasswordInConsole(
  deps: Deps,
  { caller, channel, code, password }: { caller: UserCaller; channel: ResetChannel; code: string; password: string },
): Promise<void> {
  await assertIpNotHeld(deps, caller.ip);
  const user = await accountOf(deps, caller.user.userId);
  const to = targetOf(deps, user, channel, caller.lang);
  let codeId: string;
  try {
    codeId = await checkCode(deps, { purpose: purposes.consoleReset, recipient: to, code });
  } catch (error) {
    await countIpFailure(deps, caller.ip);
    throw error;
  }
  assertPasswordAllowed(password, { field: 'password', lang: caller.lang });
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    // The code is spent inside the transaction: a second use racing this one changes nothing.
    await useCode(deps, codeId, trx);
    await changeAccount({ db: trx }, { userId: user.id, passwordHash, now });
    await revokeSessionsOf(deps, { userId: user.id, reason: 'password_changed', keepSessionId: caller.user.sessionId, db: trx });
  });
  await clearAccountGuesses(deps, { accountKey: `u:${user.id}`, ip: caller.ip });
  const shown = channel === 'email' ? maskEmail(to) : maskPhone(to);
  await writeOperationLog(deps, {
    userId: user.id,
    service: 'account',
    action: 'resetPasswordInConsole',
    phrase: { key: 'account.resetPasswordInConsole', params: { account: user.account_name, recipient: shown } },
    content: `${user.account_name} (${shown})`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  // The password already changed: a notice that fails to go out is logged, not answered as a failure.
  const at = messageTime(now, user.time_zone);
  sendInBackground(deps, caller.log, resetNotice(languageOf(user.language, caller.lang), channel, to, user.account_name, at));
}
