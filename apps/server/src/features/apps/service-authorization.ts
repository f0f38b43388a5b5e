import type { Page, ServiceApp } from '@console/contract';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import { enterpriseOf } from '../../platform/tenant.js';
import { subscriptionsOf } from '../services/index.js';
import * as q from './queries.js';
import { authorizeServices, ownApplication } from './service.js';
import { appSummary } from './view.js';

/**
 * The service-authorization page: one service of the enterprise against its applications. A tick
 * goes through `authorizeServices`, the function of myAppAuthorize, so the rules are the same.
 */

async function ownSubscription(deps: Deps, caller: UserCaller, id: string) {
  const [subscription] = await subscriptionsOf(deps, enterpriseOf(caller.user), [id]);
  if (!subscription) throw new AppError('notFound');
  return subscription;
}

const serviceApp = (row: q.ApplicationListRow, authorized: boolean): ServiceApp => ({
  ...appSummary(row, Number(row.service_count ?? 0)),
  authorized,
});

export async function listServiceApps(
  deps: Deps,
  { caller, id, after, pageSize }: { caller: UserCaller; id: string; after?: string; pageSize: number },
): Promise<Page<ServiceApp>> {
  const subscription = await ownSubscription(deps, caller, id);
  const enterpriseId = enterpriseOf(caller.user);
  const scope = { enterpriseId, subscriptionId: subscription.id };
  const position = listPosition(q.applicationOrder, { scope, after, pageSize, lang: caller.lang });
  const { rows, total } = await q.pageServiceApps(deps.db, enterpriseId, subscription.id, position);
  return pageFrom(q.applicationOrder, { scope, pageSize, rows, total, view: (r) => serviceApp(r, Number(r.authorized ?? 0) > 0) });
}

/** Lets one application call the service, or no longer; an application keeps at least one service. */
export async function setServiceApp(
  deps: Deps,
  { caller, id, applicationId, authorized }: { caller: UserCaller; id: string; applicationId: string; authorized: boolean },
): Promise<ServiceApp> {
  const subscription = await ownSubscription(deps, caller, id);
  const app = await ownApplication(deps, caller, applicationId);
  const held = await q.authorizedIds(deps.db, app.id);
  const next = authorized ? [...new Set([...held, subscription.id])] : held.filter((s) => s !== subscription.id);
  if (next.length === 0) throw new AppError('appServiceRequired', { app: app.name });
  const detail = next.length === held.length ? null : await authorizeServices(deps, { caller, id: app.id, serviceIds: next });
  return { ...appSummary(app, detail?.serviceCount ?? held.length), authorized };
}
