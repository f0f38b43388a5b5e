import { defineCapability } from '../../platform/capability.js';
import { sendDueNotices, templateBulkJob, templateBulkNoticeJob } from './bulk.js';
import { templateApiRoutes, templateBulkRoutes, templatesRoutes } from './routes.js';

/**
 * Templates: a PDF uploaded once with fill-in and signature fields bound to roles,
 * versioned (a flow keeps the version it was made from), enabled only while every role has a
 * signature field; flows from them in the console and the open API.
 */
export const templates = defineCapability({
  name: 'templates',
  tables: ['templates', 'template_versions', 'template_flows', 'template_bulks', 'template_bulk_flows'],
  routes: [...templatesRoutes, ...templateApiRoutes, ...templateBulkRoutes],
  // Bulk send: queued batches beyond 1,000 rows (resumed after a crash), and first notices a send budget deferred.
  jobs: [templateBulkJob, templateBulkNoticeJob],
});

// The bulk jobs' work (tests run it by hand with their clock: test mode runs no job).
export { sendDueNotices, templateBulkJob };

/** For a bulk send's rows: check, fill and prepare a flow from a template's version, and record it. */
export { prepareFlow, recordFlow } from './start.js';
export { templateOf } from './templates.js';
