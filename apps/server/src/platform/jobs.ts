import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Job } from './capability.js';
import type { Deps } from './context.js';
import { claimLease, releaseLease, renewLease } from './job-lease-queries.js';

/** How long a run holds its job's lease before another process may take it for dead (renewed meanwhile). */
export const defaultLeaseMs = 5 * 60_000;

/**
 * Runs a job here if no other process runs it, or ran it less than (nine tenths of) its period ago:
 * the job's lease in the database says who (see job-lease-queries.ts). A long run renews its lease
 * a few times per lease; a process that dies mid-run stops renewing, and once the lease has lapsed
 * the next process whose timer fires runs the job again. Answers whether it ran here.
 */
export async function runJobOnce(
  deps: Deps,
  log: FastifyBaseLogger,
  job: Job,
  options: { leaseMs?: number } = {},
): Promise<'ran' | 'elsewhere'> {
  const leaseMs = options.leaseMs ?? job.leaseMs ?? defaultLeaseMs;
  const holder = `${process.pid}-${randomBytes(8).toString('hex')}`;
  const started = deps.clock.now();
  if (!(await claimLease(deps.db, { name: job.name, holder, now: started, until: started + leaseMs }))) return 'elsewhere';
  const renewal = setInterval(() => {
    renewLease(deps.db, { name: job.name, holder, until: deps.clock.now() + leaseMs }).catch((error: unknown) =>
      log.warn({ job: job.name, problem: error instanceof Error ? error.message : String(error) }, 'job lease not renewed'),
    );
  }, leaseMs / 3);
  renewal.unref();
  try {
    await job.run(deps, log);
  } finally {
    clearInterval(renewal);
    // The timers of the processes drift apart: the next run is due a little before a full period.
    await releaseLease(deps.db, { name: job.name, holder, until: started + Math.floor(job.everyMs * 0.9), ranAt: started });
  }
  return 'ran';
}

/** Starts a job's timer in this process; the returned function stops it. */
export function startJob(deps: Deps, log: FastifyBaseLogger, job: Job): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    (job.everyProcess ? job.run(deps, log) : runJobOnce(deps, log, job))
      .catch((error: unknown) =>
        log.error({ job: job.name, problem: error instanceof Error ? error.message : String(error) }, 'job failed'),
      )
      .finally(() => {
        running = false;
      });
  }, job.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
