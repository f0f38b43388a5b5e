import { nothing } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { mfaRoutes } from './routes.js';
import {
  deviceRevokeSchema,
  enterpriseRuleSchema,
  enterpriseRuleSetSchema,
  factorCodeSchema,
  mfaStatusSchema,
  passkeyConfirmSchema,
  passkeyOptionsSchema,
  passkeyRemoveSchema,
  passkeyRenameSchema,
  recoveryCodesSchema,
  signInProtectionSchema,
  totpConfirmSchema,
  totpSetupSchema,
  trustedDevicesSchema,
} from './schemas.js';

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
    summary: 'Confirm the app with its first code and the account password; answers ten one-time recovery codes, shown this once',
    summaryZh: '用应用生成的第一个验证码及账号密码完成绑定；返回 10 个一次性恢复码，仅显示这一次',
    body: totpConfirmSchema,
    output: recoveryCodesSchema,
    errors: ['mfaAlreadySet', 'mfaSetupMissing', 'mfaCodeWrong', 'oldPasswordWrong', 'accountLocked'],
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
  protection: {
    summary:
      'Turn sign-in protection on or off with a current code or a recovery code (an account with passkeys and no app: no code, the session’s operation proof of the last 5 minutes): when on, sign-in asks for a second factor after the password or SMS code',
    summaryZh:
      '凭当前验证码或恢复码开启或关闭登录保护（仅有通行密钥、未绑定应用的账号：无需验证码，凭本会话 5 分钟内的操作保护验证）：开启后，密码或短信验证码登录后还需第二步验证',
    body: signInProtectionSchema,
    output: nothing,
    errors: ['mfaNotSet', 'mfaCodeWrong', 'accountLocked', 'operationProtectionRequired'],
  },
  passkeyStart: {
    summary:
      'Start registering a passkey or security key: WebAuthn creation options (user verification required, a single-use challenge valid 5 minutes)',
    summaryZh: '开始添加通行密钥或安全密钥：返回 WebAuthn 创建参数（要求用户验证，挑战值一次性、5 分钟内有效）',
    output: passkeyOptionsSchema,
    errors: ['mfaPasskeyLimit'],
  },
  passkeyConfirm: {
    summary: 'Register the passkey from the browser’s answer, under a name, with the account password again',
    summaryZh: '凭浏览器返回的注册结果、名称及账号密码添加通行密钥',
    body: passkeyConfirmSchema,
    output: nothing,
    errors: ['mfaPasskeyWrong', 'mfaPasskeyChallenge', 'mfaPasskeyLimit', 'oldPasswordWrong', 'accountLocked'],
  },
  passkeyRename: {
    summary: 'Rename one of the account’s passkeys',
    summaryZh: '重命名账号的通行密钥',
    body: passkeyRenameSchema,
    output: nothing,
    errors: ['notFound'],
  },
  passkeyRemove: {
    summary: 'Remove one of the account’s passkeys with the account password again or a current factor code',
    summaryZh: '凭账号密码或当前二次验证码删除通行密钥',
    body: passkeyRemoveSchema,
    output: nothing,
    errors: ['notFound', 'oldPasswordWrong', 'mfaCodeWrong', 'accountLocked'],
  },
  devices: {
    summary: 'The browsers trusted for 30 days to skip the second sign-in step',
    summaryZh: '受信任 30 天、登录时免第二步验证的浏览器',
    output: trustedDevicesSchema,
  },
  deviceRevoke: {
    summary: 'Revoke a trusted browser: its next sign-in asks for the second step again',
    summaryZh: '撤销受信任的浏览器：其下次登录重新需要第二步验证',
    body: deviceRevokeSchema,
    output: nothing,
    errors: ['notFound'],
  },
  enterpriseRule: {
    summary: 'Whether the enterprise of the session requires a second factor of every member',
    summaryZh: '当前企业是否要求所有成员设置二次验证',
    output: enterpriseRuleSchema,
  },
  enterpriseRuleSet: {
    summary:
      'The enterprise’s master requires (or stops requiring) a second factor of every member; members without one set it up at their next sign-in',
    summaryZh: '企业主管理员要求（或取消要求）所有成员设置二次验证；未设置的成员下次登录时须先设置',
    body: enterpriseRuleSetSchema,
    output: nothing,
    errors: ['notMaster'],
  },
});
