import { defineRoutes } from '../route.js';

/**
 * Roles (§2 rolemanage, §6): the three built-in roles and the enterprise's custom roles with the
 * module permissions they grant, and who holds a permission.
 */
export const rolesRoutes = defineRoutes('roles', {
  /** ?keyword&after: the built-in roles, then the custom ones (keyset-paged). */
  list: { method: 'GET', path: '/console/role/list', access: 'user', permission: 'roleList' },
  /** One role with its module permissions and how many members hold it. */
  detail: { method: 'GET', path: '/console/role/detail/:id', access: 'user', permission: 'roleList' },
  /** {name, description, moduleCodes}: a custom role. */
  create: { method: 'POST', path: '/console/role/create', access: 'user', permission: 'rolemanage:roleList:add', protect: 'operation' },
  /** {name, description, moduleCodes}: applies to its members at their next request. */
  edit: { method: 'POST', path: '/console/role/edit/:id', access: 'user', permission: 'rolemanage:roleList:edit', protect: 'operation' },
  /** A custom role nobody holds. */
  remove: {
    method: 'POST',
    path: '/console/role/delete/:id',
    access: 'user',
    permission: 'rolemanage:roleList:delete',
    protect: 'operation',
  },
  /** ?module: the roles that grant one module permission and how many members hold each. */
  holders: { method: 'GET', path: '/console/role/holders', access: 'user', permission: 'roleList' },
});
