import type { DeliveryView, Page } from '@console/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { checkOutboundUrl } from '../../platform/outbound-url.js';
import { postSigned } from '../../platform/webhook.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import * as q from './queries.js';
import { ownApplication } from './service.js';
import { deliveryView } from './view.js';

/**
 * Callbacks to customers' servers: each event is a delivery with a ledger of attempts, POSTed by the
 * platform's one signed-webhook client (signed with the application's newest active secret), retried
 * with exponential backoff (1 min, 2, 4 … capped at 2 h) for 24 hours, and resendable by hand. The
 * address is checked against the SSRF guard again before every attempt. The job tries many at once,
 * bounded per process and per receiving host (`deliverDue`).
 */

export type CallbackTarget = 'callback' | 'evidence';
const retryWindowMs = 24 * 60 * 60_000;
const attemptTimeoutMs = 10_000;

export const backoffMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 2 * 60 * 60_000);

/** Queues an event for an application's callback (the signing issue's services call this); delivered by the job. */
export async function enqueueCallback(
  deps: Deps,
  input: { applicationId: string; event: string; payload: Record<string, unknown>; target?: CallbackTarget },
): Promise<string> {
  const now = deps.clock.now();
  const id = newId(now);
  await q.insertDelivery(deps.db, {
    id,
    application_id: input.applicationId,
    event: input.event,
    target: input.target ?? 'callback',
    payload: JSON.stringify({ id, event: input.event, createdAt: now, data: input.payload }),
    status: 'pending',
    attempt_count: 0,
    next_attempt_at: now,
    created_at: now,
    updated_at: now,
  });
  return id;
}

/** Where a delivery goes and what signs it: read once per application and run of the job. */
interface Receiver {
  url: string | null;
  secret: string | null;
}

async function receiverOf(deps: Deps, delivery: q.DeliveryRow): Promise<Receiver> {
  const app = await q.findApplicationById(deps.db, delivery.application_id);
  if (!app) return { url: null, secret: null };
  const url = delivery.target === 'evidence' ? app.evidence_callback_url : app.callback_url;
  const newest = (await q.activeSecretsOf(deps.db, app.id)).sort((a, b) => Number(b.created_at) - Number(a.created_at))[0];
  return { url, secret: newest ? deps.cipher.decrypt(newest.secret_cipher) : null };
}

/** What one try of a delivery came to, for its ledger. */
interface Outcome {
  delivery: q.DeliveryRow;
  started: number;
  ended: number;
  statusCode: number | null;
  latencyMs: number;
  problem: string | null;
}

/** One try of a delivery (not yet recorded). */
async function tryOnce(deps: Deps, delivery: q.DeliveryRow, { url, secret }: Receiver): Promise<Outcome> {
  const started = deps.clock.now();
  let statusCode: number | null = null;
  let problem: string | null = null;
  let latencyMs = 0;
  if (!url) problem = 'no callback URL';
  else if (!secret) problem = 'no active secret to sign with';
  else {
    // Every hop is checked again: the address the name resolves to now is the one connected to.
    const verdict = await checkOutboundUrl(url, { allowedHosts: deps.config.callbackAllowedHosts });
    if (!verdict.ok) problem = `address refused (${verdict.why})`;
    else {
      try {
        const answer = await postSigned({ url, secret, pin: verdict.pin }, JSON.parse(delivery.payload), {
          id: delivery.id,
          timestamp: Math.floor(started / 1000),
          timeoutMs: attemptTimeoutMs,
          keepAlive: true,
        });
        statusCode = answer.status;
        latencyMs = answer.latencyMs;
        if (answer.status < 200 || answer.status > 299) problem = `HTTP ${answer.status}`;
      } catch (error) {
        problem = (error instanceof Error ? error.message : String(error)).slice(0, 300);
      }
    }
  }
  return { delivery, started, ended: deps.clock.now(), statusCode, latencyMs, problem };
}

