import { defineEndpoints, fileOutput } from '../endpoint.js';
import { idParam } from '../common.js';
import { signedHeadersSchema } from '../openApi/schemas.js';
import { evidenceRoutes } from './routes.js';
import {
  apiEvidenceIdParams,
  apiEvidenceSchema,
  evidenceCheckSchema,
  evidenceCodeParams,
  evidenceAnchoredSchema,
  evidenceDepositSchema,
  evidenceListQuery,
  evidencePageSchema,
  evidenceSchema,
} from './schemas.js';

/** What a metered call may answer before anything is done or charged (as the other services). */
const metered = ['apiServiceNotAuthorized', 'apiPackageExpired', 'apiQuotaExhausted', 'apiSandboxAllowanceUsed'] as const;

export const evidenceEndpoints = defineEndpoints(evidenceRoutes, {
  deposit: {
    summary: 'Deposits a file hash (kind 1) or a signing event (kind 2) with a keep-alive type; anchored by the next batch',
    summaryZh: '按指定的保存期限类型存证文件哈希（kind 1）或签署事件（kind 2）；由下一批次锚定',
    body: evidenceDepositSchema,
    output: evidenceSchema,
  },
  list: {
    summary: 'The tenant’s deposits, newest first',
    summaryZh: '租户的存证，按时间倒序',
    query: evidenceListQuery,
    output: evidencePageSchema,
  },
  detail: {
    summary: 'One of the tenant’s deposits',
    summaryZh: '租户的单条存证',
    params: idParam,
    output: evidenceSchema,
    errors: ['notFound'],
  },
  certificate: {
    summary: 'The deposit certificate (PDF): hash, time, verification code, Merkle proof and the root’s time-stamp',
    summaryZh: '存证证书（PDF）：哈希值、时间、验证码、默克尔证明及树根的时间戳',
    params: idParam,
    output: fileOutput('application/pdf'),
    errors: ['notFound', 'evidenceNotAnchored'],
  },
  publicVerify: {
    summary: 'Checks a deposit by its verification code: the proof against the root, the root’s time-stamp',
    summaryZh: '按验证码验证存证：依据树根校验默克尔证明，并验证树根的时间戳',
    params: evidenceCodeParams,
    output: evidenceCheckSchema,
    errors: ['evidenceCodeUnknown', 'rateLimited'],
  },
  apiDeposit: {
    summary: 'Deposits a file hash or a signing event (metered: service evidence); the result goes to the evidence callback URL',
    summaryZh: '存证文件哈希或签署事件（按服务 evidence 计量）；结果发送到存证回调地址',
    headers: signedHeadersSchema,
    body: evidenceDepositSchema,
    output: apiEvidenceSchema,
    errors: [...metered],
  },
  apiGet: {
    summary: 'One of the enterprise’s deposits (metered: service evidence)',
    summaryZh: '企业的单条存证（按服务 evidence 计量）',
    headers: signedHeadersSchema,
    params: apiEvidenceIdParams,
    output: apiEvidenceSchema,
    errors: [...metered, 'notFound'],
  },
  testAnchor: {
    summary: 'Test mode only: anchors the pending deposits now (the batching job)',
    summaryZh: '仅限测试模式：立即锚定等待中的存证（即批次任务所做的工作）',
    output: evidenceAnchoredSchema,
    errors: ['notFound'],
    testOnly: true,
  },
});
