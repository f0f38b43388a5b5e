import { dashboardEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { getDashboardSummary } from './service.js';

export const dashboardRoutes = [defineRoute(e.summary, ({ deps, caller }) => getDashboardSummary(deps, { caller }))];
