import { defineRoutes } from '../route.js';

/**
 * §2 myServiceStatistics and myAppStatistics: the session enterprise's metered open-API calls per
 * day of a month, read from the daily rollup the metering writes (never the raw ledger).
 */
export const statisticsRoutes = defineRoutes('statistics', {
  /** ?month&serviceCode&appId&outcome: per day, totals, and per service with its remaining quota. */
  services: { method: 'GET', path: '/console/statistics/services', access: 'user', permission: 'myServiceStatistics' },
  /** ?month&serviceCode&appId&outcome: per day, totals, and per application. */
  apps: { method: 'GET', path: '/console/statistics/apps', access: 'user', permission: 'myAppStatistics' },
  /** The same query: what the services page shows, as xlsx (the periods and the per-service table). */
  servicesExport: { method: 'GET', path: '/console/statistics/services/export', access: 'user', permission: 'myServiceStatistics' },
  /** The same query: what the applications page shows, as xlsx. */
  appsExport: { method: 'GET', path: '/console/statistics/apps/export', access: 'user', permission: 'myAppStatistics' },
});
