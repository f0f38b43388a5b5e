import { definePages } from '../../app/capability';

/**
 * Second factors: their card sits in the personal center's security page; the forced set-up page is
 * where a member lands while their enterprise requires a factor they have not set up. The back office
 * files resets of a person's factors; the person answers on the public consent page.
 */
export const mfaPages = definePages({
  name: 'mfa',
  constantRoutes: [{ path: '/mfaSetUp', name: 'mfaSetUp', load: () => import('./MfaSetUpPage') }],
  opsPages: [{ path: 'mfaResets', label: 'mfa.resets.menu', icon: 'safety', load: () => import('./ops/ResetsPage') }],
  publicRoutes: [{ path: '/mfaReset', name: 'mfaReset', load: () => import('./reset/ConsentPage') }],
});
