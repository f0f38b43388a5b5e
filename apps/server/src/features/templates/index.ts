import { defineCapability } from '../../platform/capability.js';
import { templateApiRoutes, templatesRoutes } from './routes.js';

/**
 * Templates (issue 32): a PDF uploaded once with fill-in and signature fields bound to roles,
 * versioned (a flow keeps the version it was made from), enabled only while every role has a
 * signature field; flows from them in the console and the open API.
 */
export const templates = defineCapability({
  name: 'templates',
  routes: [...templatesRoutes, ...templateApiRoutes],
});

/** For a bulk send's rows (issue 32 item 3): check, fill and prepare a flow from a template's version, and record it. */
export { prepareFlow, recordFlow } from './start.js';
export { templateOf } from './templates.js';
