import { defineRoutes } from '../route.js';

/** The home dashboard (§1): a route every signed-in session has, whatever its modules. */
export const dashboardRoutes = defineRoutes('dashboard', {
  summary: { method: 'GET', path: '/console/dashboard/summary', access: 'user' },
});
