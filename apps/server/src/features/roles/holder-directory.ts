import type { Deps } from '../../platform/context.js';

/**
 * Who holds a role, read of the enterprise's members, handed in by the organization capability at
 * start: organization imports roles (a member's custom role and its name), so roles cannot import
 * organization's index back without an import circle (decision 49). `deps.db` may be a transaction.
 */
export interface HolderDirectory {
  /**
   * Active members per built-in role ('master', 'admin', and 'member' for members without a custom
   * role) and per custom role of `roleIds`: one grouped count over the enterprise's members.
   */
  holderCountsOf(deps: Pick<Deps, 'db'>, o: { enterpriseId: string; roleIds: readonly string[] }): Promise<Map<string, number>>;
  /** Every member given the custom role, separated ones too (a role in anyone's history stays). */
  everHeldBy(deps: Pick<Deps, 'db'>, o: { enterpriseId: string; roleId: string }): Promise<number>;
}

let directory: HolderDirectory | undefined;

/** Called by the organization capability's start hook; the functions are stateless, so every app of a process may hand them in. */
export function provideHolderDirectory(given: HolderDirectory): void {
  directory = given;
}

export function holderDirectory(): HolderDirectory {
  if (!directory) throw new Error('the organization capability has not handed roles its holder directory (its start hook has not run)');
  return directory;
}
