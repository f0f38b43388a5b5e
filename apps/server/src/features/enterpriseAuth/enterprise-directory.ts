import type { Deps } from '../../platform/context.js';

/**
 * What enterprise authentication reads and writes of an enterprise (its real-name status and current
 * application, its row lock, the identity key), handed in by the enterprise capability at start:
 * enterprise imports enterpriseAuth (deadlines, an application's view), so enterpriseAuth cannot
 * import enterprise's index back without an import circle (decision 49). `deps.db` may be a transaction.
 */
export interface EnterpriseDirectory {
  authStateOf(
    deps: Pick<Deps, 'db'>,
    o: { enterpriseId: string },
  ): Promise<{ realNameStatus: number; currentApplicationId: string | null } | undefined>;
  /** The enterprise's row lock for the rest of the transaction, marking it changed at `at`. */
  touch(deps: Pick<Deps, 'db'>, o: { enterpriseId: string; at: number }): Promise<void>;
  identityKeyHeldElsewhere(deps: Pick<Deps, 'db'>, o: { identityKey: string; enterpriseId: string }): Promise<boolean>;
  recordAuthentication(
    deps: Pick<Deps, 'db'>,
    o: {
      enterpriseId: string;
      applicationId: string;
      realNameStatus: number;
      checkStatus: number;
      at: number;
      passed?: { name: string; identityKey: string; passedAt: number };
    },
  ): Promise<void>;
}

let directory: EnterpriseDirectory | undefined;

/** Called by the enterprise capability's start hook; the functions are stateless, so every app of a process may hand them in. */
export function provideEnterpriseDirectory(given: EnterpriseDirectory): void {
  directory = given;
}

export function enterpriseDirectory(): EnterpriseDirectory {
  if (!directory) throw new Error('the enterprise capability has not handed enterpriseAuth its directory (its start hook has not run)');
  return directory;
}
