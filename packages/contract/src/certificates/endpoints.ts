import { defineEndpoints, fileOutput } from '../endpoint.js';
import { certificatesRoutes } from './routes.js';
import { sessionUserInfoSchema } from '../auth/schemas.js';
import { idParam } from '../common.js';
import { signedHeadersSchema } from '../openApi/schemas.js';
import {
  apiCertificateApplySchema,
  apiCertificateRevokeSchema,
  apiCertificateSchema,
  apiSerialParams,
  certificateApplySchema,
  certificateChallengeSchema,
  certificateSignInSchema,
  certificateDownloadQuery,
  certificateListQuery,
  certificatePageSchema,
  certificateRenewSchema,
  certificateRevokeSchema,
  certificateSchema,
  ocspGetParams,
  ocspParams,
  pkiParams,
} from './schemas.js';

const csrErrors = ['certificateCsrInvalid', 'certificateCsrAlgorithm'] as const;
/** What a metered call may answer before anything is done or charged (as the verification services). */
const metered = ['apiServiceNotAuthorized', 'apiPackageExpired', 'apiQuotaExhausted', 'apiSandboxAllowanceUsed'] as const;

export const certificatesEndpoints = defineEndpoints(certificatesRoutes, {
  pkiCertificate: {
    summary: 'The root or issuing CA certificate of an algorithm (rsa, sm2), DER',
    params: pkiParams,
    output: fileOutput('application/pkix-cert'),
  },
  pkiCrl: {
    summary: 'The current CRL of the root or issuing CA of an algorithm, DER; a revocation is in it at once',
    params: pkiParams,
    output: fileOutput('application/pkix-crl'),
  },
  ocsp: {
    summary:
      'RFC 6960 OCSP of the issuing CA of an algorithm (rsa, sm2): a DER OCSPRequest in, a DER OCSPResponse out (good, revoked with time and reason, unknown; nonce echoed; signed by the delegated responder)',
    params: ocspParams,
    output: fileOutput('application/ocsp-response'),
    errors: ['rateLimited'],
  },
  ocspGet: {
    summary: 'RFC 6960 OCSP by GET: the DER OCSPRequest base64 (URL-encoded) after /ocsp/; the answer as for POST',
    params: ocspGetParams,
    output: fileOutput('application/ocsp-response'),
    errors: ['rateLimited'],
  },
  apply: {
    summary: 'Apply for a certificate: enterprise (1), employee (2) or personal (3); the subject comes from the passed real-name record',
    body: certificateApplySchema,
    output: certificateSchema,
    errors: ['certificateRealNameRequired', 'certificateTypeContext', ...csrErrors],
  },
  list: {
    summary: 'The tenant’s certificates, newest first, with remaining days and status',
    query: certificateListQuery,
    output: certificatePageSchema,
  },
  detail: { summary: 'One of the tenant’s certificates', params: idParam, output: certificateSchema, errors: ['notFound'] },
  renew: {
    summary: 'Renew or re-key: a new certificate for the same subject; the old one is revoked as superseded',
    params: idParam,
    body: certificateRenewSchema,
    output: certificateSchema,
    errors: ['notFound', 'certificateNotValid', 'certificateRealNameRequired', ...csrErrors],
  },
  revoke: {
    summary: 'Revoke with an RFC 5280 reason; the issuing CA’s CRL lists it at once',
    params: idParam,
    body: certificateRevokeSchema,
    output: certificateSchema,
    errors: ['notFound', 'certificateNotValid'],
  },
  download: {
    summary: 'The certificate as PEM or DER',
    params: idParam,
    query: certificateDownloadQuery,
    output: fileOutput('application/x-pem-file', 'application/pkix-cert'),
    errors: ['notFound'],
  },
  signInChallenge: {
    summary: 'A single-use challenge (2 minutes) for sign-in by certificate',
    output: certificateChallengeSchema,
    errors: ['rateLimited'],
  },
  signIn: {
    summary: 'Sign in with a certificate of ours: its key’s signature over the challenge; counted like passwords',
    body: certificateSignInSchema,
    output: sessionUserInfoSchema,
    errors: [
      'rateLimited',
      'accountLocked',
      'signInFailed',
      'certificateChallengeInvalid',
      'certificateUnknown',
      'certificateRevoked',
      'certificateExpired',
      'certificateSignatureWrong',
    ],
  },
  apiApply: {
    summary: 'Issues an enterprise certificate for the application’s authenticated enterprise (metered: service cert)',
    headers: signedHeadersSchema,
    body: apiCertificateApplySchema,
    output: apiCertificateSchema,
    errors: [...metered, 'certificateRealNameRequired', ...csrErrors],
  },
  apiRevoke: {
    summary: 'Revokes one of the enterprise’s certificates by serial; in the CRL at once (metered: service cert)',
    headers: signedHeadersSchema,
    body: apiCertificateRevokeSchema,
    output: apiCertificateSchema,
    errors: [...metered, 'notFound', 'certificateNotValid'],
  },
  apiGet: {
    summary: 'One of the enterprise’s certificates by serial, with its PEM (metered: service cert)',
    headers: signedHeadersSchema,
    params: apiSerialParams,
    output: apiCertificateSchema,
    errors: [...metered, 'notFound'],
  },
});
