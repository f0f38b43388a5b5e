import { defineEndpoints } from '../endpoint.js';
import { dashboardRoutes } from './routes.js';
import { dashboardSummarySchema } from './schemas.js';

export const dashboardEndpoints = defineEndpoints(dashboardRoutes, {
  summary: {
    summary: 'Home dashboard figures for the session context',
    output: dashboardSummarySchema,
  },
});
