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
});
