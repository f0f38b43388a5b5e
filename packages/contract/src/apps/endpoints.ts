import { codeSendErrors, codeSentSchema, idParam, nothing } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { listQuery } from '../services/schemas.js';
import { appsRoutes } from './routes.js';
import {
  appAuthorizeSchema,
  appCreateSchema,
  appDetailSchema,
  appPageSchema,
  appSettingsSchema,
  appStatusSchema,
  appSummarySchema,
  callPageSchema,
  deliveryPageSchema,
  deliveryParams,
  deliveryViewSchema,
  newSecretSchema,
  opsAppPageSchema,
  opsAppsQuery,
  secretParams,
  secretRevealSchema,
  serviceAppAuthorizeSchema,
  serviceAppPageSchema,
  serviceAppParams,
  serviceAppSchema,
} from './schemas.js';

const enterpriseOnly = ['enterpriseRealNameRequired'] as const;
const urlErrors = ['callbackUrlRefused', 'callbackUrlHttps'] as const;
const appNamePhrase = { name: 'appName' } as const;

export const appsEndpoints = defineEndpoints(appsRoutes, {
  list: {
    summary: 'The enterprise’s applications',
    summaryZh: '企业的应用',
    query: listQuery,
    output: appPageSchema,
    errors: enterpriseOnly,
  },
  create: {
    summary: 'Creates an application (sandbox or production) with the services it may call',
    summaryZh: '创建应用（沙箱或生产环境），并指定其可调用的服务',
    body: appCreateSchema,
    fieldPhrases: appNamePhrase,
    output: appSummarySchema,
    errors: [...enterpriseOnly, ...urlErrors, 'serviceNotEffective'],
  },
  detail: {
    summary: 'An application with its services and secrets (never their values)',
    summaryZh: '应用详情，含其服务和密钥（绝不包含密钥的值）',
    params: idParam,
    output: appDetailSchema,
  },
  update: {
    summary: 'Changes an application’s settings',
    summaryZh: '修改应用的设置',
    params: idParam,
    body: appSettingsSchema,
    fieldPhrases: appNamePhrase,
    output: appDetailSchema,
    errors: urlErrors,
  },
  setStatus: {
    summary: 'Enables or disables an application',
    summaryZh: '启用或停用应用',
    params: idParam,
    body: appStatusSchema,
    output: appDetailSchema,
  },
  authorize: {
    summary: 'Sets the services an application may call (at least one)',
    summaryZh: '设置应用可调用的服务（至少一项）',
    params: idParam,
    body: appAuthorizeSchema,
    output: appDetailSchema,
    errors: ['serviceNotEffective'],
  },
  secretCode: {
    summary: 'Sends an SMS code to the person’s phone before a secret is revealed',
    summaryZh: '显示密钥前，向本人手机发送短信验证码',
    params: idParam,
    output: codeSentSchema,
    errors: [...codeSendErrors, 'phoneNotBound'],
  },
  createSecret: {
    summary: 'A new secret, shown once (at most two active)',
    summaryZh: '新建密钥，仅显示一次（最多同时有两个有效密钥）',
    params: idParam,
    body: secretRevealSchema,
    output: newSecretSchema,
    errors: ['codeWrong', 'secretLimit'],
  },
  revokeSecret: { summary: 'Revokes a secret', summaryZh: '作废密钥', params: secretParams, output: nothing },
  calls: {
    summary: 'The application’s metered calls',
    summaryZh: '应用的计量调用记录',
    params: idParam,
    query: listQuery,
    output: callPageSchema,
  },
  deliveries: {
    summary: 'The application’s callback deliveries and attempts',
    summaryZh: '应用的回调投递及每次尝试',
    params: idParam,
    query: listQuery,
    output: deliveryPageSchema,
  },
  testCallback: {
    summary: 'Delivers a signed test event to the callback URL',
    summaryZh: '向回调地址投递一个已签名的测试事件',
    params: idParam,
    output: deliveryViewSchema,
    errors: ['callbackUrlMissing', 'callbackUrlRefused'],
  },
  resend: {
    summary: 'Delivers a callback again now',
    summaryZh: '立即重新投递回调',
    params: deliveryParams,
    output: deliveryViewSchema,
    errors: ['callbackUrlRefused'],
  },
  opsList: {
    summary: 'An enterprise’s applications with this month’s calls',
    summaryZh: '某企业的应用及其本月调用次数',
    query: opsAppsQuery,
    output: opsAppPageSchema,
  },
  serviceApps: {
    summary: 'The enterprise’s applications, each with whether it may call this service',
    summaryZh: '企业的应用，并标明各应用是否可调用此服务',
    params: idParam,
    query: listQuery,
    output: serviceAppPageSchema,
  },
  serviceAuthorize: {
    summary: 'Lets an application call this service, or no longer (an application keeps at least one service)',
    summaryZh: '允许或不再允许应用调用此服务（每个应用至少保留一项服务）',
    params: serviceAppParams,
    body: serviceAppAuthorizeSchema,
    output: serviceAppSchema,
    errors: ['serviceNotEffective', 'appServiceRequired'],
  },
});
