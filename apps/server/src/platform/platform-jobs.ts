import { ensureMonthPartitions } from '../db/partitions.js';
import type { Job } from './capability.js';

/**
 * The platform's own jobs, for the tables it owns (platform/tables.ts), started beside the
 * capabilities' (registerCapabilities). PostgreSQL: the operation log's monthly partitions made three
 * months ahead (db/partitions.ts, migration 0057); nothing on SQLite. A month is never dropped by a
 * job: retention is at least 5 years after the expiry of the certificates a month covers (§9,
 * decision 38), detached by hand.
 */
export const platformJobs: readonly Job[] = [
  {
    name: 'operationLogPartitions',
    everyMs: 6 * 60 * 60_000,
    run: (deps) => ensureMonthPartitions(deps.db, 'operation_logs', deps.clock.now()),
  },
];
