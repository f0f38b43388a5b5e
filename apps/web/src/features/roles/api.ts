import type { RoleForm } from '@console/contract';
import { rolesRoutes as r } from '@console/contract/roles/routes';
import { call } from '../../api/http';

/** Calls of roles; paths and answers come from the endpoint table. */
export const rolesApi = {
  list: (query: { keyword: string; after: string }) => call(r.list, { query }),
  detail: (id: string) => call(r.detail, { params: { id } }),
  create: (body: RoleForm) => call(r.create, { body }),
  edit: (id: string, body: RoleForm) => call(r.edit, { params: { id }, body }),
  remove: (id: string) => call(r.remove, { params: { id } }),
  holders: (module: string) => call(r.holders, { query: { module } }),
};

export const rolesKey = ['roles'] as const;
