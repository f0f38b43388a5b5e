import { type ModuleEntry, type SessionContext, computeModules } from '@console/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from './context.js';
import { hashToken, newToken } from './crypto.js';
import { AppError } from './errors.js';
import { newId } from './ids.js';

export const sessionCookie = 'esign_session';
export const sessionIdleMs = 30 * 60_000;
export const sessionAbsoluteMs = 12 * 60 * 60_000;
/** last_seen_at is written at most this often, so reads stay reads. */
const touchEveryMs = 60_000;

export type LoginPath = 'password' | 'sms' | 'certificate';

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
}

export async function createUserSession(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { userId: string; loginPath: LoginPath; ip: string; userAgent: string },
): Promise<{ token: string; sessionId: string }> {
  const now = deps.clock.now();
  const token = newToken();
  const sessionId = newId(now);
  await deps.db
    .insertInto('sessions')
    .values({
      id: sessionId,
      token_hash: hashToken(token),
      user_id: input.userId,
      enterprise_id: null,
      login_path: input.loginPath,
      created_at: now,
      last_seen_at: now,
      absolute_expires_at: now + sessionAbsoluteMs,
      revoked_at: null,
      revoke_reason: null,
      ip: input.ip,
      user_agent: input.userAgent.slice(0, 512),
    })
    .execute();
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
  const row = await deps.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id', 'sessions.user_id', 'sessions.enterprise_id', 'sessions.login_path', 'sessions.last_seen_at',
      'sessions.absolute_expires_at', 'sessions.revoked_at', 'sessions.revoke_reason',
      'users.account_name', 'users.check_status', 'users.status',
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  const now = deps.clock.now();
  if (!row || row.status !== 1) throw new AppError('sessionExpired');
  if (row.revoked_at !== null) throw new AppError(replacedReasons.has(row.revoke_reason ?? '') ? 'sessionReplaced' : 'sessionExpired');
  if (now - row.last_seen_at > sessionIdleMs || now >= row.absolute_expires_at) {
    await deps.db.updateTable('sessions').set({ revoked_at: now, revoke_reason: 'expired' }).where('id', '=', row.id).execute();
    throw new AppError('sessionExpired');
  }
  if (now - row.last_seen_at > touchEveryMs) {
    await deps.db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', row.id).execute();
  }
  const { context, enterpriseCheckStatus } = await loadContext(deps, row.user_id, row.enterprise_id);
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
  };
}

async function loadContext(
  deps: Pick<Deps, 'db'>,
  userId: string,
  enterpriseId: string | null,
): Promise<{ context: SessionContext; enterpriseCheckStatus: number | null }> {
  const personal = { context: { kind: 'personal' } as const, enterpriseCheckStatus: null };
  if (!enterpriseId) return personal;
  const member = await deps.db
    .selectFrom('members')
    .innerJoin('enterprises', 'enterprises.id', 'members.enterprise_id')
    .select(['members.role', 'enterprises.check_status'])
    .where('members.enterprise_id', '=', enterpriseId)
    .where('members.user_id', '=', userId)
    .where('members.status', '=', 1)
    .executeTakeFirst();
  // A membership that ended while signed in falls back to the personal context.
  if (!member) return personal;
  return {
    context: { kind: 'enterprise', isMaster: member.role === 'master', isAdmin: member.role === 'admin', roleModuleCodes: [] },
    enterpriseCheckStatus: member.check_status,
  };
}

export async function revokeSession(deps: Pick<Deps, 'db' | 'clock'>, sessionId: string, reason: string): Promise<void> {
  await deps.db
    .updateTable('sessions')
    .set({ revoked_at: deps.clock.now(), revoke_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
