import { sessionUserInfoSchema } from '../auth/schemas.js';
import { idParam } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { ssoRoutes } from './routes.js';
import {
  ssoIdentitySchema,
  ssoRedeemSchema,
  ssoSignedHeadersSchema,
  ssoSystemItemSchema,
  ssoSystemListQuery,
  ssoSystemPageSchema,
  ssoSystemSchema,
  ssoSystemSecretSchema,
  ssorandQuery,
  ssorandSchema,
  synchronizeSchema,
} from './schemas.js';

export const ssoEndpoints = defineEndpoints(ssoRoutes, {
  ssorand: {
    summary: 'A single-use code valid 60 s (stored hashed) and the target URL (the configured system’s, else the console’s own page)',
    summaryZh: '获取 60 秒内有效的一次性单点登录码（以哈希形式存储）及目标地址（已配置系统的地址，否则为控制台自己的页面）',
    query: ssorandQuery,
    output: ssorandSchema,
  },
  redeem: {
    summary:
      'Redeems a ssorand code once, server to server: signed like the open API (X-App-Id is the trusted system’s code) → the person, enterprise and real-name status',
    summaryZh: '服务器间兑换 ssorand 码（仅可兑换一次）：签名方式同开放接口（X-App-Id 为可信系统的编码）→ 返回用户、企业及实名状态',
    headers: ssoSignedHeadersSchema,
    body: ssoRedeemSchema,
    output: ssoIdentitySchema,
    errors: ['ssoSignatureInvalid', 'ssoNonceReplayed', 'ssoCodeInvalid', 'ssoCodeExpired', 'ssoCodeUsed'],
  },
  synchronize: {
    summary: 'Signs in the account a trusted system’s signed, single-use, short-lived token names (every use is logged)',
    summaryZh: '登录可信系统签发的一次性短期令牌所指定的账号（每次使用均记入日志）',
    body: synchronizeSchema,
    output: sessionUserInfoSchema,
    errors: ['ssoSystemUnknown', 'ssoTokenInvalid', 'ssoTokenExpired', 'ssoTokenReplayed', 'ssoAccountUnknown'],
  },
  opsList: {
    summary: 'Trusted systems, newest first',
    summaryZh: '可信系统，按时间倒序',
    query: ssoSystemListQuery,
    output: ssoSystemPageSchema,
  },
  opsCreate: {
    summary: 'A new trusted system; its shared secret is answered once (stored sealed)',
    summaryZh: '新建可信系统；其共享密钥仅返回一次（加密存储）',
    body: ssoSystemSchema,
    output: ssoSystemSecretSchema,
    errors: ['ssoSystemCodeTaken', 'ssoTargetTaken'],
  },
  opsUpdate: {
    summary: 'Changes a trusted system (name, status, the entry it serves and its URL)',
    summaryZh: '修改可信系统（名称、状态、提供的入口及其地址）',
    params: idParam,
    body: ssoSystemSchema,
    output: ssoSystemItemSchema,
    errors: ['ssoSystemCodeTaken', 'ssoTargetTaken'],
  },
  opsRotate: {
    summary: 'A new shared secret, answered once; the old one stops at once',
    summaryZh: '重新生成共享密钥，仅返回一次；原密钥立即失效',
    params: idParam,
    output: ssoSystemSecretSchema,
  },
});
