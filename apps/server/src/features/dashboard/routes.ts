import { defineRoute } from '../../platform/route.js';
import { getDashboardSummary } from './service.js';

export const dashboardRoutes = [
  defineRoute({
    method: 'GET',
    url: '/console/dashboard/summary',
    summary: 'Home dashboard figures for the session context',
    tag: 'dashboard',
    auth: 'user',
    handler: ({ deps, user }) => getDashboardSummary(deps, { user }),
  }),
];
