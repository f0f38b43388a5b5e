import { defineRoutes } from '../route.js';

/**
 * Certificates (§2 `/caAgreement`, `/cerlogin`; §3 Certificate): the platform's CA — its
 * authorities' certificates and CRLs published at the URLs every certificate names — and the
 * subscribers' certificates.
 */
export const certificatesRoutes = defineRoutes('certificates', {
  /** An authority's certificate (DER), the URL issued certificates name as caIssuers. */
  pkiCertificate: { method: 'GET', path: '/pki/:algorithm/:authority/certificate', access: 'public' },
  /** An authority's current CRL (DER), the URL issued certificates name as their CRL distribution point. */
  pkiCrl: { method: 'GET', path: '/pki/:algorithm/:authority/crl', access: 'public' },
  /** RFC 6960 OCSP over HTTP (the URL subscribers' certificates name): application/ocsp-request in, application/ocsp-response out. */
  ocsp: { method: 'POST', path: '/pki/:algorithm/ocsp', access: 'public' },
  /** The same, GET with the request base64 in the path (RFC 6960 A.1), so answers can be cached. */
  ocspGet: { method: 'GET', path: '/pki/:algorithm/ocsp/*', access: 'public' },
  /** Apply (§3 service type 1): the subject from the passed real-name record; a platform key or a browser CSR. */
  apply: { method: 'POST', path: '/console/certificate/apply', access: 'user', permission: 'myCertificate' },
  /** The tenant's certificates, newest first (keyset-paged). */
  list: { method: 'GET', path: '/console/certificate/list', access: 'user', permission: 'myCertificate' },
  detail: { method: 'GET', path: '/console/certificate/:id', access: 'user', permission: 'myCertificate' },
  /** Update (§3 service type 2): a new certificate replaces this one, which is revoked as superseded. */
  renew: { method: 'POST', path: '/console/certificate/:id/renew', access: 'user', permission: 'myCertificate' },
  /** Revoke (§3 service type 3) with a reason; in the CRL at once. */
  revoke: { method: 'POST', path: '/console/certificate/:id/revoke', access: 'user', permission: 'myCertificate', protect: 'operation' },
  /** The certificate, PEM or DER (never a private key). */
  download: { method: 'GET', path: '/console/certificate/:id/download', access: 'user', permission: 'myCertificate' },
  /** §2 /cerlogin: a single-use challenge to sign with the certificate's key. */
  signInChallenge: { method: 'POST', path: '/base/certificate/challenge', access: 'public' },
  /** §1 sign-in by digital certificate: serial, the challenge and the key's signature over it. */
  signIn: { method: 'POST', path: '/base/certificate/login', access: 'public' },
  /** Open API (metered: service cert): an enterprise certificate of the calling application's enterprise. */
  apiApply: { method: 'POST', path: '/platform-api/v1/cert/apply', access: 'app' },
  apiRevoke: { method: 'POST', path: '/platform-api/v1/cert/revoke', access: 'app' },
  apiGet: { method: 'GET', path: '/platform-api/v1/cert/:serial', access: 'app' },
});
