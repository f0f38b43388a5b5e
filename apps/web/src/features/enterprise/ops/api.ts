import { enterpriseRoutes as r } from '@console/contract/enterprise/routes';
import { call } from '../../../api/http';

/** Calls of the back office's enterprise list; paths and answers come from the endpoint table. */
export const enterpriseOpsApi = {
  enterprises: (query: { keyword: string; after?: string; pageSize: number }) => call(r.list, { query }),
  setSuperior: (id: string, superiorId: string) => call(r.superior, { params: { id }, body: { superiorId } }),
};

// Under ['ops'], so signing out forgets them with the rest of the back office.
export const enterprisesKey = ['ops', 'enterprises'] as const;
