import type { Deps } from '../../platform/context.js';
import { findCodes, findNewestPassed, findOfEnterprise, findStatuses } from './lookup-queries.js';
import type { ApplicationRow } from './queries.js';

/** What the enterprise capability reads of applications, instead of querying `enterprise_applications` (decision 49). */

/** The statuses of several applications at once (a person's enterprises' current ones): one query; ids not found are absent. */
export async function applicationStatusesOf(
  deps: Pick<Deps, 'db'>,
  o: { applicationIds: readonly (string | null)[] },
): Promise<Map<string, string>> {
  const ids = [...new Set(o.applicationIds.filter((id): id is string => Boolean(id)))];
  if (!ids.length) return new Map();
  return new Map((await findStatuses(deps.db, ids)).map((r) => [r.id, r.status]));
}

/** The application eBasicInfo shows: the enterprise's newest passed one, else its current one. */
export async function shownApplicationOf(
  deps: Pick<Deps, 'db'>,
  o: { enterpriseId: string; currentId: string | null },
): Promise<ApplicationRow | undefined> {
  const passed = await findNewestPassed(deps.db, o.enterpriseId);
  if (passed || !o.currentId) return passed;
  return findOfEnterprise(deps.db, o.currentId, o.enterpriseId);
}

/** An application's registration codes and the legal representative's sealed name (a certificate's or a seal's subject). */
export async function applicationCodesOf(
  deps: Pick<Deps, 'db'>,
  o: { applicationId: string },
): Promise<{ creditCode: string | null; orgCode: string | null; legalNameCipher: string } | undefined> {
  const row = await findCodes(deps.db, o.applicationId);
  return row && { creditCode: row.credit_code, orgCode: row.org_code, legalNameCipher: row.legal_name_cipher };
}
