import { codeSendErrors, codeSentSchema } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { mfaOperationRoutes } from './operation-routes.js';
import { operationProofSchema, operationProvePasskeySchema, operationProveSchema, operationProvenSchema } from './operation-schemas.js';
import { passkeyOptionsSchema } from './schemas.js';

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
  operationPasskey: {
    summary:
      'WebAuthn request options for proving a protected operation with one of the account’s passkeys (a single-use, 5-minute challenge)',
    summaryZh: '用账号的通行密钥通过操作保护：返回 WebAuthn 请求参数（一次性挑战，5 分钟内有效）',
    output: passkeyOptionsSchema,
    errors: ['mfaNotSet'],
  },
  operationProvePasskey: {
    summary:
      'Proves a second factor for the session with a passkey’s assertion over an operation challenge: protected operations pass for 5 minutes',
    summaryZh: '用通行密钥对操作保护挑战的签名为本会话通过第二验证：其后 5 分钟内的受保护操作可以进行',
    body: operationProvePasskeySchema,
    output: operationProvenSchema,
    errors: ['mfaPasskeyWrong', 'mfaPasskeyNotThisAccount', 'mfaPasskeyCounter', 'mfaPasskeyChallenge', 'accountLocked'],
  },
});
