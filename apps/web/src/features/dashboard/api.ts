import { dashboardRoutes as r } from '@console/contract/dashboard/routes';
import { call } from '../../api/http';

export const dashboardApi = {
  summary: () => call(r.summary),
};
