import { definePages } from '../../app/capability';

/** Single sign-on: /synchronization, the SDK page ssorand's SDK entry goes to by default, and the back office's trusted systems. */
export const ssoPages = definePages({
  name: 'sso',
  namespaces: ['errors'],
  publicRoutes: [
    { path: '/synchronization', name: 'synchronization', load: () => import('./SynchronizationPage') },
    { path: '/sdk', name: 'sdk', load: () => import('./SdkPage') },
  ],
  opsPages: [{ path: 'trustedSystems', label: 'sso.ops.menu', icon: 'safety', load: () => import('./ops/TrustedSystemsPage') }],
});
