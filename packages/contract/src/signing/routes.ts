import { defineRoutes } from '../route.js';

/**
 * PDF e-signatures and the sign modes (§3 sign mode): PAdES signing of a PDF with
 * a platform-held certificate, detached CMS signatures over a submitted digest, and the public
 * verification of a signed PDF.
 */
export const signingRoutes = defineRoutes('signing', {
  /** Sign an uploaded PDF (multipart) with one of the tenant's platform-held certificates. */
  sign: { method: 'POST', path: '/console/signing/sign', access: 'user', permission: 'mySigning', encoding: 'multipart' },
  /** The tenant's signed documents, newest first (keyset-paged). */
  list: { method: 'GET', path: '/console/signing/list', access: 'user', permission: 'mySigning' },
  /** A signed PDF of the tenant. */
  download: { method: 'GET', path: '/console/signing/:id/download', access: 'user', permission: 'mySigning' },
  /** Public: every signature of an uploaded PDF checked — signer, chain, time, integrity, revocation. */
  verify: { method: 'POST', path: '/base/signing/verify', access: 'public', encoding: 'multipart' },
  /** Open API (metered: service sign): sign mode 1, a PDF contract. */
  apiSignPdf: { method: 'POST', path: '/platform-api/v1/sign/pdf', access: 'app' },
  /** Open API (metered: service sign): sign modes 2–4, a detached CMS over the submitted digest. */
  apiSignDigest: { method: 'POST', path: '/platform-api/v1/sign/digest', access: 'app' },
});
