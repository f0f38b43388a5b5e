import type { Deps } from '../../platform/context.js';

/**
 * What the enterprise center reads and writes of members (a person's enterprises and their role, the
 * creator's master row, the master's change, the administrators told of it), handed in by the
 * organization capability at start: organization imports enterprise (names, standing, the row lock),
 * so enterprise cannot import organization's index back without an import circle (decision 49).
 * `deps.db` may be a transaction.
 */
export interface MembershipDirectory {
  /** A person's active memberships with their role, oldest first. */
  activeMembershipsOf(deps: Pick<Deps, 'db'>, o: { userId: string }): Promise<{ enterpriseId: string; role: string }[]>;
  /** A person's member row in one enterprise, whatever its status. */
  membershipOf(
    deps: Pick<Deps, 'db'>,
    o: { enterpriseId: string; userId: string },
  ): Promise<{ id: string; role: string; status: number } | undefined>;
  /** Person ids of the active master and administrators. */
  administratorsOf(deps: Pick<Deps, 'db'>, o: { enterpriseId: string }): Promise<string[]>;
  /** The creator's master row, in the creating transaction. */
  addMaster(
    deps: Pick<Deps, 'db'>,
    o: { memberId: string; enterpriseId: string; userId: string; accountName: string; now: number },
  ): Promise<void>;
  /** The old master becomes an administrator, the new one the master (`memberId` if they had no row), in the change's transaction. */
  handOverMaster(
    deps: Pick<Deps, 'db'>,
    o: { enterpriseId: string; from: string; to: string; toAccountName: string; memberId: string; now: number },
  ): Promise<void>;
}

let directory: MembershipDirectory | undefined;

/** Called by the organization capability's start hook; the functions are stateless, so every app of a process may hand them in. */
export function provideMembershipDirectory(given: MembershipDirectory): void {
  directory = given;
}

export function membershipDirectory(): MembershipDirectory {
  if (!directory)
    throw new Error('the organization capability has not handed enterprise its membership directory (its start hook has not run)');
  return directory;
}
