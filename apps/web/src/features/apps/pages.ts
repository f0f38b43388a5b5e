import { definePages } from '../../app/capability';

/** Applications (§2 myAppList, myAppBuild, myAppEdit, myAppDetail, myAppAuthorize) and the service-authorization page. */
export const appsPages = definePages({
  name: 'apps',
  namespaces: ['services'],
  pages: {
    myAppList: { load: () => import('./AppListPage') },
    myAppBuild: { load: () => import('./AppBuildPage'), menu: false },
    myAppEdit: { load: () => import('./AppEditPage'), menu: false },
    myAppDetail: { load: () => import('./AppDetailPage'), menu: false },
    myAppAuthorize: { load: () => import('./AppAuthorizePage'), menu: false },
    serviceAuthorization: { load: () => import('./ServiceAuthorizationPage') },
  },
  opsPages: [{ path: 'apps', label: 'services.ops.menu.apps', icon: 'cluster', load: () => import('./ops/AppsUsagePage') }],
});
