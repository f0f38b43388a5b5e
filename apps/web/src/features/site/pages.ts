import { definePages } from '../../app/capability';

/** The public pages of the site (agreements, the API reference, 404) and the website config of the back office. */
export const sitePages = definePages({
  name: 'site',
  // The API reference shows each error code's message.
  namespaces: ['errors'],
  publicRoutes: [
    { path: '/loginFailed', name: 'loginFailed', load: () => import('./LoginFailedPage') },
    { path: '/registerProtocol', name: 'registerProtocol', load: () => import('./RegisterProtocolPage') },
    { path: '/serviceAgreement', name: 'serviceAgreement', load: () => import('./ServiceAgreementPage') },
    { path: '/caAgreement', name: 'caAgreement', load: () => import('./CaAgreementPage') },
    { path: '/404', name: 'notFound', load: () => import('./NotFoundPage') },
    { path: '/agreement', name: 'agreement', load: () => import('./AgreementPage') },
    { path: '/apiReference', name: 'apiReference', load: () => import('./ApiReferencePage') },
  ],
  // A signed-in person's unknown or unavailable page keeps the shell and says what to do.
  constantRoutes: [{ path: '/pageNotFound', name: 'notFound', load: () => import('./SignedInNotFoundPage') }],
  opsPages: [{ path: 'site', label: 'site.ops.menu', icon: 'setting', load: () => import('./ops/WebsiteConfigPage') }],
});