/**
 * Writes tries into their deliveries' ledgers, in one transaction: each attempt, and the delivery
 * delivered, failed past its 24 hours, or due again after its backoff.
 */
async function record(deps: Deps, outcomes: readonly Outcome[], log: FastifyBaseLogger): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    for (const { delivery, started, ended, statusCode, latencyMs, problem } of outcomes) {
      const attempts = delivery.attempt_count + 1;
      const delivered = problem === null;
      const giveUp = !delivered && ended + backoffMs(attempts) > Number(delivery.created_at) + retryWindowMs;
      await q.insertAttempt(trx, {
        id: newId(ended),
        delivery_id: delivery.id,
        at: started,
        status_code: statusCode,
        latency_ms: latencyMs,
        problem,
      });
      await q.updateDelivery(trx, delivery.id, {
        status: delivered ? 'delivered' : giveUp ? 'failed' : 'pending',
        attempt_count: attempts,
        next_attempt_at: delivered || giveUp ? null : ended + backoffMs(attempts),
        updated_at: ended,
      });
      if (!delivered) log.info({ delivery: delivery.id, attempts, problem }, 'callback not delivered');
    }
  });
}

/** One try of a delivery, recorded in its ledger (a test ping, a resend). */
async function attempt(deps: Deps, delivery: q.DeliveryRow, log: FastifyBaseLogger): Promise<void> {
  await record(deps, [await tryOnce(deps, delivery, await receiverOf(deps, delivery))], log);
}

/** How many tries one process has in flight at once, all receivers together and per receiving host. */
export interface DeliveryBounds {
  concurrency: number;
  perHost: number;
}
export const deliveryBounds: DeliveryBounds = { concurrency: 32, perHost: 4 };

const hostOf = (url: string | null) => {
  try {
    return url ? new URL(url).host : '';
  } catch {
    return '';
  }
};

/**
 * The job: every due delivery gets one try, many at once. Deliveries are claimed in one statement
 * (FOR UPDATE SKIP LOCKED on PostgreSQL), never more than the process has room for, so every process
 * runs this job at the same time and each delivery is tried by one of them. At most
 * `bounds.concurrency` tries are in flight here, at most `bounds.perHost` to one receiving host (the
 * rest of a host's claimed deliveries wait their turn; their claim lasts long enough for that).
 * Finished tries are written to the ledger together, one transaction for all that finished while
 * the previous one was written. A run goes on claiming until nothing is due.
 */
export async function deliverDue(deps: Deps, log: FastifyBaseLogger, bounds: DeliveryBounds = deliveryBounds): Promise<number> {
  // Claimed deliveries of one host wait at most concurrency / perHost tries of it (each under its timeout).
  const claimMs = attemptTimeoutMs * (Math.ceil(bounds.concurrency / bounds.perHost) + 2);
  // Claims are made in batches: once half the room is free, or when nothing is held.
  const refillAt = Math.max(1, Math.floor(bounds.concurrency / 2));
  const receivers = new Map<string, Promise<Receiver>>();
  const waiting = new Map<string, { row: q.DeliveryRow; receiver: Receiver }[]>();
  const busy = new Map<string, number>();
  const finished: Outcome[] = [];
  let writing: Promise<void> | null = null;
  let failure: unknown = null;
  let held = 0; // claimed here and not yet recorded
  let sent = 0;
  let wake: (() => void) | null = null;
  const settle = () => {
    wake?.();
    wake = null;
  };

  const write = async () => {
    while (finished.length > 0) {
      const batch = finished.splice(0);
      try {
        await record(deps, batch, log);
      } catch (error) {
        // Left claimed, these are tried again once their claim ends.
        failure = error;
      }
      held -= batch.length;
      sent += batch.length;
      settle();
    }
    writing = null;
  };

  const start = (host: string, row: q.DeliveryRow, receiver: Receiver) => {
    busy.set(host, (busy.get(host) ?? 0) + 1);
    const at = deps.clock.now();
    void tryOnce(deps, row, receiver)
      .catch((error: unknown): Outcome => {
        const problem = (error instanceof Error ? error.message : String(error)).slice(0, 300);
        return { delivery: row, started: at, ended: deps.clock.now(), statusCode: null, latencyMs: 0, problem };
      })
      .then((outcome) => {
        finished.push(outcome);
        writing ??= write();
        busy.set(host, busy.get(host)! - 1);
        const next = waiting.get(host)?.shift();
        if (next) start(host, next.row, next.receiver);
      });
  };

  for (;;) {
    if (failure) throw failure;
    const room = bounds.concurrency - held;
    if (room >= refillAt || held === 0) {
      const now = deps.clock.now();
      const claimed = await q.claimDueDeliveries(deps.db, { now, leaseUntil: now + claimMs, limit: room });
      held += claimed.length;
      for (const row of claimed) {
        const key = `${row.application_id} ${row.target}`;
        if (!receivers.has(key)) receivers.set(key, receiverOf(deps, row));
        const receiver = await receivers.get(key)!;
        const host = hostOf(receiver.url);
        if ((busy.get(host) ?? 0) < bounds.perHost) start(host, row, receiver);
        else waiting.set(host, [...(waiting.get(host) ?? []), { row, receiver }]);
      }
      if (held === 0) return sent;
      // More may be due: claim again at once if there is room for a batch.
      if (claimed.length === room && bounds.concurrency - held >= refillAt) continue;
    }
    // Wait for tries to be recorded before claiming again.
    await new Promise<void>((resolve) => (wake = resolve));
  }
}

