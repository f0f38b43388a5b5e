import { type ApplicationStatus, type RealNameStatus, realNameStatus } from '@console/contract';

/**
 * The life of one application, and where a person stands given all of theirs. Pure functions: the
 * service asks them before every write, so no flow can leave an application in a state the
 * product does not know, and the person's status is always derived, never edited by hand.
 */
const transitions: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  // A QR ticket: the phone's video decides it, or the ticket runs out.
  waiting: ['underReview', 'passed', 'failed', 'expired'],
  underReview: ['passed', 'rejected'],
  // A passed identity ends by a certification change or a revocation; history keeps it.
  passed: ['superseded', 'revoked'],
  failed: [],
  rejected: [],
  expired: [],
  superseded: [],
  revoked: [],
};

export class InvalidTransition extends Error {
  constructor(
    readonly from: ApplicationStatus,
    readonly to: ApplicationStatus,
  ) {
    super(`an application cannot go from ${from} to ${to}`);
    this.name = 'InvalidTransition';
  }
}

export function canTransition(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return transitions[from].includes(to);
}

/** The statuses an application may be moved out of to reach `to` (for conditional updates). */
export function sourcesOf(to: ApplicationStatus): ApplicationStatus[] {
  return (Object.keys(transitions) as ApplicationStatus[]).filter((from) => canTransition(from, to));
}

export function assertTransition(from: ApplicationStatus, to: ApplicationStatus): void {
  if (!canTransition(from, to)) throw new InvalidTransition(from, to);
}

/** What the derivation needs of an application: its status and when it reached it. */
export interface ApplicationFacts {
  status: ApplicationStatus;
  /** The time of its last change of status (decided, ended, or created when neither). */
  settledAt: number;
}

/**
 * The person's real-name status: passed while a passed application holds their identity; else
 * under review while an operator has one; else what the latest decision said (a revocation
 * leaves them not authenticated); else not authenticated. A QR ticket still waiting for its video
 * is no review: nothing was submitted yet, so it does not change the status.
 */
export function personStatusOf(applications: readonly ApplicationFacts[]): RealNameStatus {
  if (applications.some((a) => a.status === 'passed')) return realNameStatus.passed;
  if (applications.some((a) => a.status === 'underReview')) return realNameStatus.underReview;
  const decided = applications.filter((a) => a.status === 'failed' || a.status === 'rejected' || a.status === 'revoked');
  const latest = decided.reduce<ApplicationFacts | undefined>((l, a) => (!l || a.settledAt >= l.settledAt ? a : l), undefined);
  if (latest?.status === 'failed') return realNameStatus.failed;
  if (latest?.status === 'rejected') return realNameStatus.rejected;
  return realNameStatus.notAuthenticated;
}

/** An application that blocks a new one: in review, or a live QR ticket. */
export function isPending(status: ApplicationStatus): boolean {
  return status === 'underReview' || status === 'waiting';
}
