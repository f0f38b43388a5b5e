import { definePages } from '../../app/capability';

/** PDF signing in the service area, and the public verification of a signed PDF. */
export const signingPages = definePages({
  name: 'signing',
  namespaces: ['errors'],
  pages: {
    mySigning: { load: () => import('./SigningPage') },
  },
  publicRoutes: [{ path: '/signing/verify', name: 'signingVerify', load: () => import('./VerifyPage') }],
});
