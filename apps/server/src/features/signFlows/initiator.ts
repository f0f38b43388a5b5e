import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { tenantOf } from '../../platform/tenant.js';
import * as q from './queries.js';

/**
 * The flow the caller may act on as its initiator's side (edit a draft, start, revoke, extend,
 * remind): the module catalogue's rule as the lists read it — a member only the flows it started,
 * the master and administrators every flow of their enterprise, a person in its own space its own.
 * Any other flow, a colleague's included, is not found, as another tenant's is.
 */
export async function initiatorFlowOf(deps: Deps, caller: UserCaller, id: string): Promise<q.FlowRow> {
  const flow = await q.findOfTenant(deps.db, tenantOf(caller.user), id);
  const ctx = caller.user.context;
  const managesAll = ctx.kind !== 'enterprise' || ctx.isMaster || ctx.isAdmin;
  if (!flow || (!managesAll && flow.user_id !== caller.user.userId)) throw notFound();
  return flow;
}
