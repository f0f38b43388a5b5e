import { defineCapability } from '../../platform/capability.js';
import { statisticsRoutes } from './routes.js';

/**
 * §2 myServiceStatistics and myAppStatistics: the enterprise's open-API calls per day of a month, per
 * service (with the remaining quota) and per application, from the rollup metering writes
 * (`usage_daily`, services/metering.ts).
 */
export const statistics = defineCapability({ name: 'statistics', tables: [], routes: statisticsRoutes });
