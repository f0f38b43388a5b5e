import { nothing } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { mfaRoutes } from './routes.js';
import { factorCodeSchema, mfaStatusSchema, recoveryCodesSchema, totpConfirmSchema, totpSetupSchema } from './schemas.js';

export const mfaEndpoints = defineEndpoints(mfaRoutes, {
  status: {
    summary: 'The account’s second factors: the authenticator app, recovery codes left, sign-in protection',
    summaryZh: '账号的二次验证方式：身份验证器应用、剩余恢复码数量、登录保护是否开启',
    output: mfaStatusSchema,
  },
  totpStart: {
    summary: 'Start setting up an authenticator app: a new key (base32) and its otpauth:// URI for the QR code',
    summaryZh: '开始绑定身份验证器应用：返回新密钥（base32）及二维码所用的 otpauth:// 地址',
    output: totpSetupSchema,
    errors: ['mfaAlreadySet'],
  },
  totpConfirm: {
    summary: 'Confirm the app with its first code; answers ten one-time recovery codes, shown this once',
    summaryZh: '用应用生成的第一个验证码完成绑定；返回 10 个一次性恢复码，仅显示这一次',
    body: totpConfirmSchema,
    output: recoveryCodesSchema,
    errors: ['mfaAlreadySet', 'mfaSetupMissing', 'mfaCodeWrong'],
  },
  totpRemove: {
    summary: 'Remove the authenticator app with a current code or a recovery code (recovery codes and sign-in protection go too)',
    summaryZh: '凭当前验证码或恢复码解绑身份验证器应用（恢复码与登录保护一并取消）',
    body: factorCodeSchema,
    output: nothing,
    errors: ['mfaNotSet', 'mfaCodeWrong', 'accountLocked'],
  },
  recoveryRenew: {
    summary: 'New recovery codes with a current code; the old ones stop working',
    summaryZh: '凭当前验证码重新生成恢复码；原有恢复码全部失效',
    body: factorCodeSchema,
    output: recoveryCodesSchema,
    errors: ['mfaNotSet', 'mfaCodeWrong', 'accountLocked'],
  },
});
