import { definePages } from '../../app/capability';

/** The enterprise's services (§2 myServiceList) and the service hall (§2 serviceweb). */
export const servicesPages = definePages({
  name: 'services',
  pages: {
    myServiceList: { load: () => import('./MyServicesPage') },
    serviceweb: { load: () => import('./ServiceHallPage') },
  },
});
