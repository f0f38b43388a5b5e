import { defineCapability } from '../../platform/capability.js';
import { enterpriseAuthRoutes } from './routes.js';
import { sweepEnterpriseApplications, sweepIntervalMs } from './sweeper.js';

/**
 * Enterprise real-name authentication (§2 eAuthRealName, §7): bank remittance, legal person,
 * documents; the back office's review queue and the sandbox bank's ledger; the sweeper that ends
 * overdue applications and retries remittances.
 */
export const enterpriseAuth = defineCapability({
  name: 'enterpriseAuth',
  routes: enterpriseAuthRoutes,
  jobs: [{ name: 'enterpriseApplicationSweep', everyMs: sweepIntervalMs, run: sweepEnterpriseApplications }],
});

// What the enterprise center uses: deadlines applied before it reads, and an application as the enterprise sees it.
export { applyDeadlines } from './service.js';
export { applicationView } from './view.js';
