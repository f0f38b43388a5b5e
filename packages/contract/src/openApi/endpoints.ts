import { defineEndpoints } from '../endpoint.js';
import { openApiRoutes } from './routes.js';
import { bank4Schema, id2Schema, phone3Schema, signedHeadersSchema, usageSchema, verifyResultSchema } from './schemas.js';

const metered = [
  'apiServiceNotAuthorized',
  'apiPackageExpired',
  'apiQuotaExhausted',
  'apiSandboxAllowanceUsed',
  'verificationUnavailable',
] as const;

export const openApiEndpoints = defineEndpoints(openApiRoutes, {
  verifyId2: {
    summary: 'Verifies a name against an ID number (metered: service id2)',
    summaryZh: '核验姓名与身份证号是否一致（按服务 id2 计量）',
    headers: signedHeadersSchema,
    body: id2Schema,
    output: verifyResultSchema,
    errors: metered,
  },
  verifyPhone3: {
    summary: 'Verifies a phone against a name and ID number (metered: service phone3)',
    summaryZh: '核验手机号是否登记在该姓名与身份证号的本人名下（按服务 phone3 计量）',
    headers: signedHeadersSchema,
    body: phone3Schema,
    output: verifyResultSchema,
    errors: metered,
  },
  verifyBank4: {
    summary: 'Verifies a bank card and its reserved phone against a name and ID number (metered: service bank4)',
    summaryZh: '核验银行卡及其预留手机号是否属于该姓名与身份证号的本人（按服务 bank4 计量）',
    headers: signedHeadersSchema,
    body: bank4Schema,
    output: verifyResultSchema,
    errors: metered,
  },
  usage: {
    summary: 'The application’s services, remaining quantities and due dates',
    summaryZh: '应用的服务、剩余数量及到期时间',
    headers: signedHeadersSchema,
    output: usageSchema,
  },
});
