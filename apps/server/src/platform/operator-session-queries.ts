import type { Db } from '../db/database.js';

/** SQL of operator sessions (operator-session.ts). Times are epoch ms handed in by the caller (its clock). */

export async function insertOperatorSession(
  db: Db,
  row: { id: string; tokenHash: string; operatorId: string; now: number; absoluteExpiresAt: number; ip: string; userAgent: string },
): Promise<void> {
  await db
    .insertInto('operator_sessions')
    .values({
      id: row.id,
      token_hash: row.tokenHash,
      operator_id: row.operatorId,
      created_at: row.now,
      last_seen_at: row.now,
      absolute_expires_at: row.absoluteExpiresAt,
      revoked_at: null,
      ip: row.ip,
      user_agent: row.userAgent,
    })
    .execute();
}

export async function findOperatorSessionByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select([
      'operator_sessions.id',
      'operator_sessions.last_seen_at',
      'operator_sessions.absolute_expires_at',
      'operator_sessions.revoked_at',
      'operator_sessions.operation_proven_at',
      'operators.id as operatorId',
      'operators.name',
      'operators.must_change_password',
    ])
    .where('operator_sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchOperatorSession(db: Db, sessionId: string, now: number): Promise<void> {
  await db.updateTable('operator_sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export async function revokeOperatorSessions(db: Db, operatorId: string, now: number, exceptSessionId?: string): Promise<void> {
  let query = db
    .updateTable('operator_sessions')
    .set({ revoked_at: now })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}

export async function markOperatorSessionOperationProven(db: Db, sessionId: string, now: number): Promise<void> {
  await db.updateTable('operator_sessions').set({ operation_proven_at: now }).where('id', '=', sessionId).execute();
}

/** Ends one operator session (signing out). */
export async function endOperatorSession(db: Db, sessionId: string, now: number): Promise<void> {
  await db.updateTable('operator_sessions').set({ revoked_at: now }).where('id', '=', sessionId).execute();
}
