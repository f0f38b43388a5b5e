import { defineCapability } from '../../platform/capability.js';
import { dashboardRoutes } from './routes.js';

/** The home dashboard's figures (§1), each a query of its own. */
export const dashboard = defineCapability({ name: 'dashboard', tables: [], routes: dashboardRoutes });
