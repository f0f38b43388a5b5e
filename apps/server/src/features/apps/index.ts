import { defineCapability } from '../../platform/capability.js';
import { deliverDue } from './callbacks.js';
import { appsRoutes } from './routes.js';

/**
 * Applications (§2 myApp*, the service-authorization page): settings, credentials, the services each
 * may call, their metered calls and their callbacks with a delivery ledger.
 */
export const apps = defineCapability({
  name: 'apps',
  tables: ['applications', 'app_secrets', 'app_services', 'callback_deliveries', 'callback_attempts'],
  routes: appsRoutes,
  jobs: [{ name: 'callbackDelivery', everyMs: 15_000, everyProcess: true, run: (deps, log) => deliverDue(deps, log) }],
});

/** For the open API: the calling application, its authorizations, and the "last used" note. */
export { type CallingApp, authorizedSubscriptions, callingApp, noteSecretUsed } from './signed-calls.js';
/** For services that answer later (the signing issue's, manual reviews): queue a signed callback. */
export { type CallbackTarget, deliverDue, enqueueCallback } from './callbacks.js';
/** For the organization: applications are open work a separating member hands over. */
export { countAppsOwnedBy, handOverApps, isAppOfEnterprise, appNamesOf } from './ownership.js';
/** For seals: the applications a grant, an auto-sign authorization or a seal's use names. */
export { appSummariesOf } from './ownership.js';
/** For work orders: the application and the call a person names, within their own tenant. */
export { applicationInTenant } from './work-order-queries.js';
export { meteredCallInTenant } from './work-orders.js';