async function viewOf(deps: Deps, applicationId: string, id: string): Promise<DeliveryView> {
  const row = await q.findDelivery(deps.db, applicationId, id);
  if (!row) throw new AppError('notFound');
  return deliveryView(row, await q.attemptsOf(deps.db, [row.id]));
}

/** Sends a signed `test.ping` event now, as a delivery like any other. */
export async function sendTestCallback(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<DeliveryView> {
  const app = await ownApplication(deps, caller, id);
  if (!app.callback_url) throw new AppError('callbackUrlMissing');
  const deliveryId = await enqueueCallback(deps, { applicationId: app.id, event: 'test.ping', payload: { appId: app.app_id } });
  const row = await q.findDelivery(deps.db, app.id, deliveryId);
  await attempt(deps, row!, caller.log);
  return viewOf(deps, app.id, deliveryId);
}

/** Delivers again now, whatever its state; one that still fails goes back under the backoff (or stays failed past its 24 h). */
export async function resendCallback(
  deps: Deps,
  { caller, id, deliveryId }: { caller: UserCaller; id: string; deliveryId: string },
): Promise<DeliveryView> {
  const app = await ownApplication(deps, caller, id);
  const row = await q.findDelivery(deps.db, app.id, deliveryId);
  if (!row) throw new AppError('notFound');
  const now = deps.clock.now();
  const fresh = { ...row, status: 'pending', created_at: now };
  await q.updateDelivery(deps.db, row.id, { status: 'pending', next_attempt_at: null, updated_at: now });
  await attempt(deps, fresh, caller.log);
  return viewOf(deps, app.id, deliveryId);
}

export async function listDeliveries(
  deps: Deps,
  { caller, id, after, pageSize }: { caller: UserCaller; id: string; after?: string; pageSize: number },
): Promise<Page<DeliveryView>> {
  const app = await ownApplication(deps, caller, id);
  const scope = { applicationId: app.id };
  const position = listPosition(q.deliveryOrder, { scope, after, pageSize, lang: caller.lang });
  const { rows, total } = await q.pageDeliveries(deps.db, app.id, position);
  const page = pageFrom(q.deliveryOrder, { scope, pageSize, rows, total, view: (r) => r });
  const attempts = await q.attemptsOf(
    deps.db,
    page.list.map((r) => r.id),
  );
  return {
    ...page,
    list: page.list.map((r) =>
      deliveryView(
        r,
        attempts.filter((a) => a.delivery_id === r.id),
      ),
    ),
  };
}
