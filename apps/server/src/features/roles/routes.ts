import { rolesEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { createRole, editRole, getRole, listRoles, removeRole, roleHolders } from './service.js';

/** roleList, roleBuild, roleDetail, roleEdit and "who holds this permission". */
export const rolesRoutes = [
  defineRoute(e.list, ({ deps, caller, query }) => listRoles(deps, { caller, ...query })),
  defineRoute(e.detail, ({ deps, caller, params }) => getRole(deps, { caller, ...params })),
  defineRoute(e.create, ({ deps, caller, body }) => createRole(deps, { caller, ...body })),
  defineRoute(e.edit, ({ deps, caller, params, body }) => editRole(deps, { caller, ...params, ...body })),
  defineRoute(e.remove, ({ deps, caller, params }) => removeRole(deps, { caller, ...params })),
  defineRoute(e.holders, ({ deps, caller, query }) => roleHolders(deps, { caller, ...query })),
];
