import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from './context.js';
import { hashToken, newToken } from './crypto.js';
import { AppError } from './errors.js';
import { newId } from './ids.js';
import * as q from './operator-session-queries.js';

export const operatorCookie = 'esign_ops';
const operatorIdleMs = 30 * 60_000;
const operatorAbsoluteMs = 8 * 60 * 60_000;

export interface OperatorSession {
  sessionId: string;
  operatorId: string;
  name: string;
  mustChangePassword: boolean;
  /** When the session last proved a code for operation protection; null if never. */
  operationProvenAt: number | null;
}

export async function createOperatorSession(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { operatorId: string; ip: string; userAgent: string },
): Promise<string> {
  const now = deps.clock.now();
  const token = newToken();
  await q.insertOperatorSession(deps.db, {
    id: newId(now),
    tokenHash: hashToken(token),
    operatorId: input.operatorId,
    now,
    absoluteExpiresAt: now + operatorAbsoluteMs,
    ip: input.ip,
    userAgent: input.userAgent.slice(0, 512),
  });
  return token;
}

export function setOperatorCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(operatorCookie, token, { path: '/', httpOnly: true, sameSite: 'strict', secure, maxAge: operatorAbsoluteMs / 1000 });
}

export async function resolveOperatorSession(deps: Pick<Deps, 'db' | 'clock'>, req: FastifyRequest): Promise<OperatorSession> {
  const token = req.cookies[operatorCookie];
  if (!token) throw new AppError('operatorSessionExpired');
  const row = await q.findOperatorSessionByTokenHash(deps.db, hashToken(token));
  const now = deps.clock.now();
  if (!row || row.revoked_at !== null || now - row.last_seen_at > operatorIdleMs || now >= row.absolute_expires_at) {
    throw new AppError('operatorSessionExpired');
  }
  await q.touchOperatorSession(deps.db, row.id, now);
  return {
    sessionId: row.id,
    operatorId: row.operatorId,
    name: row.name,
    mustChangePassword: row.must_change_password === 1,
    operationProvenAt: row.operation_proven_at === null ? null : Number(row.operation_proven_at),
  };
}

export async function revokeOperatorSessions(
  deps: Pick<Deps, 'db' | 'clock'>,
  operatorId: string,
  exceptSessionId?: string,
): Promise<void> {
  await q.revokeOperatorSessions(deps.db, operatorId, deps.clock.now(), exceptSessionId);
}

/** Records that the operator's session just proved a second factor (operation protection); answers when. */
export async function markOperatorOperationProven(deps: Pick<Deps, 'db' | 'clock'>, sessionId: string): Promise<number> {
  const now = deps.clock.now();
  await q.markOperatorSessionOperationProven(deps.db, sessionId, now);
  return now;
}

/** Ends the operator's session (signing out). */
export async function endOperatorSession(deps: Pick<Deps, 'db' | 'clock'>, { sessionId }: { sessionId: string }): Promise<void> {
  await q.endOperatorSession(deps.db, sessionId, deps.clock.now());
}
