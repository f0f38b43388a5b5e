import { type ModuleEntry, type SessionContext, computeModules, memberRoleModules, timeZoneHeader } from '@console/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import type { Deps } from './context.js';
import { hashToken, newToken } from './crypto.js';
import { AppError } from './errors.js';
import { headerLanguage } from './i18n.js';
import { newId } from './ids.js';
import * as q from './session-queries.js';
import { isTimeZone } from './time-zone.js';

export const sessionCookie = 'esign_session';
export const sessionIdleMs = 30 * 60_000;
export const sessionAbsoluteMs = 12 * 60 * 60_000;
/** last_seen_at is written at most this often, so reads stay reads. */
const touchEveryMs = 60_000;

export type LoginPath = 'password' | 'sms' | 'certificate' | 'sso' | 'passkey';

/** The signed-in person and the context (personal or one enterprise) of a request. */
export interface UserSession {
  sessionId: string;
  userId: string;
  userName: string;
  checkStatus: number;
  loginPath: string;
  enterpriseId: string | null;
  context: SessionContext;
  modules: ModuleEntry[];
  /** When the session last proved a second factor for operation protection; null if never. */
  operationProvenAt: number | null;
}

export async function createUserSession(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { userId: string; loginPath: LoginPath; ip: string; userAgent: string },
): Promise<{ token: string; sessionId: string }> {
  const now = deps.clock.now();
  const token = newToken();
  const sessionId = newId(now);
  await q.insertSession(deps.db, {
    id: sessionId,
    tokenHash: hashToken(token),
    userId: input.userId,
    loginPath: input.loginPath,
    now,
    absoluteExpiresAt: now + sessionAbsoluteMs,
    ip: input.ip,
    userAgent: input.userAgent.slice(0, 512),
  });
  return { token, sessionId };
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(sessionCookie, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: sessionAbsoluteMs / 1000 });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionCookie, { path: '/' });
}

/** Revoked for these reasons, the client is told code 12 (replaced or kicked) rather than -1. */
const replacedReasons = new Set(['replaced', 'kicked', 'password_changed']);

export async function resolveUserSession(deps: Pick<Deps, 'db' | 'clock'>, req: FastifyRequest): Promise<UserSession> {
  const token = req.cookies[sessionCookie];
  if (!token) throw new AppError('sessionExpired');
  const row = await q.findSessionByTokenHash(deps.db, hashToken(token));
  const now = deps.clock.now();
  if (!row || row.status !== 1) throw new AppError('sessionExpired');
  if (row.revoked_at !== null) throw new AppError(replacedReasons.has(row.revoke_reason ?? '') ? 'sessionReplaced' : 'sessionExpired');
  if (now - row.last_seen_at > sessionIdleMs || now >= row.absolute_expires_at) {
    await q.revokeSessionRow(deps.db, row.id, 'expired', now);
    throw new AppError('sessionExpired');
  }
  if (now - row.last_seen_at > touchEveryMs) {
    await q.touchSession(deps.db, row.id, now);
  }
  const settings = changedConsole(row, req);
  if (settings) await q.updateConsoleSettings(deps.db, row.user_id, settings);
  const { context, enterpriseCheckStatus } = contextOf(row) ?? (await memberContextOf(deps, row));
  return {
    sessionId: row.id,
    userId: row.user_id,
    userName: row.account_name,
    // §4: checkStatus follows the context — in an enterprise, its authentication (8 while in review).
    checkStatus: enterpriseCheckStatus ?? row.check_status,
    loginPath: row.login_path,
    enterpriseId: context.kind === 'enterprise' ? row.enterprise_id : null,
    context,
    modules: computeModules(context),
    operationProvenAt: row.operation_proven_at === null ? null : Number(row.operation_proven_at),
  };
}

const timeZoneHeaderName = timeZoneHeader.toLowerCase();

/**
 * Messages to a person go out in the language and time zone of their console: each signed-in request
 * says both (Accept-Language, Time-Zone), and the person's row follows when they change — a write
 * only then, so reads stay reads. A request that says neither changes nothing. Answers the settings
 * to write, or nothing (a plain function: the read that changes nothing, nearly all, awaits nothing).
 */
function changedConsole(
  row: { language: string | null; time_zone: string | null },
  req: FastifyRequest,
): { language: string | null; timeZone: string | null } | undefined {
  const language = headerLanguage(req.headers['accept-language']) ?? row.language;
  const zone = req.headers[timeZoneHeaderName];
  const timeZone = isTimeZone(zone) ? zone : row.time_zone;
  return language !== row.language || timeZone !== row.time_zone ? { language, timeZone } : undefined;
}

