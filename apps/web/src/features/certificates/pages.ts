import { definePages } from '../../app/capability';

/** The service area's certificates page (§3 Certificate; the agreement is the site's /caAgreement). */
export const certificatesPages = definePages({
  name: 'certificates',
  namespaces: ['errors'],
  pages: {
    myCertificate: { load: () => import('./CertificateListPage') },
  },
  publicRoutes: [{ path: '/cerlogin', name: 'cerlogin', load: () => import('./CertificateSignInPage') }],
});
