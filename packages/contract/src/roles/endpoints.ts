import { idParam, nothing } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { rolesRoutes } from './routes.js';
import { roleDetailSchema, roleFormSchema, roleHoldersQuery, roleHoldersSchema, roleListQuery, rolePageSchema } from './schemas.js';

export const rolesEndpoints = defineEndpoints(rolesRoutes, {
  list: {
    summary: 'roleList: the built-in roles (first page) and the custom roles by creation, keyset-paged, with member counts',
    query: roleListQuery,
    output: rolePageSchema,
  },
  detail: {
    summary: 'A role with its module permissions (built-in roles too); another enterprise’s role answers 404',
    params: idParam,
    output: roleDetailSchema,
  },
  create: {
    summary: 'roleBuild: a custom role (name unique in the enterprise, description, at least one module permission); logged',
    body: roleFormSchema,
    output: roleDetailSchema,
    errors: ['roleNameTaken'],
  },
  edit: {
    summary:
      'roleEdit: a custom role’s name, description and permissions; members holding it have the new permissions at their next request; logged',
    params: idParam,
    body: roleFormSchema,
    output: roleDetailSchema,
    errors: ['roleNameTaken', 'roleBuiltIn'],
  },
  remove: {
    summary: 'Deletes a custom role nobody holds (else says how many members hold it); logged',
    params: idParam,
    output: nothing,
    errors: ['roleBuiltIn', 'roleInUse'],
  },
  holders: {
    summary: 'Who holds a module permission: the roles granting it and how many members hold each',
    query: roleHoldersQuery,
    output: roleHoldersSchema,
  },
});
