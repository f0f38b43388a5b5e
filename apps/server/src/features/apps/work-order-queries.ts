import type { Db } from '../../db/database.js';
import type { Tenant } from '../../platform/tenant.js';
import { ownedBy } from '../../platform/tenant-queries.js';

/**
 * For work orders: the application a person names in an order, read only within that person's tenant,
 * so a stranger's id shows as not matched to the operator answering it (the named call: work-orders.ts).
 */

export async function applicationInTenant(db: Db, tenant: Tenant, id: string) {
  return db
    .selectFrom('applications')
    .select(['id', 'app_id', 'name', 'environment'])
    .where('id', '=', id)
    .where(ownedBy(tenant))
    .executeTakeFirst();
}

/** An application's public app id by its internal one (a metered call's, named in a work order). */
export const appIdOf = (db: Db, id: string) => db.selectFrom('applications').select('app_id').where('id', '=', id).executeTakeFirst();
