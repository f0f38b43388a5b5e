import type { Db } from '../../db/database.js';

/** SQL of account security. Times are epoch ms handed in by the service (its clock). */

export interface LiveWindow {
  now: number;
  /** Sessions last seen before this have passed the idle timeout. */
  seenAfter: number;
}

/** The person's sessions that still let a request through: not ended, not idle too long, not past their absolute end. */
export async function listLiveSessions(db: Db, userId: string, live: LiveWindow) {
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

export async function findLiveSession(db: Db, userId: string, sessionId: string, live: LiveWindow) {
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
export async function endSession(db: Db, userId: string, sessionId: string, reason: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The account fields the in-console reset needs. */
export async function findAccount(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'account_name', 'email', 'phone_cipher', 'language', 'time_zone'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
export type AccountRow = Awaited<ReturnType<typeof findAccount>> & object;

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string, now: number): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', userId).execute();
}
