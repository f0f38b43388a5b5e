import type { Deps } from '../../platform/context.js';
import { applicationStatusesOf } from '../enterpriseAuth/index.js';
import {
  findEnterpriseMaster,
  findEnterpriseNames,
  findEnterpriseRealName,
  findEnterpriseShown,
  findEnterpriseStanding,
  holdEnterpriseRow,
} from './queries.js';

/** What other capabilities read of enterprises, instead of querying the table (decision 49). */

/**
 * An enterprise's name and its master administrator, for the capabilities that act for it or tell
 * its master (a service's grant, a quota alert); undefined when there is no such enterprise.
 */
export async function enterpriseMasterOf(
  deps: Pick<Deps, 'db'>,
  o: { enterpriseId: string },
): Promise<{ name: string; masterUserId: string } | undefined> {
  const row = await findEnterpriseMaster(deps.db, o.enterpriseId);
  return row && { name: row.name, masterUserId: row.master_user_id };
}

/** Names, numbers and real-name status of several enterprises at once (one query for a page of another capability's rows). */
export async function enterpriseNamesOf(
  deps: Pick<Deps, 'db'>,
  o: { enterpriseIds: readonly string[] },
): Promise<Map<string, { name: string; enterpriseNo: string | null; realNameStatus: number }>> {
  const ids = [...new Set(o.enterpriseIds)];
  if (!ids.length) return new Map();
  const rows = await findEnterpriseNames(deps.db, ids);
  return new Map(rows.map((r) => [r.id, { name: r.name, enterpriseNo: r.enterprise_no, realNameStatus: r.real_name_status }]));
}

/** An enterprise's name and real-name status (an SSO code's identity); undefined when there is no such enterprise. */
export async function enterpriseStandingOf(
  deps: Pick<Deps, 'db'>,
  o: { enterpriseId: string },
): Promise<{ id: string; name: string; realNameStatus: number } | undefined> {
  const row = await findEnterpriseStanding(deps.db, o.enterpriseId);
  return row && { id: row.id, name: row.name, realNameStatus: row.real_name_status };
}

/**
 * The enterprise an operator names by what the back office shows (its enterprise number) or by the
 * id a picker chose, with its master (a coupon's owner); undefined when neither matches.
 */
export async function enterpriseShownAs(
  deps: Pick<Deps, 'db'>,
  o: { key: string },
): Promise<{ id: string; masterUserId: string } | undefined> {
  const row = await findEnterpriseShown(deps.db, o.key);
  return row && { id: row.id, masterUserId: row.master_user_id };
}

/**
 * An enterprise's real-name status with when it passed and when it last changed, and its current
 * application's status (the home page's card); undefined when there is no such enterprise.
 */
export async function enterpriseRealNameOf(
  deps: Pick<Deps, 'db'>,
  o: { enterpriseId: string },
): Promise<{ realNameStatus: number; passedAt: number | null; updatedAt: number; applicationStatus: string | null } | undefined> {
  const row = await findEnterpriseRealName(deps.db, o.enterpriseId);
  if (!row) return undefined;
  const statuses = await applicationStatusesOf(deps, { applicationIds: [row.current_application_id] });
  return {
    realNameStatus: row.real_name_status,
    passedAt: row.passed_at,
    updatedAt: row.updated_at,
    applicationStatus: (row.current_application_id && statuses.get(row.current_application_id)) ?? null,
  };
}

/**
 * Takes the enterprise's row lock for the rest of `deps.db`'s transaction (PostgreSQL row lock,
 * SQLite's write lock) without changing it: another capability serializes one enterprise's changes
 * with it (organization's department moves check for cycles against a tree nobody else is moving).
 */
export async function holdEnterprise(deps: Pick<Deps, 'db'>, o: { enterpriseId: string }): Promise<void> {
  await holdEnterpriseRow(deps.db, o.enterpriseId);
}
