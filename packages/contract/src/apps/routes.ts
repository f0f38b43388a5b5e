import { defineRoutes } from '../route.js';

/** The enterprise's applications: their settings, credentials, authorized services, calls and callbacks. */
export const appsRoutes = defineRoutes('apps', {
  /** §2 myAppList: the enterprise's applications, newest first (keyset-paged). */
  list: { method: 'GET', path: '/console/app/myAppList', access: 'user', permission: 'myAppList' },
  /** §2 myAppBuild: creates an application with at least one service ticked. */
  create: { method: 'POST', path: '/console/app/create', access: 'user', permission: 'myApp:myAppList:add' },
  /** §2 myAppDetail. */
  detail: { method: 'GET', path: '/console/app/:id', access: 'user', permission: 'myAppDetail' },
  /** §2 myAppEdit (the environment is fixed at creation: it is the appId's prefix). */
  update: { method: 'POST', path: '/console/app/:id/edit', access: 'user', permission: 'myApp:myAppList:edit' },
  /** Enables or disables an application (record status normal / disabled). */
  setStatus: { method: 'POST', path: '/console/app/:id/status', access: 'user', permission: 'myApp:myAppList:edit' },
  /** §2 myAppAuthorize and the service-authorization page: which services the application may call. */
  authorize: { method: 'POST', path: '/console/app/:id/authorize', access: 'user', permission: 'myAppAuthorize' },
  /** Sends the SMS code that a new secret is revealed behind. */
  secretCode: { method: 'POST', path: '/console/app/:id/secretCode', access: 'user', permission: 'myAppDetail' },
  /** A new secret, shown once, after the SMS re-check; at most two active. */
  createSecret: { method: 'POST', path: '/console/app/:id/secrets', access: 'user', permission: 'myAppDetail', protect: 'operation' },
  /** Revokes a secret at once. */
  revokeSecret: { method: 'POST', path: '/console/app/:id/secrets/:secretId/revoke', access: 'user', permission: 'myAppDetail' },
  /** The application's metered calls (the usage ledger), newest first (keyset-paged). */
  calls: { method: 'GET', path: '/console/app/:id/calls', access: 'user', permission: 'myAppDetail' },
  /** The application's callback deliveries with every attempt, newest first (keyset-paged). */
  deliveries: { method: 'GET', path: '/console/app/:id/callbacks', access: 'user', permission: 'myAppDetail' },
  /** Sends a signed test event to the callback URL (a delivery like any other). */
  testCallback: { method: 'POST', path: '/console/app/:id/callbacks/test', access: 'user', permission: 'myAppDetail' },
  /** Delivers a callback again now. */
  resend: { method: 'POST', path: '/console/app/:id/callbacks/:deliveryId/resend', access: 'user', permission: 'myAppDetail' },
  /** Back office: an enterprise's applications with their usage. */
  opsList: { method: 'GET', path: '/operation-webapi/apps', access: 'operator' },
  /** The service-authorization page: the enterprise's applications, each with whether it may call this service. */
  serviceApps: { method: 'GET', path: '/console/service/:id/apps', access: 'user', permission: 'serviceAuthorization' },
  /** The service-authorization page: lets one application call this service, or no longer (it keeps at least one). */
  serviceAuthorize: {
    method: 'POST',
    path: '/console/service/:id/apps/:applicationId',
    access: 'user',
    permission: 'serviceAuthorization',
  },
});
