import { remittanceRules } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { type RemittanceState, amountDeadlineFrom, deadlinePassed, decideAmount, refusalOf, remitDueFrom } from './remittance.js';

const submitted = Date.UTC(2026, 10, 21, 2, 0, 0);
const remitting = (): RemittanceState => ({
  status: 'remitting',
  reason: null,
  remitDueAt: remitDueFrom(submitted),
  remittedAt: null,
  amountDeadlineAt: null,
  attempts: 0,
  amountFen: null,
});
const remittedAt = submitted + 10 * 60_000;
const awaiting = (attempts = 0): RemittanceState => ({
  ...remitting(),
  status: 'awaitingAmount',
  remittedAt,
  amountDeadlineAt: amountDeadlineFrom(remittedAt),
  attempts,
  amountFen: 37,
});

describe('bank remittance state machine', () => {
  it('gives the bank 2 hours to remit, then fails the application', () => {
    expect(remitDueFrom(submitted) - submitted).toBe(2 * 60 * 60_000);
    expect(deadlinePassed(remitting(), submitted + remittanceRules.remitWithinMs)).toBeNull();
    expect(deadlinePassed(remitting(), submitted + remittanceRules.remitWithinMs + 1)).toEqual({
      status: 'failed',
      reason: 'remittanceFailed',
    });
    // Not remitted yet: an entry is refused without counting.
    expect(decideAmount(remitting(), 37, submitted + 1)).toEqual({ kind: 'refused', error: 'amountNotRemitted', end: null });
    expect(decideAmount(remitting(), 37, submitted + remittanceRules.remitWithinMs + 1)).toMatchObject({
      kind: 'refused',
      error: 'remittanceFailed',
      end: { status: 'failed' },
    });
  });

  it('takes the right amount within 72 hours', () => {
    expect(amountDeadlineFrom(remittedAt) - remittedAt).toBe(72 * 60 * 60_000);
    expect(decideAmount(awaiting(), 37, remittedAt + remittanceRules.amountWindowMs)).toEqual({ kind: 'correct', attempts: 0 });
    expect(decideAmount(awaiting(2), 37, remittedAt + 1)).toEqual({ kind: 'correct', attempts: 2 });
  });

  it('counts wrong amounts: two leave attempts, the third ends it', () => {
    expect(decideAmount(awaiting(0), 36, remittedAt + 1)).toEqual({ kind: 'wrong', attempts: 1, attemptsLeft: 2 });
    expect(decideAmount(awaiting(1), 36, remittedAt + 1)).toEqual({ kind: 'wrong', attempts: 2, attemptsLeft: 1 });
    expect(decideAmount(awaiting(2), 36, remittedAt + 1)).toEqual({ kind: 'exhausted', attempts: 3 });
  });

  it('expires after 72 hours, even for the right amount', () => {
    const late = remittedAt + remittanceRules.amountWindowMs + 1;
    expect(deadlinePassed(awaiting(), late)).toEqual({ status: 'expired', reason: 'amountExpired' });
    expect(decideAmount(awaiting(), 37, late)).toEqual({
      kind: 'refused',
      error: 'amountExpired',
      end: { status: 'expired', reason: 'amountExpired' },
    });
  });

  it("answers any entry after the end with the end's own error", () => {
    expect(decideAmount({ ...awaiting(3), status: 'failed', reason: 'amountAttemptsExhausted' }, 37, remittedAt + 1)).toMatchObject({
      kind: 'refused',
      error: 'amountAttemptsExhausted',
    });
    expect(decideAmount({ ...awaiting(), status: 'expired', reason: 'amountExpired' }, 37, remittedAt + 1)).toMatchObject({
      kind: 'refused',
      error: 'amountExpired',
    });
    expect(refusalOf({ status: 'failed', reason: 'remittanceFailed' })).toBe('remittanceFailed');
    expect(refusalOf({ status: 'passed', reason: null })).toBe('enterpriseAlreadyAuthenticated');
    // Re-entry is a new application (updateAuth): the old one is superseded and takes nothing.
    expect(refusalOf({ status: 'superseded', reason: 'amountAttemptsExhausted' })).toBe('enterpriseApplicationStale');
  });

  it('starts a re-entered application over with fresh attempts', () => {
    // A fresh application after 3 wrong entries: attempts 0, its own remittance.
    const fresh = { ...awaiting(0), amountFen: 12 };
    expect(decideAmount(fresh, 37, remittedAt + 1)).toEqual({ kind: 'wrong', attempts: 1, attemptsLeft: 2 });
    expect(decideAmount(fresh, 12, remittedAt + 1)).toEqual({ kind: 'correct', attempts: 0 });
  });
});
