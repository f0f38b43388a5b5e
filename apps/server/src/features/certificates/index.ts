import { defineCapability } from '../../platform/capability.js';
import { ensureAuthorities } from './ca/authority.js';
import { keyPool } from './ca/key-pool.js';
import { remindExpiring } from './reminders.js';
import { rotateResponders } from './ca/responder.js';
import { certificatesRoutes } from './routes.js';

/**
 * Certificates: the platform's CA — a root and an issuing CA per algorithm (RSA-2048 with
 * SHA-256, SM2 with SM3), created on first start, keys behind the key store — its published
 * certificates and CRLs, and the subscribers' certificates.
 */
export const certificates = defineCapability({
  name: 'certificates',
  tables: ['key_store_keys', 'ca_authorities', 'certificates', 'certificate_challenges', 'ocsp_responders'],
  routes: certificatesRoutes,
  // In test mode the authorities are made by their first use instead: four CA keys at every test
  // app's start would slow every other capability's tests.
  jobs: [
    { name: 'certificateExpiryReminders', everyMs: 60 * 60_000, run: (deps, log) => remindExpiring(deps, log) },
    { name: 'ocspResponderRotation', everyMs: 6 * 60 * 60_000, run: (deps, log) => rotateResponders(deps, log) },
  ],
  onStart: async (deps) => {
    keyPool.setTarget(deps.config.keyPoolSize);
    if (deps.config.testMode) return;
    // Sign flows' event certificates take RSA pairs: the first signers after a start find them ready.
    keyPool.warm('rsa2048');
    await ensureAuthorities(deps);
  },
});

// For later services (a TSA certificate, platform-held signing keys): issue under the issuing CA,
// sign through the key store, publish CRLs.
export { remindExpiring };
export { authorityCertificateOf, authorityOf, issueUnderIssuingCa, keyStoreOf, publishCrl } from './ca/authority.js';
export { heldKeyRowOf } from './ca/keystore.js';
export type { KeyAlgorithm, KeyStore } from './ca/keystore.js';
export { oids, keyUsage, verifySignature } from './ca/x509.js';
export type { Profile } from './ca/x509.js';
// CMS SignedData (PAdES, digest signatures, RFC 3161 tokens): see ca/cms.ts.
export { cmsDigestOf, cmsOids, signCms, signingCertificateV2 } from './ca/cms.js';
export type { CmsAttribute, SignCmsOptions } from './ca/cms.js';
// Reading CMS that arrives from outside (uploaded PDFs, tokens to verify) with the @peculiar/asn1-cms schema.
export { CmsError, readCms, signingCertificateHashOf, verifyCmsSigner } from './ca/cms-read.js';
export type { CmsSigner, CmsValue, ReadCms } from './ca/cms-read.js';
// Untrusted ASN.1 read with an @peculiar schema once its DER framing is checked (time-stamp requests and tokens).
export { Asn1Error, elementsOf, framedDer, fromNode, parseDer } from './ca/asn1.js';
export type { Asn1Node } from './ca/asn1.js';
// For time-stamping and evidence: the DER writer/reader and certificate helpers.
export * as der from './ca/der.js';
export { certificateParts, encodeName, fromPem, nameText, pem } from './ca/x509.js';
export type { NamePart } from './ca/x509.js';
// What signing reads — a tenant's certificate by id, any by serial (an
// enterprise's for the open API, the record behind a signature for verification), its §4 state.
export {
  findOfTenant as findCertificateOfTenant,
  findBySerial as findCertificateBySerial,
  findWithKeyBySerial as findCertificateWithKeyBySerial,
} from './queries.js';
export type { CertificateRow, CertificateWithKey } from './queries.js';
export { stateOf as certificateStateOf } from './view.js';
export { keyAlgorithmOfCode } from './ca/authority.js';
// Sign flows: a short-lived certificate per signing act, the identity's own of the last hour reused (decision 44).
export { eventCertificateWithKey, issueEventCertificate } from './event-reuse.js';
