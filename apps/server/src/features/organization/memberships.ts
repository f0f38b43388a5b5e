import type { Deps } from '../../platform/context.js';
import { enterpriseIdsOfMember } from './membership-queries.js';

/**
 * The enterprises a person is a member of, by id (a sign flow's enterprise signer: which of them bears
 * the name the flow gives; whether the person may apply its seal is `seals`' to say). Decision 49.
 */
export async function memberEnterprisesOf(deps: Pick<Deps, 'db'>, o: { userId: string }): Promise<string[]> {
  return (await enterpriseIdsOfMember(deps.db, o.userId)).map((r) => r.enterprise_id);
}
