import { createHash } from 'node:crypto';
import { type ErrorKey, idempotencyWindowMs } from '@console/contract';
import type { FastifyReply } from 'fastify';
import type { SignedApp } from './caller.js';
import type { Deps } from './context.js';
import { AppError } from './errors.js';
import * as q from './idempotency-queries.js';

/**
 * `Idempotency-Key`: the first call with a key runs and its answer is kept for 24 hours; a repeat
 * with the same key and the same request replays that answer without running (or metering) again.
 * The same key with another request, or while the first is still running, is refused. An answer
 * that says nothing about the request (the provider unavailable, an internal error) is not kept, so
 * the caller can simply retry. `route.ts` applies it to every state-changing open-API endpoint, so
 * no service has to remember it: a key means the same thing for a verification, a certificate, a
 * signature, a token or a deposit.
 */
type Stored = { ok: true; data: unknown } | { ok: false; key: ErrorKey; params: Record<string, string | number> };

export async function idempotent<T>(
  deps: Deps,
  { app, method, path, reply }: { app: SignedApp; method: string; path: string; reply: FastifyReply },
  run: () => Promise<T>,
): Promise<T> {
  const key = app.idempotencyKey;
  if (!key) return run();
  const { applicationId } = app;
  const requestHash = createHash('sha256').update(`${method}\n${path}\n${app.bodySha256}`).digest('hex');
  const now = deps.clock.now();
  const claim = () => q.claimIdempotencyKey(deps.db, { applicationId, key, requestHash, now, expiresAt: now + idempotencyWindowMs });
  let claimed = await claim();
  if (!claimed) {
    await q.dropExpiredIdempotent(deps.db, applicationId, key, now);
    claimed = await claim();
  }
  if (!claimed) {
    const row = await q.findIdempotent(deps.db, applicationId, key);
    if (!row || row.request_hash !== requestHash || row.answer === null) throw new AppError('apiIdempotencyConflict');
    reply.header('Idempotent-Replayed', 'true');
    const stored = JSON.parse(row.answer) as Stored;
    if (stored.ok) return stored.data as T;
    throw new AppError(stored.key, stored.params);
  }
  try {
    const data = await run();
    await q.storeIdempotent(deps.db, applicationId, key, 200, JSON.stringify({ ok: true, data } satisfies Stored));
    return data;
  } catch (error) {
    if (error instanceof AppError && error.status < 500 && error.key !== 'apiIdempotencyConflict') {
      await q.storeIdempotent(
        deps.db,
        applicationId,
        key,
        error.status,
        JSON.stringify({ ok: false, key: error.key, params: error.params } satisfies Stored),
      );
    } else {
      await q.releaseIdempotent(deps.db, applicationId, key);
    }
    throw error;
  }
}

/** The job: answers older than 24 hours are dropped. */
export async function purgeExpiredAnswers(deps: Deps): Promise<number> {
  return Number((await q.purgeIdempotent(deps.db, deps.clock.now())).numDeletedRows);
}
