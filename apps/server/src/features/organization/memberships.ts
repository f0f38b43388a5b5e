import type { Deps } from '../../platform/context.js';
import { findMembershipOf } from './member-queries.js';
import {
  activeMembershipsOfPerson,
  administratorIds,
  countEverHeld,
  countRoleHolders,
  enterpriseIdsOfMember,
  insertMaster,
  moveMasterRole,
} from './membership-queries.js';

/**
 * What other capabilities read and write of memberships (decision 49): sign flows, the personal
 * profile and second factors through the index; roles (who holds a role) and the enterprise center (a
 * person's enterprises, the master) through the directories organization's start hook hands them,
 * since organization imports both. `deps.db` may be a transaction.
 */

/**
 * The enterprises a person is a member of, by id (a sign flow's enterprise signer: which of them bears
 * the name the flow gives; whether the person may apply its seal is `seals`' to say).
 */
export async function memberEnterprisesOf(deps: Pick<Deps, 'db'>, o: { userId: string }): Promise<string[]> {
  return (await enterpriseIdsOfMember(deps.db, o.userId)).map((r) => r.enterprise_id);
}

/**
 * The enterprises a person is an active member of, with their role there, oldest membership first
 * (their personal profile, the enterprise center's list, whether an enterprise of theirs requires a
 * second factor; the enterprises' names are enterprise's to give).
 */
export async function activeMembershipsOf(
  deps: Pick<Deps, 'db'>,
  o: { userId: string },
): Promise<{ enterpriseId: string; role: string }[]> {
  return (await activeMembershipsOfPerson(deps.db, o.userId)).map((r) => ({ enterpriseId: r.enterprise_id, role: r.role }));
}

/** A person's member row in one enterprise, whatever its status (the context switch); undefined when none. */
export async function membershipOf(
  deps: Pick<Deps, 'db'>,
  o: { enterpriseId: string; userId: string },
): Promise<{ id: string; role: string; status: number } | undefined> {
  return findMembershipOf(deps.db, o.enterpriseId, o.userId);
}

/** Active members per built-in role ('member': those without a custom role) and per custom role of `roleIds`. */
export async function roleHolderCounts(
  deps: Pick<Deps, 'db'>,
  o: { enterpriseId: string; roleIds: readonly string[] },
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const r of await countRoleHolders(deps.db, o.enterpriseId, o.roleIds)) {
    const key = r.role_id ?? r.role;
    counts.set(key, (counts.get(key) ?? 0) + Number(r.n));
  }
  return counts;
}

/** Every member given a custom role, separated ones too: a role in anyone's history stays (roles refuses to delete it). */
export const customRoleEverHeldBy = (deps: Pick<Deps, 'db'>, o: { enterpriseId: string; roleId: string }): Promise<number> =>
  countEverHeld(deps.db, o.enterpriseId, o.roleId);

/** The person ids of the enterprise's active master and administrators (whom a master's change is told to). */
export const administratorsOf = (deps: Pick<Deps, 'db'>, o: { enterpriseId: string }): Promise<string[]> =>
  administratorIds(deps.db, o.enterpriseId);

/**
 * A new enterprise's creator becomes its master member, inside the creating transaction; the account
 * name is copied for the member list's search (0073).
 */
export async function addMaster(
  deps: Pick<Deps, 'db'>,
  o: { memberId: string; enterpriseId: string; userId: string; accountName: string; now: number },
): Promise<void> {
  await insertMaster(deps.db, { id: o.memberId, enterpriseId: o.enterpriseId, userId: o.userId, accountName: o.accountName, now: o.now });
}

/**
 * The members' side of a master's change, inside the transaction that moved the enterprise's master:
 * the old master becomes an administrator, the new one the master (a member row made for them, with
 * `memberId`, if they had none; a separated one is active again).
 */
export async function handOverMaster(
  deps: Pick<Deps, 'db'>,
  o: { enterpriseId: string; from: string; to: string; toAccountName: string; memberId: string; now: number },
): Promise<void> {
  await moveMasterRole(deps.db, o);
}
