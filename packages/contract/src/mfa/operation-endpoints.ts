import { codeSendErrors, codeSentSchema } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { mfaOperationRoutes } from './operation-routes.js';
import { operationProofSchema, operationProveSchema, operationProvenSchema } from './operation-schemas.js';

export const mfaOperationEndpoints = defineEndpoints(mfaOperationRoutes, {
  operation: {
    summary: 'How the account proves a second factor for a protected operation, and until when the session’s proof holds',
    summaryZh: '账号如何通过操作保护验证（身份验证器或短信），以及本会话的验证有效至何时',
    output: operationProofSchema,
    errors: ['phoneNotBound'],
  },
  operationSms: {
    summary: 'Sends an SMS code to the account’s own phone for operation protection (accounts without an authenticator app)',
    summaryZh: '向账号本人手机发送操作保护短信验证码（未绑定身份验证器的账号）',
    output: codeSentSchema,
    errors: [...codeSendErrors, 'phoneNotBound', 'operationUseFactor'],
  },
  operationProve: {
    summary: 'Proves a second factor for the session: protected operations pass for the next 5 minutes',
    summaryZh: '为本会话通过第二验证：其后 5 分钟内的受保护操作可以进行',
    body: operationProveSchema,
    output: operationProvenSchema,
    errors: ['mfaCodeWrong', 'codeWrong', 'phoneNotBound', 'accountLocked'],
  },
});
