import { definePages } from '../../app/capability';

/**
 * Second factors: their card sits in the personal center's security page; the forced set-up page is
 * where a member lands while their enterprise requires a factor they have not set up.
 */
export const mfaPages = definePages({
  name: 'mfa',
  constantRoutes: [{ path: '/mfaSetUp', name: 'mfaSetUp', load: () => import('./MfaSetUpPage') }],
});
