import { definePages } from '../../app/capability';

/** Roles (§2 rolemanage): the list, building, viewing and editing a role. */
export const rolesPages = definePages({
  name: 'roles',
  namespaces: ['errors'],
  pages: {
    roleList: { load: () => import('./RoleListPage') },
    // Reached from the list's buttons, not from the menu.
    roleBuild: { load: () => import('./RoleBuildPage'), menu: false },
    roleDetail: { load: () => import('./RoleDetailPage'), menu: false },
    roleEdit: { load: () => import('./RoleEditPage'), menu: false },
  },
});
