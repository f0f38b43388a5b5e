import { realNameStatus } from '@console/contract';
import type { Deps } from '../../platform/context.js';
import { findPassedEnterprise } from './queries.js';

/** The name and registration code of an authenticated enterprise (a certificate's subject); null until it passed. */
export async function passedEnterpriseOf(
  deps: Pick<Deps, 'db'>,
  enterpriseId: string,
): Promise<{ name: string; creditCode: string | null } | null> {
  const row = await findPassedEnterprise(deps.db, enterpriseId);
  if (!row || row.real_name_status !== realNameStatus.passed) return null;
  return { name: row.name, creditCode: row.credit_code ?? row.org_code ?? null };
}
