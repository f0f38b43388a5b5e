import type { UserCaller } from '../../platform/caller.js';
import { tenantOf } from '../../platform/tenant.js';
import type { Visibility } from './queries.js';

export type { Visibility };

/** The module that lets an enterprise's administrators (and roles granted it) see every work order of the enterprise. */
export const viewAllModule = 'workOrder:myWorkOrder:viewAll';

/**
 * Which work orders a person sees: in the personal context their own; in an enterprise the
 * enterprise's when their role holds `viewAll` (the master and administrators always do), else only
 * the ones they opened themselves — decided by the same module catalogue the menu reads.
 */
export function visibilityOf(caller: UserCaller): Visibility {
  const tenant = tenantOf(caller.user);
  const all = tenant.kind === 'personal' || caller.user.modules.some((m) => m.code === viewAllModule);
  return { tenant, onlyUserId: all ? null : caller.user.userId };
}
