import { idParam, nothing } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { rolesRoutes } from './routes.js';
import { roleDetailSchema, roleFormSchema, roleHoldersQuery, roleHoldersSchema, roleListQuery, rolePageSchema } from './schemas.js';

export const rolesEndpoints = defineEndpoints(rolesRoutes, {
  list: {
    summary: 'roleList: the built-in roles (first page) and the custom roles by creation, keyset-paged, with member counts',
    summaryZh: 'roleList：内置角色（位于第一页）及按创建顺序排列的自定义角色，游标分页，含成员数',
    query: roleListQuery,
    output: rolePageSchema,
  },
  detail: {
    summary: 'A role with its module permissions (built-in roles too); another enterprise’s role answers 404',
    summaryZh: '角色及其模块权限（内置角色同样可查）；其他企业的角色返回 404',
    params: idParam,
    output: roleDetailSchema,
  },
  create: {
    summary: 'roleBuild: a custom role (name unique in the enterprise, description, at least one module permission); logged',
    summaryZh: 'roleBuild：新建自定义角色（名称在企业内唯一、描述、至少一项模块权限）；记入操作日志',
    body: roleFormSchema,
    output: roleDetailSchema,
    errors: ['roleNameTaken'],
  },
  edit: {
    summary:
      'roleEdit: a custom role’s name, description and permissions; members holding it have the new permissions at their next request; logged',
    summaryZh: 'roleEdit：修改自定义角色的名称、描述和权限；拥有该角色的成员在下一次请求时即获得新权限；记入操作日志',
    params: idParam,
    body: roleFormSchema,
    output: roleDetailSchema,
    errors: ['roleNameTaken', 'roleBuiltIn'],
  },
  remove: {
    summary: 'Deletes a custom role nobody holds (else says how many members hold it); logged',
    summaryZh: '删除无人拥有的自定义角色（否则说明有多少成员拥有该角色）；记入操作日志',
    params: idParam,
    output: nothing,
    errors: ['roleBuiltIn', 'roleInUse'],
  },
  holders: {
    summary: 'Who holds a module permission: the roles granting it and how many members hold each',
    summaryZh: '模块权限的持有人：授予该权限的角色以及拥有各角色的成员数',
    query: roleHoldersQuery,
    output: roleHoldersSchema,
  },
});
