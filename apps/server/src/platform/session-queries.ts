import type { Db } from '../db/database.js';
import { reusableQuery } from '../db/reusable-query.js';

/** SQL of user sessions (session.ts). Times are epoch ms handed in by the caller (its clock). */

export async function insertSession(
  db: Db,
  row: {
    id: string;
    tokenHash: string;
    userId: string;
    loginPath: string;
    now: number;
    absoluteExpiresAt: number;
    ip: string;
    userAgent: string;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values((eb) => ({
      id: row.id,
      token_hash: row.tokenHash,
      user_id: row.userId,
      // The space the person last worked in, while they are still an active member there; else personal.
      enterprise_id: eb
        .selectFrom('users')
        .innerJoin('members', (join) =>
          join
            .onRef('members.enterprise_id', '=', 'users.last_enterprise_id')
            .onRef('members.user_id', '=', 'users.id')
            .on('members.status', '=', 1),
        )
        .select('members.enterprise_id')
        .where('users.id', '=', row.userId),
      login_path: row.loginPath,
      created_at: row.now,
      last_seen_at: row.now,
      absolute_expires_at: row.absoluteExpiresAt,
      revoked_at: null,
      revoke_reason: null,
      ip: row.ip,
      user_agent: row.userAgent,
    }))
    .execute();
}

/**
 * A session with its person and, in an enterprise context, the person's active membership there and
 * the enterprise's checkStatus: the whole read of a signed-in request in one query over unique indexes
 * (sessions.token_hash, users.id, members (enterprise_id, user_id), enterprises.id).
 */
const sessionByTokenHash = reusableQuery((db: Db, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('members', (join) =>
      join
        .onRef('members.enterprise_id', '=', 'sessions.enterprise_id')
        .onRef('members.user_id', '=', 'sessions.user_id')
        .on('members.status', '=', 1),
    )
    .leftJoin('enterprises', 'enterprises.id', 'members.enterprise_id')
    .select([
      'members.role as member_role',
      'members.role_id as member_role_id',
      'enterprises.check_status as enterprise_check_status',
      'sessions.id',
      'sessions.user_id',
      'sessions.enterprise_id',
      'sessions.login_path',
      'sessions.last_seen_at',
      'sessions.absolute_expires_at',
      'sessions.revoked_at',
      'sessions.revoke_reason',
      'sessions.operation_proven_at',
      'users.account_name',
      'users.check_status',
      'users.status',
      'users.language',
      'users.time_zone',
    ])
    .where('sessions.token_hash', '=', tokenHash),
);

export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  return (await sessionByTokenHash(db, tokenHash))[0];
}

/** The language and time zone of the person's console, as they last used it (messages follow them). */
export async function updateConsoleSettings(
  db: Db,
  userId: string,
  settings: { language: string | null; timeZone: string | null },
): Promise<void> {
  await db.updateTable('users').set({ language: settings.language, time_zone: settings.timeZone }).where('id', '=', userId).execute();
}

export async function touchSession(db: Db, sessionId: string, now: number): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export async function revokeSessionRow(db: Db, sessionId: string, reason: string, now: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeUserSessions(db: Db, userId: string, reason: string, now: number, keepSessionId?: string): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findLiveSessionByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'enterprise_id'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** The module codes a custom role grants (its members' permissions, read at every request). */
export async function findRoleModuleCodes(db: Db, roleId: string, enterpriseId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('role_modules')
    .select('module_code')
    .where('role_id', '=', roleId)
    .where('enterprise_id', '=', enterpriseId)
    .execute();
  return rows.map((r) => r.module_code);
}

/** Operation protection: the session proved a second factor now. */
export async function markSessionOperationProven(db: Db, sessionId: string, now: number): Promise<void> {
  await db.updateTable('sessions').set({ operation_proven_at: now }).where('id', '=', sessionId).execute();
}

/** Which sessions still let a request through: not idle since `seenAfter`, not past their absolute end at `now`. */
export interface LiveWindow {
  now: number;
  seenAfter: number;
}

/** The person's sessions that still let a request through, the last seen first. */
export async function listLiveUserSessions(db: Db, userId: string, live: LiveWindow) {
  return db
    .selectFrom('sessions')
    .select(['id', 'ip', 'user_agent', 'login_path', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('last_seen_at', '>=', live.seenAfter)
    .where('absolute_expires_at', '>', live.now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findLiveUserSession(db: Db, userId: string, sessionId: string, live: LiveWindow) {
  return db
    .selectFrom('sessions')
    .select(['id', 'ip', 'user_agent'])
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('last_seen_at', '>=', live.seenAfter)
    .where('absolute_expires_at', '>', live.now)
    .executeTakeFirst();
}

/** Ends one session of the person; false when it was already ended (a race with another tab). */
export async function endUserSession(db: Db, userId: string, sessionId: string, reason: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends the person's sessions inside one enterprise (their personal sessions and other enterprises' stay). */
export async function revokeUserSessionsIn(db: Db, userId: string, enterpriseId: string, reason: string, now: number): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('user_id', '=', userId)
    .where('enterprise_id', '=', enterpriseId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function setSessionEnterprise(db: Db, sessionId: string, enterpriseId: string | null): Promise<void> {
  await db.updateTable('sessions').set({ enterprise_id: enterpriseId }).where('id', '=', sessionId).execute();
}
