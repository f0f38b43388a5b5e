import type { Db } from '../db/database.js';

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
    .values({
      id: row.id,
      token_hash: row.tokenHash,
      user_id: row.userId,
      enterprise_id: null,
      login_path: row.loginPath,
      created_at: row.now,
      last_seen_at: row.now,
      absolute_expires_at: row.absoluteExpiresAt,
      revoked_at: null,
      revoke_reason: null,
      ip: row.ip,
      user_agent: row.userAgent,
    })
    .execute();
}

/** A session with its person, by the hash of the presented token. */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.enterprise_id',
      'sessions.login_path',
      'sessions.last_seen_at',
      'sessions.absolute_expires_at',
      'sessions.revoked_at',
      'sessions.revoke_reason',
      'users.account_name',
      'users.check_status',
      'users.status',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchSession(db: Db, sessionId: string, now: number): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

/** The person's role in the enterprise and the enterprise's checkStatus, when they are an active member. */
export async function findMembership(db: Db, userId: string, enterpriseId: string) {
  return db
    .selectFrom('members')
    .innerJoin('enterprises', 'enterprises.id', 'members.enterprise_id')
    .select(['members.role', 'enterprises.check_status'])
    .where('members.enterprise_id', '=', enterpriseId)
    .where('members.user_id', '=', userId)
    .where('members.status', '=', 1)
    .executeTakeFirst();
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
