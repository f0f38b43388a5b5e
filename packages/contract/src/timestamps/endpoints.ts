import { defineEndpoints, fileOutput } from '../endpoint.js';
import { signedHeadersSchema } from '../openApi/schemas.js';
import { timestampsRoutes } from './routes.js';
import {
  apiTimestampCheckSchema,
  apiTimestampIssuedSchema,
  timestampCheckSchema,
  timestampIssueSchema,
  timestampIssuedSchema,
  timestampVerifySchema,
} from './schemas.js';

/** What a metered call may answer before anything is done or charged (as the other services). */
const metered = ['apiServiceNotAuthorized', 'apiPackageExpired', 'apiQuotaExhausted', 'apiSandboxAllowanceUsed'] as const;

export const timestampsEndpoints = defineEndpoints(timestampsRoutes, {
  tsa: {
    summary: 'RFC 3161 time-stamping over HTTP: a DER TimeStampReq (SHA-256 or SM3) in, a DER TimeStampResp out',
    summaryZh: '基于 HTTP 的 RFC 3161 时间戳服务：输入 DER 格式的 TimeStampReq（SHA-256 或 SM3），输出 DER 格式的 TimeStampResp',
    output: fileOutput('application/timestamp-reply'),
    errors: ['rateLimited'],
  },
  issue: {
    summary: 'Time-stamps a hash (§3 timestamp type 1); the token is RFC 3161',
    summaryZh: '为哈希值加盖时间戳（§3 时间戳类型 1）；令牌符合 RFC 3161',
    body: timestampIssueSchema,
    output: timestampIssuedSchema,
  },
  verify: {
    summary: 'Verifies a time-stamp token (§3 timestamp type 2), optionally against the hash it should cover',
    summaryZh: '验证时间戳令牌（§3 时间戳类型 2），可选择与其应覆盖的哈希值比对',
    body: timestampVerifySchema,
    output: timestampCheckSchema,
    errors: ['timestampTokenUnreadable'],
  },
  apiIssue: {
    summary: 'Time-stamps a hash with the RSA (1, SHA-256) or SM2 (2, SM3) TSA (metered: service timestamp)',
    summaryZh: '由 RSA（1，SHA-256）或 SM2（2，SM3）时间戳服务机构为哈希值加盖时间戳（按服务 timestamp 计量）',
    headers: signedHeadersSchema,
    body: timestampIssueSchema,
    output: apiTimestampIssuedSchema,
    errors: [...metered],
  },
  apiVerify: {
    summary: 'Verifies a time-stamp token, optionally against a hash (metered: service timestamp)',
    summaryZh: '验证时间戳令牌，可选择与某一哈希值比对（按服务 timestamp 计量）',
    headers: signedHeadersSchema,
    body: timestampVerifySchema,
    output: apiTimestampCheckSchema,
    errors: [...metered, 'timestampTokenUnreadable'],
  },
});
