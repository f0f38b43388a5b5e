import type { Db } from '../../db/database.js';
import type { Tenant } from '../../platform/tenant.js';
import { meteredCallOf } from '../services/index.js';
import { appIdOf } from './work-order-queries.js';

/**
 * For work orders: the metered call a person names in an order, read only within that person's tenant
 * (services' ledger), with its application's public id; undefined when the tenant made no such call.
 */
export async function meteredCallInTenant(db: Db, tenant: Tenant, requestId: string) {
  const call = await meteredCallOf({ db }, { tenant, requestId });
  if (!call) return undefined;
  const app = call.app_id ? await appIdOf(db, call.app_id) : undefined;
  return {
    request_id: call.request_id,
    service_code: call.service_code,
    outcome: call.outcome,
    called_at: call.called_at,
    app_id: app?.app_id ?? null,
  };
}
