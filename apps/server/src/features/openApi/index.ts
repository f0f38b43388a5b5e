import { defineCapability } from '../../platform/capability.js';
import { authenticateSignedCall } from './authenticate.js';
import { purgeExpiredAnswers } from './idempotency.js';
import { openApiRoutes } from './routes.js';

/**
 * The open API under /webgate/platform-api/v1/ (§7): calls signed with an application's secret,
 * checked by `authenticateSignedCall`, metered against the enterprise's services, idempotent on request.
 */
export const openApi = defineCapability({
  name: 'openApi',
  routes: openApiRoutes,
  authenticateApp: authenticateSignedCall,
  jobs: [{ name: 'idempotentAnswerPurge', everyMs: 10 * 60_000, run: (deps) => purgeExpiredAnswers(deps) }],
});
