import { type ApplicationStatus, type RealNameStatus, checkStatusOf } from '@console/contract';
import type { Language } from '@console/phrases';
import { type Db, isUniqueViolation } from '../../db/database.js';
import { AppError, fieldError } from '../../platform/errors.js';
import type { VerificationOutcome } from '../../providers/identity/types.js';
import { accountRecordOf, changeAccount } from '../account/index.js';
import * as q from './queries.js';
import { isPending, personStatusOf, sourcesOf } from './status.js';

/**
 * What every flow shares: the rules that say whether a person may apply, the recording of a
 * provider's outcome, and the person's status kept in step with their applications. A flow checks
 * the rules early (to answer fast) and again inside the transaction that records (to be right).
 */

const settledAt = (row: q.ApplicationRow) => Math.max(row.created_at, row.decided_at ?? 0, row.ended_at ?? 0);

/** Writes the person's status, its time and §4's checkStatus from their applications. */
export async function syncPerson(db: Db, userId: string): Promise<RealNameStatus> {
  const rows = await q.listApplicationsOf(db, userId);
  const status = personStatusOf(rows.map((r) => ({ status: r.status as ApplicationStatus, settledAt: settledAt(r) })));
  const passed = rows.find((r) => r.status === 'passed');
  const next = { status, at: passed ? (passed.decided_at ?? passed.created_at) : null, checkStatus: checkStatusOf(status) };
  const person = await accountRecordOf({ db }, { userId });
  // Reading the state stores it (§4), but a read that changes nothing writes nothing.
  if (person && (person.real_name_status !== next.status || person.real_name_at !== next.at || person.check_status !== next.checkStatus)) {
    await changeAccount({ db }, { userId, realName: next });
  }
  return status;
}

export interface Rules {
  userId: string;
  purpose: 'authenticate' | 'change';
  idHash: string;
  lang: Language;
  /** The application being decided (a QR ticket's), which is pending itself. */
  exceptId?: string;
}

/**
 * May this person apply (or change) with this ID number now? Answers the identity currently held
 * (for a change). Stale QR tickets are expired first, and the person's unused ones withdrawn (they
 * chose another way, or a new code), so a forgotten one never blocks.
 */
export async function assertRules(db: Db, now: number, rules: Rules): Promise<q.ApplicationRow | undefined> {
  await q.expireWaiting(db, rules.userId, now);
  await q.withdrawUnusedTickets(db, rules.userId, now, rules.exceptId);
  const rows = (await q.listApplicationsOf(db, rules.userId)).filter((r) => r.id !== rules.exceptId);
  const current = rows.find((r) => r.status === 'passed');
  if (rules.purpose === 'authenticate' && current) throw new AppError('realNameAlreadyPassed');
  if (rules.purpose === 'change' && !current) throw new AppError('realNameRequired');
  if (rows.some((r) => isPending(r.status as ApplicationStatus))) throw new AppError('realNameInReview');
  if (current && current.id_number_hash === rules.idHash) throw fieldError('sameIdentity', 'idNumber', rules.lang);
  if (await q.idNumberPassedByOther(db, rules.idHash, rules.userId)) throw fieldError('idNumberTaken', 'idNumber', rules.lang);
  return current;
}

/** The status an outcome gives an application, and why when it failed. */
export function outcomeStatus(outcome: VerificationOutcome): { status: ApplicationStatus; reason: string | null } {
  if (outcome.result === 'pass') return { status: 'passed', reason: null };
  if (outcome.result === 'manual') return { status: 'underReview', reason: null };
  return { status: 'failed', reason: outcome.reason };
}

/**
 * Moves an application to its decided status; a change that passes supersedes the identity it
 * replaces. Throws when another request decided it first.
 */
export async function moveTo(
  db: Db,
  input: {
    row: q.ApplicationRow;
    status: ApplicationStatus;
    now: number;
    current?: q.ApplicationRow;
    set?: Parameters<typeof q.moveApplication>[3];
  },
): Promise<void> {
  const { row, status, now } = input;
  const decided = status === 'passed' || status === 'failed' || status === 'rejected';
  const moved = await q
    .moveApplication(
      db,
      row.id,
      sourcesOf(status).filter((s) => s === row.status),
      {
        ...input.set,
        status,
        ...(decided ? { decided_at: now } : {}),
      },
    )
    .catch((error: unknown) => {
      // Another account holds this ID number now (the index of migration 0005).
      throw isUniqueViolation(error) ? new AppError('idNumberTaken') : error;
    });
  if (!moved) throw new AppError('reviewAlreadyDecided');
  if (status === 'passed' && row.purpose === 'change' && input.current) {
    await q.moveApplication(db, input.current.id, sourcesOf('superseded'), { status: 'superseded', ended_at: now });
  }
}
