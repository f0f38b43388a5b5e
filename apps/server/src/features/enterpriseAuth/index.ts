import { defineCapability } from '../../platform/capability.js';
import { deleteDueDocuments } from './documents.js';
import { enterpriseAuthRoutes } from './routes.js';
import { sweepEnterpriseApplications, sweepIntervalMs } from './sweeper.js';

/**
 * Enterprise real-name authentication (§2 eAuthRealName, §7): bank remittance, legal person,
 * documents; the back office's review queue and the sandbox bank's ledger; the sweeper that ends
 * overdue applications and retries remittances, and the job that deletes documents that are due.
 */
export const enterpriseAuth = defineCapability({
  name: 'enterpriseAuth',
  tables: ['enterprise_applications', 'enterprise_amount_attempts', 'enterprise_documents'],
  routes: enterpriseAuthRoutes,
  jobs: [
    { name: 'enterpriseApplicationSweep', everyMs: sweepIntervalMs, run: sweepEnterpriseApplications },
    // Replaced, abandoned and long-ended documents: row and sealed file (documents.ts).
    { name: 'enterpriseDocumentCleanup', everyMs: sweepIntervalMs, run: (deps, log) => deleteDueDocuments(deps, log) },
  ],
});

// What the enterprise center uses: deadlines applied before it reads, and an application as the enterprise sees it.
export { applyDeadlines } from './deadlines.js';
export { applicationView } from './view.js';
// What the enterprise center reads of applications: the current ones' statuses, the one eBasicInfo shows, a passed one's codes.
export { applicationCodesOf, applicationStatusesOf, shownApplicationOf } from './lookups.js';
/** The enterprise capability hands in what enterpriseAuth reads and writes of enterprises (its start hook). */
export { type EnterpriseDirectory, provideEnterpriseDirectory } from './enterprise-directory.js';
