import { workOrderStatus } from '@console/contract';
import type { Deps } from '../../platform/context.js';
import type { Tenant } from '../../platform/tenant.js';
import { countByStatus } from './figure-queries.js';

/** The home dashboard's work orders of the tenant (§1): open (processing, distributed, processed) and resolved. One read. */
export async function workOrderCountsOf(deps: Pick<Deps, 'db'>, o: { tenant: Tenant }): Promise<{ open: number; resolved: number }> {
  const byStatus = await countByStatus(deps.db, o.tenant);
  const open = [workOrderStatus.processing, workOrderStatus.distributed, workOrderStatus.processed].reduce(
    (n, s) => n + (byStatus.get(s) ?? 0),
    0,
  );
  return { open, resolved: byStatus.get(workOrderStatus.resolved) ?? 0 };
}
