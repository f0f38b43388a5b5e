import { defineCapability } from '../../platform/capability.js';
import { operationLogRoutes } from './routes.js';

/**
 * §2 userDailyList and logStatistics: the operation log the platform writes (platform/audit.ts), read
 * per tenant, its hash chain verified and exported; acts per day and per service.
 */
export const operationLog = defineCapability({ name: 'operationLog', routes: operationLogRoutes });
