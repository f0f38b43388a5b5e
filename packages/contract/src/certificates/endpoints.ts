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
    summaryZh: '某一算法（rsa、sm2）的根 CA 或签发 CA 证书，DER 格式',
    params: pkiParams,
    output: fileOutput('application/pkix-cert'),
  },
  pkiCrl: {
    summary: 'The current CRL of the root or issuing CA of an algorithm, DER; a revocation is in it at once',
    summaryZh: '某一算法的根 CA 或签发 CA 当前的证书吊销列表（CRL），DER 格式；吊销后立即列入',
    params: pkiParams,
    output: fileOutput('application/pkix-crl'),
  },
  ocsp: {
    summary:
      'RFC 6960 OCSP of the issuing CA of an algorithm (rsa, sm2): a DER OCSPRequest in, a DER OCSPResponse out (good, revoked with time and reason, unknown; nonce echoed; signed by the delegated responder)',
    summaryZh:
      '某一算法（rsa、sm2）签发 CA 的 RFC 6960 OCSP：输入 DER 格式的 OCSPRequest，输出 DER 格式的 OCSPResponse（状态为 good、revoked 或 unknown，revoked 附吊销时间和原因；回显 nonce；由委托的响应方签名）',
    params: ocspParams,
    output: fileOutput('application/ocsp-response'),
    errors: ['rateLimited'],
  },
  ocspGet: {
    summary: 'RFC 6960 OCSP by GET: the DER OCSPRequest base64 (URL-encoded) after /ocsp/; the answer as for POST',
    summaryZh: '以 GET 方式访问 RFC 6960 OCSP：在 /ocsp/ 之后附上 DER 格式 OCSPRequest 的 base64 编码（经 URL 编码）；应答与 POST 方式相同',
    params: ocspGetParams,
    output: fileOutput('application/ocsp-response'),
    errors: ['rateLimited'],
  },
  apply: {
    summary: 'Apply for a certificate: enterprise (1), employee (2) or personal (3); the subject comes from the passed real-name record',
    summaryZh: '申请证书：企业证书（1）、员工证书（2）或个人证书（3）；证书主体取自已通过的实名认证记录',
    body: certificateApplySchema,
    output: certificateSchema,
    errors: ['certificateRealNameRequired', 'certificateTypeContext', ...csrErrors],
  },
  list: {
    summary: 'The tenant’s certificates, newest first, with remaining days and status',
    summaryZh: '租户的证书，按时间倒序，含剩余天数和状态',
    query: certificateListQuery,
    output: certificatePageSchema,
  },
  detail: {
    summary: 'One of the tenant’s certificates',
    summaryZh: '租户的单张证书',
    params: idParam,
    output: certificateSchema,
    errors: ['notFound'],
  },
  renew: {
    summary: 'Renew or re-key: a new certificate for the same subject; the old one is revoked as superseded',
    summaryZh: '更新证书或更换密钥：为同一主体签发新证书；原证书以“已被取代”为由吊销',
    params: idParam,
    body: certificateRenewSchema,
    output: certificateSchema,
    errors: ['notFound', 'certificateNotValid', 'certificateRealNameRequired', ...csrErrors],
  },
  revoke: {
    summary: 'Revoke with an RFC 5280 reason; the issuing CA’s CRL lists it at once',
    summaryZh: '按 RFC 5280 规定的原因吊销证书；签发 CA 的证书吊销列表立即列入该证书',
    params: idParam,
    body: certificateRevokeSchema,
    output: certificateSchema,
    errors: ['notFound', 'certificateNotValid'],
  },
  download: {
    summary: 'The certificate as PEM or DER',
    summaryZh: '以 PEM 或 DER 格式下载证书',
    params: idParam,
    query: certificateDownloadQuery,
    output: fileOutput('application/x-pem-file', 'application/pkix-cert'),
    errors: ['notFound'],
  },
  signInChallenge: {
    summary: 'A single-use challenge (2 minutes) for sign-in by certificate',
    summaryZh: '用于证书登录的一次性挑战（2 分钟内有效）',
    output: certificateChallengeSchema,
    errors: ['rateLimited'],
  },
  signIn: {
    summary: 'Sign in with a certificate of ours: its key’s signature over the challenge; counted like passwords',
    summaryZh: '使用本平台签发的证书登录：提交证书密钥对挑战的签名；失败次数与密码登录同样计数',
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
    summaryZh: '为应用所属的已认证企业签发企业证书（按服务 cert 计量）',
    headers: signedHeadersSchema,
    body: apiCertificateApplySchema,
    output: apiCertificateSchema,
    errors: [...metered, 'certificateRealNameRequired', ...csrErrors],
  },
  apiRevoke: {
    summary: 'Revokes one of the enterprise’s certificates by serial; in the CRL at once (metered: service cert)',
    summaryZh: '按序列号吊销企业的一张证书；立即列入证书吊销列表（按服务 cert 计量）',
    headers: signedHeadersSchema,
    body: apiCertificateRevokeSchema,
    output: apiCertificateSchema,
    errors: [...metered, 'notFound', 'certificateNotValid'],
  },
  apiGet: {
    summary: 'One of the enterprise’s certificates by serial, with its PEM (metered: service cert)',
    summaryZh: '按序列号查询企业的一张证书，含其 PEM（按服务 cert 计量）',
    headers: signedHeadersSchema,
    params: apiSerialParams,
    output: apiCertificateSchema,
    errors: [...metered, 'notFound'],
  },
});
