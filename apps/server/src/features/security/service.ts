import { type ActiveSession, type CodeSent, type EndedSessions, type ResetChannel, type ResetTargets, smsCodeValidityMs } from '@console/contract';
import { type Language, translate } from '@console/phrases';
import type { FastifyBaseLogger } from 'fastify';
import { writeOperationLog } from '../../platform/audit.js';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { hashPassword } from '../../platform/password.js';
import { sessionIdleMs } from '../../platform/session.js';
import { checkCode, issueCode, useCode } from '../auth/codes.js';
import { type Message, codeSms, languageOf, messageTime, resetEmail, sendInBackground, sendNow } from '../auth/delivery.js';
import { assertIpNotHeld, clearAccountFailures, countIpFailure, countSendFromIp } from '../auth/limits.js';
import { maskEmail, maskPhone, openPhone } from '../auth/personal-data.js';
import * as accounts from '../auth/queries.js';
import { describeDevice, maskIp } from './device.js';
import * as q from './queries.js';

/** The signed-in person making the request, and from where. */
interface Me {
  userId: string;
  userName: string;
  sessionId: string;
  ip: string;
}

/** Sessions ended from here are 'kicked': their next request is told code 12 (replaced or kicked out). */
const endedReason = 'kicked';

const liveWindow = (deps: Pick<Deps, 'clock'>): q.LiveWindow => {
  const now = deps.clock.now();
  return { now, seenAfter: now - sessionIdleMs };
};

/** A refusal about one input: the form shows it beside that input, in the person's language. */
function fieldError(key: 'sessionNotFound' | 'sessionIsCurrent' | 'resetPhoneMissing' | 'resetEmailMissing', field: string, lang: Language): AppError {
  return new AppError(key, {}, { fields: [{ field, message: translate(lang, `errors.${key}`) }] });
}

const shownSession = (row: { ip: string; user_agent: string }) => `${describeDevice(row.user_agent) ?? '?'} (${maskIp(row.ip)})`;

// ---- active sessions -------------------------------------------------------------------------

export async function listActiveSessions(deps: Deps, me: Pick<Me, 'userId' | 'sessionId'>): Promise<ActiveSession[]> {
  const rows = await q.listLiveSessions(deps.db, me.userId, liveWindow(deps));
  const sessions = rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.user_agent),
    ip: maskIp(row.ip),
    loginPath: row.login_path,
    signedInAt: row.created_at,
    lastActiveAt: row.last_seen_at,
    current: row.id === me.sessionId,
  }));
  // The one in use first: it is the one the person recognises the others by.
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}

/** Ends one of the person's other sessions. Someone else's session answers like one that does not exist. */
export async function endOtherSession(deps: Deps, input: Me & { lang: Language; targetSessionId: string }): Promise<void> {
  if (input.targetSessionId === input.sessionId) throw fieldError('sessionIsCurrent', 'sessionId', input.lang);
  const target = await q.findLiveSession(deps.db, input.userId, input.targetSessionId, liveWindow(deps));
  if (!target || !(await q.endSession(deps.db, input.userId, target.id, endedReason, deps.clock.now()))) {
    throw fieldError('sessionNotFound', 'sessionId', input.lang);
  }
  await writeOperationLog(deps, { userId: input.userId, service: 'account', action: 'endSession', content: `${input.userName}: ${shownSession(target)}`, ip: input.ip });
}

export async function endAllOtherSessions(deps: Deps, me: Me): Promise<EndedSessions> {
  const ended = await accounts.revokeUserSessions(deps.db, me.userId, endedReason, deps.clock.now(), me.sessionId);
  await writeOperationLog(deps, { userId: me.userId, service: 'account', action: 'endOtherSessions', content: `${me.userName}: ${ended}`, ip: me.ip });
  return { ended };
}

// ---- forget: the password reset from inside the console --------------------------------------

