import type { Db } from '../../db/database.js';
import type { Tenant } from '../../platform/tenant.js';
import { ownedBy } from '../../platform/tenant-queries.js';

/**
 * For work orders: the application and the metered call a person names in an order, read only within
 * that person's tenant, so a stranger's id shows as not matched to the operator answering it.
 */

export async function applicationInTenant(db: Db, tenant: Tenant, id: string) {
  return db
    .selectFrom('applications')
    .select(['id', 'app_id', 'name', 'environment'])
    .where('id', '=', id)
    .where(ownedBy(tenant))
    .executeTakeFirst();
}

export async function meteredCallInTenant(db: Db, tenant: Tenant, requestId: string) {
  return db
    .selectFrom('usage_records as r')
    .leftJoin('applications as a', 'a.id', 'r.app_id')
    .select(['r.request_id', 'r.service_code', 'r.outcome', 'r.called_at', 'a.app_id'])
    .where('r.request_id', '=', requestId)
    .where(ownedBy(tenant, 'r'))
    .orderBy('r.called_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
