import { servicesRoutes as r } from '@console/contract/services/routes';
import { call } from '../../api/http';

/** Calls of the enterprise's services; paths and answers come from the endpoint table. */
export const servicesApi = {
  list: (after?: string, pageSize = 20) => call(r.list, { query: { after, pageSize } }),
  hall: () => call(r.hall),
};

export const servicesKey = ['services'] as const;
