import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/context.js';
import { remitApplication } from './bank.js';
import * as q from './queries.js';
import { applyDeadlines } from './deadlines.js';

/** How often the sweeper runs in a live server. */
export const sweepIntervalMs = 60_000;

/**
 * One pass: applications whose deadline passed are ended (remittance not made in 2 h, amount not
 * entered in 72 h, the legal representative's link unused), and remittances not yet made are tried
 * again. Safe to run in several processes at once: every step is a conditional update.
 */
export async function sweepEnterpriseApplications(deps: Deps, log: FastifyBaseLogger): Promise<{ ended: number; remitted: number }> {
  const ended = await applyDeadlines(deps);
  let remitted = 0;
  for (const row of await q.unremittedApplications(deps.db, deps.clock.now())) {
    if ((await remitApplication(deps, row.id, log)) === 'remitted') remitted += 1;
  }
  return { ended, remitted };
}
