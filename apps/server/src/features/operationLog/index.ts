import { ensureMonthPartitions } from '../../db/partitions.js';
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
  // PostgreSQL: the log's months ahead (db/partitions.ts, migration 0057); a month is never dropped by a job (retention: README).
  jobs: [
    {
      name: 'operationLogPartitions',
      everyMs: 6 * 60 * 60_000,
      run: (deps) => ensureMonthPartitions(deps.db, 'operation_logs', deps.clock.now()),
    },
  ],
});
