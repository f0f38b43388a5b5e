import { defineEndpoints, fileOutput } from '../endpoint.js';
import { idParam } from '../common.js';
import { signedHeadersSchema } from '../openApi/schemas.js';
import { signingRoutes } from './routes.js';
import {
  apiSignDigestOutput,
  apiSignDigestSchema,
  apiSignPdfOutput,
  apiSignPdfSchema,
  signPdfFormSchema,
  signedDocumentListQuery,
  signedDocumentPageSchema,
  signedDocumentSchema,
  signingRules,
  verificationSchema,
} from './schemas.js';

const pdfFile = { field: 'file', maxBytes: signingRules.pdfMaxBytes, tooLarge: 'payloadTooLarge' } as const;
/** What a metered call may answer before anything is done or charged (as the other open-API services). */
const metered = ['apiServiceNotAuthorized', 'apiPackageExpired', 'apiQuotaExhausted', 'apiSandboxAllowanceUsed'] as const;
const signErrors = [
  'notFound',
  'signingPdfInvalid',
  'signingPlacementInvalid',
  'signingCertificateUnusable',
  'signingTimestampFailed',
] as const;

export const signingEndpoints = defineEndpoints(signingRoutes, {
  sign: {
    summary: 'Signs an uploaded PDF (PAdES B-B or B-T, visible signature) with a platform-held certificate of the tenant',
    body: signPdfFormSchema,
    output: signedDocumentSchema,
    file: pdfFile,
    errors: ['signingPdfRequired', ...signErrors],
  },
  list: { summary: 'The tenant’s signed documents, newest first', query: signedDocumentListQuery, output: signedDocumentPageSchema },
  download: { summary: 'A signed PDF of the tenant', params: idParam, output: fileOutput('application/pdf'), errors: ['notFound'] },
  verify: {
    summary: 'Checks every signature of an uploaded PDF: signer, chain to our root, time, integrity, revocation at signing time',
    output: verificationSchema,
    file: pdfFile,
    errors: ['signingPdfRequired', 'signingPdfInvalid', 'rateLimited'],
  },
  apiSignPdf: {
    summary: 'Sign mode 1: signs a PDF (base64) with a platform-held certificate of the enterprise (metered: service sign)',
    headers: signedHeadersSchema,
    body: apiSignPdfSchema,
    output: apiSignPdfOutput,
    bodyLimit: 32 * 1024 * 1024,
    errors: [...metered, ...signErrors],
  },
  apiSignDigest: {
    summary: 'Sign modes 2–4: a detached CMS signature over the submitted digest (metered: service sign)',
    headers: signedHeadersSchema,
    body: apiSignDigestSchema,
    output: apiSignDigestOutput,
    errors: [...metered, 'notFound', 'signingCertificateUnusable', 'signingHashAlgorithm'],
  },
});
