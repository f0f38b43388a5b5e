import {
  type EnterpriseApplicationStatus,
  type ErrorKey,
  type RealNameStatus,
  checkStatusOf,
  enterpriseStatusesInProgress,
  realNameStatus,
} from '@console/contract';
import { type Db, isUniqueViolation } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { releaseDocuments } from './documents.js';
import { enterpriseDirectory } from './enterprise-directory.js';
import * as q from './queries.js';

/**
 * How an application ends, shared by every mode (amount entered, legal representative verified,
 * operator decision, deadlines), and the enterprise kept in step with its current application:
 * `enterprises.real_name_status`, §4's checkStatus (8 while anything is in progress), and on a pass
 * the identity key that lets one enterprise at a time hold a unified or organization code.
 */

export const isInProgress = (status: string): boolean => (enterpriseStatusesInProgress as readonly string[]).includes(status);

/** The enterprise's real-name status read off its current application (§4). */
export function enterpriseStatusOf(status: EnterpriseApplicationStatus | null): RealNameStatus {
  if (status === null || status === 'superseded') return realNameStatus.notAuthenticated;
  if (isInProgress(status)) return realNameStatus.underReview;
  if (status === 'passed') return realNameStatus.passed;
  if (status === 'rejected') return realNameStatus.rejected;
  return realNameStatus.failed;
}

/** 'C:<unified code>' or 'O:<organization code>': one passed enterprise per key (migration 0006). */
export function identityKeyOf(row: { credit_code: string | null; org_code: string | null }): string {
  return row.credit_code ? `C:${row.credit_code}` : `O:${(row.org_code ?? '').replace('-', '')}`;
}

/** Points the enterprise at an application and writes its status and checkStatus from it. */
export async function syncEnterprise(db: Db, input: { enterpriseId: string; applicationId: string; now: number }): Promise<void> {
  const app = await q.findApplicationOutcome(db, input.applicationId);
  const status = enterpriseStatusOf(app.status as EnterpriseApplicationStatus);
  const passed = app.status === 'passed';
  try {
    await enterpriseDirectory().recordAuthentication(
      { db },
      {
        enterpriseId: input.enterpriseId,
        applicationId: input.applicationId,
        realNameStatus: status,
        checkStatus: checkStatusOf(status),
        at: input.now,
        // The name the enterprise proved becomes its name; its identity key is claimed.
        ...(passed && { passed: { name: app.enterprise_name, identityKey: identityKeyOf(app), passedAt: app.passed_at ?? input.now } }),
      },
    );
  } catch (error) {
    if (passed && isUniqueViolation(error)) throw new AppError('enterpriseCodeTaken');
    throw error;
  }
}

export interface FinishInput {
  applicationId: string;
  status: 'passed' | 'failed' | 'rejected' | 'expired';
  now: number;
  /** An `errors` key for failed / expired. */
  reason?: ErrorKey | null;
  /** The operator's words for rejected. */
  rejectReason?: string | null;
  reviewedBy?: string | null;
  /** The states it may end from; defaults to every in-progress state. */
  from?: readonly EnterpriseApplicationStatus[];
}

/**
 * Ends an application with one conditional update (two deciders at once: one wins) and syncs the
 * enterprise. Run it inside the caller's transaction. Answers false when the application had
 * already left the `from` states, so the caller can answer `enterpriseApplicationStale`. A pass
 * whose code another enterprise has meanwhile passed with throws `enterpriseCodeTaken` (the
 * caller's transaction rolls back; callers record it as a failure afterwards).
 */
export async function finishApplication(db: Db, input: FinishInput): Promise<boolean> {
  const from = input.from ?? enterpriseStatusesInProgress;
  const enterpriseId = await q.findApplicationEnterprise(db, input.applicationId);
  if (!enterpriseId) return false;
  const ended = await q.endApplication(db, input.applicationId, from, {
    status: input.status,
    reason: input.reason ?? null,
    reject_reason: input.rejectReason ?? null,
    reviewed_by: input.reviewedBy ?? null,
    passed_at: input.status === 'passed' ? input.now : null,
    rejected_at: input.status === 'rejected' ? input.now : null,
    ended_at: input.now,
  });
  if (!ended) return false;
  if (input.status !== 'passed') await releaseDocuments(db, { applicationId: input.applicationId, now: input.now, superseded: false });
  await syncEnterprise(db, { enterpriseId, applicationId: input.applicationId, now: input.now });
  return true;
}
