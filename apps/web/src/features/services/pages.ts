import { definePages } from '../../app/capability';

/** The enterprise's services (§2 myServiceList). */
export const servicesPages = definePages({
  name: 'services',
  pages: { myServiceList: { load: () => import('./MyServicesPage') } },
});
