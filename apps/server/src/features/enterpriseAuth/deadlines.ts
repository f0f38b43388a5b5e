import { type EnterpriseApplicationStatus } from '@console/contract';
import { type Db } from '../../db/database.js';
import type { Deps } from '../../platform/context.js';
import { finishApplication } from './outcome.js';
import * as q from './queries.js';
import { type DeadlineOutcome, deadlinePassed, stateOf } from './remittance.js';

/*
 * The deadlines of an application (2 h remittance, 72 h amount, the legal representative's link),
 * applied lazily on every read and by the sweeper.
 */

/** The deadline that has ended an application by `now`, whatever its mode. */
export function deadlineOf(
  row: q.ApplicationRow,
  now: number,
): DeadlineOutcome | { status: 'expired'; reason: 'legalPersonLinkExpired' } | null {
  if (row.status === 'awaitingLegalPerson' && row.legal_ticket_expires_at !== null && now > row.legal_ticket_expires_at) {
    return { status: 'expired', reason: 'legalPersonLinkExpired' };
  }
  return deadlinePassed(stateOf(row), now);
}

/** Ends one overdue application (one conditional update: a concurrent ender changes nothing). */
export async function endIfOverdue(db: Db, row: q.ApplicationRow, now: number): Promise<boolean> {
  const end = deadlineOf(row, now);
  if (!end) return false;
  return db.transaction().execute((trx) =>
    finishApplication(trx, {
      applicationId: row.id,
      status: end.status,
      reason: end.reason,
      now,
      from: [row.status as EnterpriseApplicationStatus],
    }),
  );
}

/** Applies every passed deadline (of one enterprise, or all for the sweeper); answers how many ended. */
export async function applyDeadlines(deps: Pick<Deps, 'db' | 'clock'>, enterpriseId?: string): Promise<number> {
  const now = deps.clock.now();
  let ended = 0;
  for (const row of await q.overdueApplications(deps.db, now, enterpriseId)) {
    if (await endIfOverdue(deps.db, row, now)) ended += 1;
  }
  return ended;
}
