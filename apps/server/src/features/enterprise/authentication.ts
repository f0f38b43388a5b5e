import type { Deps } from '../../platform/context.js';
import { findAuthState, identityKeyHeldByOther, touchEnterpriseRow, updateAuthentication } from './authentication-queries.js';

/**
 * What enterprise authentication reads and writes of an enterprise: its real-name status and current
 * application, its row lock, the identity key one passed enterprise at a time holds. Handed to
 * enterpriseAuth by this capability's start hook (enterpriseAuth's `EnterpriseDirectory`), since
 * enterprise imports enterpriseAuth (decision 49). `deps.db` may be the caller's transaction.
 */

/** The enterprise's real-name status and current application; undefined when there is no such enterprise. */
export async function enterpriseAuthStateOf(
  deps: Pick<Deps, 'db'>,
  o: { enterpriseId: string },
): Promise<{ realNameStatus: number; currentApplicationId: string | null } | undefined> {
  const row = await findAuthState(deps.db, o.enterpriseId);
  return row && { realNameStatus: row.real_name_status, currentApplicationId: row.current_application_id };
}

/** Takes the enterprise's row lock for the rest of the transaction and marks it changed at `at` (an application or a document recorded). */
export async function touchEnterprise(deps: Pick<Deps, 'db'>, o: { enterpriseId: string; at: number }): Promise<void> {
  await touchEnterpriseRow(deps.db, o.enterpriseId, o.at);
}

/** Whether another enterprise holds this identity key ('C:' unified code or 'O:' organization code). */
export async function identityKeyHeldElsewhere(deps: Pick<Deps, 'db'>, o: { identityKey: string; enterpriseId: string }): Promise<boolean> {
  return identityKeyHeldByOther(deps.db, o.identityKey, o.enterpriseId);
}

/**
 * Points the enterprise at its current application with the real-name status and checkStatus that
 * follow; on a pass also its proven name, identity key and time. A key another enterprise holds
 * throws the database's unique violation (the caller turns it into `enterpriseCodeTaken`).
 */
export async function recordAuthentication(
  deps: Pick<Deps, 'db'>,
  o: {
    enterpriseId: string;
    applicationId: string;
    realNameStatus: number;
    checkStatus: number;
    at: number;
    passed?: { name: string; identityKey: string; passedAt: number };
  },
): Promise<void> {
  await updateAuthentication(deps.db, o.enterpriseId, {
    current_application_id: o.applicationId,
    real_name_status: o.realNameStatus,
    check_status: o.checkStatus,
    updated_at: o.at,
    ...(o.passed && { name: o.passed.name, identity_key: o.passed.identityKey, passed_at: o.passed.passedAt }),
  });
}
