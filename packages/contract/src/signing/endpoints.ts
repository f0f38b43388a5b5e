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
  'signingSealNotUsable',
] as const;

export const signingEndpoints = defineEndpoints(signingRoutes, {
  sign: {
    summary:
      'Signs an uploaded PDF (PAdES B-B or B-T, visible signature) with a platform-held certificate of the tenant; with `sealId`, an enterprise seal the signer holds a live grant of, or their own personal signature, is the visible signature',
    summaryZh:
      '使用租户由平台托管的证书签署上传的 PDF（PAdES B-B 或 B-T，可见签名）；指定 `sealId` 时，以签署人持有有效授权的企业印章或其本人的个人签名作为可见签名',
    body: signPdfFormSchema,
    output: signedDocumentSchema,
    file: pdfFile,
    errors: ['signingPdfRequired', ...signErrors, 'signingSealGrantRequired'],
  },
  list: {
    summary: 'The tenant’s signed documents, newest first',
    summaryZh: '租户已签署的文件，按时间倒序',
    query: signedDocumentListQuery,
    output: signedDocumentPageSchema,
  },
  download: {
    summary: 'A signed PDF of the tenant',
    summaryZh: '租户已签署的一份 PDF',
    params: idParam,
    output: fileOutput('application/pdf'),
    errors: ['notFound'],
  },
  verify: {
    summary: 'Checks every signature of an uploaded PDF: signer, chain to our root, time, integrity, revocation at signing time',
    summaryZh: '验证上传的 PDF 中的每个签名：签署人、至本平台根 CA 的证书链、时间、完整性及签署时的吊销状态',
    output: verificationSchema,
    file: pdfFile,
    errors: ['signingPdfRequired', 'signingPdfInvalid', 'rateLimited'],
  },
  apiSignPdf: {
    summary:
      'Sign mode 1: signs a PDF (base64) with a platform-held certificate of the enterprise (metered: service sign); with `sealId`, an enterprise seal the application holds a live auto-sign authorization for is drawn as the visible signature',
    summaryZh:
      '签名模式 1：使用企业由平台托管的证书签署 base64 编码的 PDF（按服务 sign 计量）；指定 `sealId` 时，以应用持有有效自动签署授权的企业印章作为可见签名',
    headers: signedHeadersSchema,
    body: apiSignPdfSchema,
    output: apiSignPdfOutput,
    bodyLimit: 32 * 1024 * 1024,
    errors: [...metered, ...signErrors, 'signingSealAutoSignRequired'],
  },
  apiSignDigest: {
    summary: 'Sign modes 2–4: a detached CMS signature over the submitted digest (metered: service sign)',
    summaryZh: '签名模式 2–4：对提交的摘要生成分离式 CMS 签名（按服务 sign 计量）',
    headers: signedHeadersSchema,
    body: apiSignDigestSchema,
    output: apiSignDigestOutput,
    errors: [...metered, 'notFound', 'signingCertificateUnusable', 'signingHashAlgorithm'],
  },
});
