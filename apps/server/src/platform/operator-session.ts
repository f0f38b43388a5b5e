import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from './context.js';
import { hashToken, newToken } from './crypto.js';
import { AppError } from './errors.js';
import { newId } from './ids.js';

export const operatorCookie = 'esign_ops';
const operatorIdleMs = 30 * 60_000;
const operatorAbsoluteMs = 8 * 60 * 60_000;

export interface OperatorSession {
  sessionId: string;
  operatorId: string;
  name: string;
  mustChangePassword: boolean;
}

export async function createOperatorSession(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { operatorId: string; ip: string; userAgent: string },
): Promise<string> {
  const now = deps.clock.now();
  const token = newToken();
  await deps.db
    .insertInto('operator_sessions')
    .values({
      id: newId(now),
      token_hash: hashToken(token),
      operator_id: input.operatorId,
      created_at: now,
      last_seen_at: now,
      absolute_expires_at: now + operatorAbsoluteMs,
      revoked_at: null,
      ip: input.ip,
      user_agent: input.userAgent.slice(0, 512),
    })
    .execute();
  return token;
}

export function setOperatorCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(operatorCookie, token, { path: '/', httpOnly: true, sameSite: 'strict', secure, maxAge: operatorAbsoluteMs / 1000 });
}

export async function resolveOperatorSession(deps: Pick<Deps, 'db' | 'clock'>, req: FastifyRequest): Promise<OperatorSession> {
  const token = req.cookies[operatorCookie];
  if (!token) throw new AppError('operatorSessionExpired');
  const row = await deps.db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select(['operator_sessions.id', 'operator_sessions.last_seen_at', 'operator_sessions.absolute_expires_at', 'operator_sessions.revoked_at', 'operators.id as operatorId', 'operators.name', 'operators.must_change_password'])
    .where('operator_sessions.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  const now = deps.clock.now();
  if (!row || row.revoked_at !== null || now - row.last_seen_at > operatorIdleMs || now >= row.absolute_expires_at) {
    throw new AppError('operatorSessionExpired');
  }
  await deps.db.updateTable('operator_sessions').set({ last_seen_at: now }).where('id', '=', row.id).execute();
  return { sessionId: row.id, operatorId: row.operatorId, name: row.name, mustChangePassword: row.must_change_password === 1 };
}

export async function revokeOperatorSessions(deps: Pick<Deps, 'db' | 'clock'>, operatorId: string, exceptSessionId?: string): Promise<void> {
  let q = deps.db.updateTable('operator_sessions').set({ revoked_at: deps.clock.now() }).where('operator_id', '=', operatorId).where('revoked_at', 'is', null);
  if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
  await q.execute();
}
