import type { Deps } from '../../platform/context.js';
import { activeMembershipsOfPerson, enterpriseIdsOfMember } from './membership-queries.js';

/**
 * The enterprises a person is a member of, by id (a sign flow's enterprise signer: which of them bears
 * the name the flow gives; whether the person may apply its seal is `seals`' to say). Decision 49.
 */
export async function memberEnterprisesOf(deps: Pick<Deps, 'db'>, o: { userId: string }): Promise<string[]> {
  return (await enterpriseIdsOfMember(deps.db, o.userId)).map((r) => r.enterprise_id);
}

/**
 * The enterprises a person is an active member of, with their role there, oldest membership first
 * (their personal profile; the names are enterprise's to give). Decision 49.
 */
export async function activeMembershipsOf(
  deps: Pick<Deps, 'db'>,
  o: { userId: string },
): Promise<{ enterpriseId: string; role: string }[]> {
  return (await activeMembershipsOfPerson(deps.db, o.userId)).map((r) => ({ enterpriseId: r.enterprise_id, role: r.role }));
}
