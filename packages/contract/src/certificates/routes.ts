import { defineRoutes } from '../route.js';

/**
 * Certificates (issue 16; §2 `/caAgreement`, `/cerlogin`; §3 Certificate): the platform's CA — its
 * authorities' certificates and CRLs published at the URLs every certificate names — and the
 * subscribers' certificates.
 */
export const certificatesRoutes = defineRoutes('certificates', {
  /** An authority's certificate (DER), the URL issued certificates name as caIssuers. */
  pkiCertificate: { method: 'GET', path: '/pki/:algorithm/:authority/certificate', access: 'public' },
  /** An authority's current CRL (DER), the URL issued certificates name as their CRL distribution point. */
  pkiCrl: { method: 'GET', path: '/pki/:algorithm/:authority/crl', access: 'public' },
});
