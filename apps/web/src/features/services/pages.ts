import { definePages } from '../../app/capability';

/** The enterprise's services (§2 myServiceList) and the service portal (§2 serviceweb); in the back office, products and prices, and grants. */
export const servicesPages = definePages({
  name: 'services',
  // The service hall's open-platform and SDK entries.
  namespaces: ['sso'],
  pages: {
    myServiceList: { load: () => import('./MyServicesPage') },
    serviceweb: { load: () => import('./ServiceHallPage') },
  },
  opsPages: [
    { path: 'products', label: 'services.ops.menu.products', icon: 'shopping', load: () => import('./ops/ProductsPage') },
    { path: 'subscriptions', label: 'services.ops.menu.subscriptions', icon: 'appstore', load: () => import('./ops/SubscriptionsPage') },
  ],
});
