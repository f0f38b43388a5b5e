import { definePages } from '../../app/capability';

/** The organization (§2 organizationList): departments and members on one page. */
export const organizationPages = definePages({
  name: 'organization',
  namespaces: ['errors', 'roles', 'imports'],
  pages: {
    organizationList: { load: () => import('./OrganizationPage') },
  },
});
