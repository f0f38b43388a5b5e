import type { Db } from '../../db/database.js';
import type { Tenant } from '../../platform/tenant.js';
import { ownedBy } from '../../platform/tenant-queries.js';

/** SQL of the home dashboard's work-order figure: the tenant's orders counted per status, one grouped read of its (enterprise_id, status, …) index. */
export async function countByStatus(db: Db, tenant: Tenant) {
  const rows = await db
    .selectFrom('work_orders')
    .where(ownedBy(tenant))
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [Number(r.status), Number(r.count)]));
}
