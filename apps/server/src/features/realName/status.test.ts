import { type ApplicationStatus, applicationStatuses, realNameStatus } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { InvalidTransition, assertTransition, canTransition, isPending, personStatusOf, sourcesOf } from './status.js';

const allowed: [ApplicationStatus, ApplicationStatus][] = [
  ['waiting', 'underReview'],
  ['waiting', 'passed'],
  ['waiting', 'failed'],
  ['waiting', 'expired'],
  ['underReview', 'passed'],
  ['underReview', 'rejected'],
  ['passed', 'superseded'],
  ['passed', 'revoked'],
];
const isAllowed = (from: ApplicationStatus, to: ApplicationStatus) => allowed.some(([f, t]) => f === from && t === to);
const everyPair = applicationStatuses.flatMap((from) =>
  applicationStatuses.map((to) => [from, to] as [ApplicationStatus, ApplicationStatus]),
);

describe('application transitions', () => {
  it.each(allowed)('allows %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(() => assertTransition(from, to)).not.toThrow();
  });

  it.each(everyPair.filter(([from, to]) => !isAllowed(from, to)))('refuses %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    expect(() => assertTransition(from, to)).toThrow(InvalidTransition);
  });

  it('names the statuses an application may leave for each target', () => {
    expect(sourcesOf('passed').sort()).toEqual(['underReview', 'waiting']);
    expect(sourcesOf('rejected')).toEqual(['underReview']);
    expect(sourcesOf('revoked')).toEqual(['passed']);
    expect(sourcesOf('expired')).toEqual(['waiting']);
    expect(sourcesOf('waiting')).toEqual([]);
  });

  it('counts only applications in review or waiting for a video as pending', () => {
    expect(applicationStatuses.filter(isPending).sort()).toEqual(['underReview', 'waiting']);
  });
});

describe('the person’s status derived from their applications', () => {
  const at = (status: ApplicationStatus, settledAt: number) => ({ status, settledAt });

  it('is not authenticated without applications', () => {
    expect(personStatusOf([])).toBe(realNameStatus.notAuthenticated);
  });

  it('is passed while a passed application exists, whatever else is there', () => {
    expect(personStatusOf([at('failed', 1), at('passed', 2)])).toBe(realNameStatus.passed);
    // A change in review or failed keeps the old identity.
    expect(personStatusOf([at('passed', 1), at('underReview', 2)])).toBe(realNameStatus.passed);
    expect(personStatusOf([at('passed', 1), at('failed', 3), at('rejected', 4)])).toBe(realNameStatus.passed);
    expect(personStatusOf([at('superseded', 1), at('passed', 2)])).toBe(realNameStatus.passed);
  });

  it('is under review while an operator has one and nothing passed', () => {
    expect(personStatusOf([at('failed', 1), at('underReview', 2)])).toBe(realNameStatus.underReview);
    expect(personStatusOf([at('underReview', 1), at('failed', 2)])).toBe(realNameStatus.underReview);
  });

  it('is not moved by a QR ticket still waiting for its video, nor by one that expired', () => {
    expect(personStatusOf([at('waiting', 1)])).toBe(realNameStatus.notAuthenticated);
    expect(personStatusOf([at('failed', 1), at('waiting', 2)])).toBe(realNameStatus.failed);
    expect(personStatusOf([at('rejected', 1), at('expired', 2)])).toBe(realNameStatus.rejected);
  });

  it('follows the latest decision otherwise: failed, rejected, or revoked (not authenticated)', () => {
    expect(personStatusOf([at('failed', 1)])).toBe(realNameStatus.failed);
    expect(personStatusOf([at('rejected', 1)])).toBe(realNameStatus.rejected);
    expect(personStatusOf([at('failed', 1), at('rejected', 2)])).toBe(realNameStatus.rejected);
    expect(personStatusOf([at('rejected', 1), at('failed', 2)])).toBe(realNameStatus.failed);
    expect(personStatusOf([at('superseded', 1), at('revoked', 3), at('failed', 2)])).toBe(realNameStatus.notAuthenticated);
    expect(personStatusOf([at('revoked', 1), at('failed', 2)])).toBe(realNameStatus.failed);
  });
});
