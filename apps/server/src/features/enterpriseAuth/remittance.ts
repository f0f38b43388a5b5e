import { type EnterpriseApplicationStatus, type ErrorKey, remittanceRules } from '@console/contract';

/**
 * The bank remittance state machine (§4, §9), pure: the clock is handed in as `now`.
 *
 *   remitting ──remitted──► awaitingAmount ──correct──► passed
 *       │                        │  └─wrong (1st, 2nd)─► awaitingAmount (attempts + 1)
 *       └─2 h unremitted─► failed │  └─wrong (3rd)──────► failed (amountAttemptsExhausted)
 *                                 └─72 h passed────────► expired (amountExpired)
 *
 * Any entry after the end answers the end's own error; starting again is a new application
 * (updateAuth), with its own remittance and fresh attempts.
 */

export interface RemittanceState {
  status: EnterpriseApplicationStatus;
  /** The application's `reason` (an errors key) once it ended. */
  reason: string | null;
  remitDueAt: number | null;
  remittedAt: number | null;
  amountDeadlineAt: number | null;
  /** Wrong entries so far. */
  attempts: number;
  /** What the bank remitted; null before the remittance. */
  amountFen: number | null;
}

export type DeadlineOutcome = { status: 'failed'; reason: 'remittanceFailed' } | { status: 'expired'; reason: 'amountExpired' };

/** Has a deadline ended the application by `now`? (Applied lazily on reads and by the sweeper.) */
export function deadlinePassed(state: RemittanceState, now: number): DeadlineOutcome | null {
  if (state.status === 'remitting' && state.remittedAt === null && state.remitDueAt !== null && now > state.remitDueAt) {
    return { status: 'failed', reason: 'remittanceFailed' };
  }
  if (state.status === 'awaitingAmount' && state.amountDeadlineAt !== null && now > state.amountDeadlineAt) {
    return { status: 'expired', reason: 'amountExpired' };
  }
  return null;
}

/** When the remittance is made at `now`: the amount may be entered until this. */
export const amountDeadlineFrom = (remittedAt: number): number => remittedAt + remittanceRules.amountWindowMs;
/** When the platform must have remitted by, for an application submitted at `now`. */
export const remitDueFrom = (submittedAt: number): number => submittedAt + remittanceRules.remitWithinMs;

export const attemptsLeftOf = (attempts: number): number => Math.max(0, remittanceRules.attempts - attempts);

/** The error an ended (or not yet remitted) application answers to an amount entry. */
export function refusalOf(state: Pick<RemittanceState, 'status' | 'reason'>): ErrorKey {
  switch (state.status) {
    case 'remitting':
      return 'amountNotRemitted';
    case 'expired':
      return 'amountExpired';
    case 'failed':
      return state.reason === 'remittanceFailed' ? 'remittanceFailed' : 'amountAttemptsExhausted';
    case 'passed':
      return 'enterpriseAlreadyAuthenticated';
    default:
      // superseded, rejected, or another mode's state: this application takes no amount.
      return 'enterpriseApplicationStale';
  }
}

export type AmountDecision =
  /** Nothing counted; the application may have to end by a deadline first (`end`). */
  | { kind: 'refused'; error: ErrorKey; end: DeadlineOutcome | null }
  | { kind: 'correct'; attempts: number }
  | { kind: 'wrong'; attempts: number; attemptsLeft: number }
  | { kind: 'exhausted'; attempts: number };

/** One amount entry, in fen, at `now`. */
export function decideAmount(state: RemittanceState, amountFen: number, now: number): AmountDecision {
  const end = deadlinePassed(state, now);
  if (end) return { kind: 'refused', error: end.reason === 'amountExpired' ? 'amountExpired' : 'remittanceFailed', end };
  if (state.status !== 'awaitingAmount' || state.amountFen === null) return { kind: 'refused', error: refusalOf(state), end: null };
  if (state.attempts >= remittanceRules.attempts) return { kind: 'refused', error: 'amountAttemptsExhausted', end: null };
  if (amountFen === state.amountFen) return { kind: 'correct', attempts: state.attempts };
  const attempts = state.attempts + 1;
  if (attempts >= remittanceRules.attempts) return { kind: 'exhausted', attempts };
  return { kind: 'wrong', attempts, attemptsLeft: attemptsLeftOf(attempts) };
}

/** What a recorded attempt's outcome answers when the same request arrives again. */
export function replayOf(outcome: string): 'correct' | 'wrong' | 'exhausted' {
  return outcome === 'correct' ? 'correct' : outcome === 'exhausted' ? 'exhausted' : 'wrong';
}

/** The state of an application row (its columns as stored). */
export function stateOf(row: {
  status: string;
  reason: string | null;
  remit_due_at: number | null;
  remitted_at: number | null;
  amount_deadline_at: number | null;
  amount_attempts: number;
  amount_fen: number | null;
}): RemittanceState {
  return {
    status: row.status as EnterpriseApplicationStatus,
    reason: row.reason,
    remitDueAt: row.remit_due_at,
    remittedAt: row.remitted_at,
    amountDeadlineAt: row.amount_deadline_at,
    attempts: row.amount_attempts,
    amountFen: row.amount_fen,
  };
}
