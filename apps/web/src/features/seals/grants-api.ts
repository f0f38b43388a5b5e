import type { SealAutoSignCreateInput, SealGrantCreateInput } from '@console/contract';
import { appsRoutes } from '@console/contract/apps/routes';
import { sealGrantRoutes as r } from '@console/contract/seals/routes';
import { call } from '../../api/http';

/** Calls of seal grants and auto-sign authorizations; paths and answers come from the endpoint table. */
export const grantsApi = {
  grantCode: () => call(r.grantCode, {}),
  grant: (sealId: string, body: SealGrantCreateInput) => call(r.grant, { params: { id: sealId }, body }),
  grants: (query: { sealId?: string; after?: string; pageSize: number }) => call(r.grants, { query }),
  revokeGrant: (id: string) => call(r.revokeGrant, { params: { id } }),
  autoSignCode: () => call(r.autoSignCode, {}),
  autoSign: (sealId: string, body: SealAutoSignCreateInput) => call(r.autoSign, { params: { id: sealId }, body }),
  autoSigns: (query: { sealId?: string; applicationId?: string; after?: string; pageSize: number }) => call(r.autoSigns, { query }),
  revokeAutoSign: (id: string) => call(r.revokeAutoSign, { params: { id } }),
  /** The enterprise's applications, for a grant's or an authorization's choice (the first 50). */
  applications: () => call(appsRoutes.list, { query: { pageSize: 50 } }),
};

export const grantsKey = ['seals', 'grants'] as const;
export const autoSignsKey = ['seals', 'autoSigns'] as const;