interface Caller {
  lang: Language;
  log: FastifyBaseLogger;
}

async function accountOf(deps: Deps, userId: string) {
  const user = await accounts.findUserById(deps.db, userId);
  // The session resolved a moment ago; an account deleted in between is as gone as its session.
  if (!user) throw new AppError('sessionExpired');
  return user;
}

/** The account's own phone or e-mail for the channel; the person never types where the code goes. */
function targetOf(deps: Deps, user: accounts.UserRow, channel: ResetChannel, lang: Language): string {
  if (channel === 'phone') {
    const phone = openPhone(deps, user.phone_cipher);
    if (!phone) throw fieldError('resetPhoneMissing', 'channel', lang);
    return phone;
  }
  if (!user.email) throw fieldError('resetEmailMissing', 'channel', lang);
  return user.email;
}

export async function readResetTargets(deps: Deps, me: Pick<Me, 'userId'>): Promise<ResetTargets> {
  const user = await accountOf(deps, me.userId);
  const phone = openPhone(deps, user.phone_cipher);
  return { phone: phone ? maskPhone(phone) : null, email: user.email ? maskEmail(user.email) : null };
}

export async function sendConsoleResetCode(deps: Deps, input: Me & Caller & { channel: ResetChannel }): Promise<CodeSent> {
  await countSendFromIp(deps, input.ip);
  const user = await accountOf(deps, input.userId);
  const to = targetOf(deps, user, input.channel, input.lang);
  const { code, sent } = await issueCode(deps, { purpose: 'console_reset', recipient: to, validityMs: smsCodeValidityMs });
  const lang = languageOf(user.language, input.lang);
  // The person asked for it and is signed in: a failed send is theirs to know and retry.
  await sendNow(deps, input.log, input.channel === 'email' ? resetEmail(lang, to, code, user.account_name) : codeSms(lang, to, code, 'reset'));
  return sent;
}

function resetNotice(lang: Language, channel: ResetChannel, to: string, userName: string, now: number): Message {
  const params = { appName: translate(lang, 'common.appName'), userName, time: messageTime(now) };
  if (channel === 'phone') return { channel: 'sms', to, purpose: 'passwordReset', text: translate(lang, 'messages.passwordResetSms', params) };
  return {
    channel: 'mail',
    to,
    purpose: 'passwordReset',
    subject: translate(lang, 'messages.passwordResetEmail.subject', params),
    text: translate(lang, 'messages.passwordResetEmail.text', params),
  };
}

/** A new password under the registration rule; this session stays, every other one ends. */
export async function resetPasswordInConsole(deps: Deps, input: Me & Caller & { channel: ResetChannel; code: string; password: string }): Promise<void> {
  await assertIpNotHeld(deps, input.ip);
  const user = await accountOf(deps, input.userId);
  const to = targetOf(deps, user, input.channel, input.lang);
  let codeId: string;
  try {
    codeId = await checkCode(deps, { purpose: 'console_reset', recipient: to, code: input.code });
  } catch (error) {
    await countIpFailure(deps, input.ip);
    throw error;
  }
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    // The code is spent inside the transaction: a second use racing this one changes nothing.
    await useCode({ db: trx, clock: deps.clock }, codeId);
    await accounts.updatePasswordHash(trx, user.id, passwordHash, now);
    await accounts.revokeUserSessions(trx, user.id, 'password_changed', now, input.sessionId);
  });
  await clearAccountFailures(deps, `u:${user.id}`);
  const shown = input.channel === 'email' ? maskEmail(to) : maskPhone(to);
  await writeOperationLog(deps, { userId: user.id, service: 'account', action: 'resetPasswordInConsole', content: `${user.account_name} (${shown})`, ip: input.ip });
  // The password already changed: a notice that fails to go out is logged, not answered as a failure.
  sendInBackground(deps, input.log, resetNotice(languageOf(user.language, input.lang), input.channel, to, user.account_name, now));
}
