import { defineCapability } from '../../platform/capability.js';
import { siteRoutes } from './routes.js';

/** The website config (§1), health, and this API's own OpenAPI document. */
export const site = defineCapability({ name: 'site', tables: ['website_config'], routes: siteRoutes });
