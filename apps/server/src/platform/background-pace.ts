import { type EventLoopUtilization, performance } from 'node:perf_hooks';
import { yieldToRequests } from './workers.js';

/**
 * Background work on the event loop (an import's rows, a bulk send's flows) paced by the loop's own
 * load, so the console's requests go first: between two steps the work always lets waiting requests
 * run (setImmediate), and when the loop was busy more than `busyShare` of the time since the last step
 * it also leaves the loop idle for the excess, at most `maxWaitMs` — a request arriving then finds
 * the loop free. A batch alone on a quiet server rarely waits (its steps mostly await the database and
 * the PDF pool, not the loop); beside busy users it slows itself, never below one step per
 * `maxWaitMs` plus its own time.
 */
export function backgroundPace(o: { busyShare?: number; maxWaitMs?: number } = {}): () => Promise<void> {
  const busyShare = o.busyShare ?? 0.5;
  const maxWaitMs = o.maxWaitMs ?? 15;
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  return async function step(): Promise<void> {
    await yieldToRequests();
    const now = performance.eventLoopUtilization();
    const { active, idle } = performance.eventLoopUtilization(now, last);
    last = now;
    // The idle time that would have kept the loop at busyShare over this stretch, less what it had.
    const wait = Math.min(maxWaitMs, (active * (1 - busyShare)) / busyShare - idle);
    if (wait >= 1) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      last = performance.eventLoopUtilization();
    }
  };
}
