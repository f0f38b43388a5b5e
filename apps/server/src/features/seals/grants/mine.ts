import { recordStatus, type SealStatusName } from '@console/contract';
import type { UserCaller } from '../../../platform/caller.js';
import type { Deps } from '../../../platform/context.js';
import { listPosition, pageFrom } from '../../../platform/keyset.js';
import { enterpriseOf } from '../../../platform/tenant.js';
import { sealView } from '../view.js';
import * as q from './grant-queries.js';

/**
 * What a member who does not manage seals sees of them: the seals they hold a live grant of (normal,
 * inside its period), on the same list and with the same images as the administrators' page.
 */

/** The master and administrators manage every seal; anyone else sees their grants only. */
export const managesSeals = (caller: UserCaller): boolean =>
  caller.user.context.kind === 'enterprise' && (caller.user.context.isMaster || caller.user.context.isAdmin);

export async function listGrantedSeals(
  deps: Deps,
  { caller, ...input }: { caller: UserCaller; after?: string; pageSize: number; status?: SealStatusName },
) {
  const enterpriseId = enterpriseOf(caller.user);
  const userId = caller.user.userId;
  const status = input.status && recordStatus[input.status];
  const now = deps.clock.now();
  const scope = { enterpriseId, userId, status: status ?? null };
  const position = listPosition(q.mineOrder, { scope, after: input.after, pageSize: input.pageSize, lang: caller.lang });
  const [rows, total] = await Promise.all([
    q.pageOfMine(deps.db, enterpriseId, userId, now, status, position),
    q.countOfMine(deps.db, enterpriseId, userId, now, status),
  ]);
  return pageFrom(q.mineOrder, { scope, pageSize: input.pageSize, rows, total, view: sealView });
}

/** Whether the caller may see this seal of their enterprise: they manage seals, or hold a live grant of it. */
export async function maySeeSeal(deps: Deps, caller: UserCaller, enterpriseId: string, sealId: string): Promise<boolean> {
  return managesSeals(caller) || q.holdsLive(deps.db, enterpriseId, sealId, caller.user.userId, deps.clock.now());
}
