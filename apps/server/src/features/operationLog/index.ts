import { defineCapability } from '../../platform/capability.js';
import { operationLogRoutes } from './routes.js';

/**
 * §2 userDailyList and logStatistics: the operation log the platform writes (platform/audit.ts), read
 * per tenant, its hash chain verified and exported; acts per day and per service.
 */
export const operationLog = defineCapability({
  name: 'operationLog',
  tables: [],
  routes: operationLogRoutes,
  // The log's monthly partitions are the platform's job (platform/platform-jobs.ts): the platform owns the table.
});