type ContextRow = {
  enterprise_id: string | null;
  member_role: string | null;
  member_role_id: string | null;
  enterprise_check_status: number | null;
};
type ContextOf = { context: SessionContext; enterpriseCheckStatus: number | null };

const personal: ContextOf = Object.freeze({ context: Object.freeze({ kind: 'personal' }), enterpriseCheckStatus: null });

/**
 * Personal, or the enterprise the session is in while the person is an active member (else personal
 * again), when the session's row says it all; undefined for a member with a custom role, whose
 * modules memberContextOf reads.
 */
function contextOf(row: ContextRow): ContextOf | undefined {
  // A membership that ended while signed in falls back to the personal context.
  if (!row.enterprise_id || !row.member_role) return personal;
  const role = row.member_role;
  if (role === 'member' && row.member_role_id) return undefined;
  return {
    context: {
      kind: 'enterprise',
      isMaster: role === 'master',
      isAdmin: role === 'admin',
      roleModuleCodes: role !== 'member' ? [] : memberRoleModules,
    },
    enterpriseCheckStatus: row.enterprise_check_status,
  };
}

/** A member with a custom role: the permissions come from the role at every request, so a role edit applies at once. */
async function memberContextOf(deps: Pick<Deps, 'db'>, row: ContextRow): Promise<ContextOf> {
  const roleModuleCodes = await q.findRoleModuleCodes(deps.db, row.member_role_id!, row.enterprise_id!);
  return {
    context: { kind: 'enterprise', isMaster: false, isAdmin: false, roleModuleCodes },
    enterpriseCheckStatus: row.enterprise_check_status,
  };
}

export async function revokeSession(deps: Pick<Deps, 'db' | 'clock'>, sessionId: string, reason: string): Promise<void> {
  await q.revokeSessionRow(deps.db, sessionId, reason, deps.clock.now());
}

/** Ends every live session of a person (but `keepSessionId`); answers how many ended. `db` may be a transaction. */
export async function revokeSessionsOf(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { userId: string; reason: string; keepSessionId?: string; db?: Db },
): Promise<number> {
  return q.revokeUserSessions(input.db ?? deps.db, input.userId, input.reason, deps.clock.now(), input.keepSessionId);
}

/** The live session a token names (its id, person and context), if any. */
export async function findLiveSession(deps: Pick<Deps, 'db'>, token: string) {
  return q.findLiveSessionByTokenHash(deps.db, hashToken(token));
}

/** Operation protection: the session has just proved a second factor (`mfa` calls this after a right code). */
export async function markOperationProven(deps: Pick<Deps, 'db' | 'clock'>, sessionId: string): Promise<number> {
  const now = deps.clock.now();
  await q.markSessionOperationProven(deps.db, sessionId, now);
  return now;
}

// ---- what capabilities do with sessions (decision 49: the platform owns the table) ----------------

const liveWindow = (deps: Pick<Deps, 'clock'>): q.LiveWindow => {
  const now = deps.clock.now();
  return { now, seenAfter: now - sessionIdleMs };
};

/** The person's sessions that still let a request through (not ended, idle or past their end), the last seen first. */
export async function liveSessionsOf(deps: Pick<Deps, 'db' | 'clock'>, { userId }: { userId: string }) {
  return q.listLiveUserSessions(deps.db, userId, liveWindow(deps));
}

/** One live session of the person, if it is theirs and still lets a request through. */
export async function liveSessionOf(deps: Pick<Deps, 'db' | 'clock'>, { userId, sessionId }: { userId: string; sessionId: string }) {
  return q.findLiveUserSession(deps.db, userId, sessionId, liveWindow(deps));
}

/** Ends one session of the person; false when it was already ended (a race with another tab). */
export async function endSessionOf(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { userId: string; sessionId: string; reason: string },
): Promise<boolean> {
  return q.endUserSession(deps.db, input.userId, input.sessionId, input.reason, deps.clock.now());
}

/** Ends the person's sessions inside one enterprise (a separated member); answers how many. `db` may be a transaction. */
export async function revokeSessionsIn(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { userId: string; enterpriseId: string; reason: string; db?: Db },
): Promise<number> {
  return q.revokeUserSessionsIn(input.db ?? deps.db, input.userId, input.enterpriseId, input.reason, deps.clock.now());
}

/** Moves a session into a context: an enterprise, or the personal one (null). `db` may be a transaction. */
export async function moveSessionContext(
  deps: Pick<Deps, 'db'>,
  input: { sessionId: string; enterpriseId: string | null; db?: Db },
): Promise<void> {
  await q.setSessionEnterprise(input.db ?? deps.db, input.sessionId, input.enterpriseId);
}
