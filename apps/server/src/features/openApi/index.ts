import { defineCapability } from '../../platform/capability.js';
import { authenticateSignedCall } from './authenticate.js';
import { purgeExpiredAnswers } from '../../platform/idempotency.js';
import { openApiRoutes } from './routes.js';

/**
 * The open API under /webgate/platform-api/v1/ (§7): calls signed with an application's secret,
 * checked by `authenticateSignedCall`, metered against the enterprise's services. Idempotency-Key is
 * the route wrapper's (platform/idempotency.ts), for every capability's state-changing calls alike;
 * this capability runs the job that drops answers past their 24 hours.
 */
export const openApi = defineCapability({
  name: 'openApi',
  tables: [],
  routes: openApiRoutes,
  authenticateApp: authenticateSignedCall,
  jobs: [{ name: 'idempotentAnswerPurge', everyMs: 10 * 60_000, run: (deps) => purgeExpiredAnswers(deps) }],
});
