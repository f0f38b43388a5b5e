import { appsRoutes as r } from '@console/contract/apps/routes';
import { call } from '../../../api/http';

/** The back office's view of an enterprise's applications; paths and answers come from the endpoint table. */
export const appsOpsApi = {
  list: (enterpriseId: string | undefined, after: string | undefined, pageSize: number) =>
    call(r.opsList, { query: { enterpriseId, after, pageSize } }),
};
