import { defineEndpoints } from '../endpoint.js';
import { dashboardRoutes } from './routes.js';
import { dashboardSummarySchema } from './schemas.js';

export const dashboardEndpoints = defineEndpoints(dashboardRoutes, {
  summary: {
    summary: 'Home dashboard figures for the session context',
    summaryZh: '当前会话上下文的首页概览数据',
    output: dashboardSummarySchema,
  },
});
