import { nothing } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { captchaTokenHeaders } from '../auth/schemas.js';
import { opsRoutes } from './routes.js';
import {
  factorCodeSchema,
  passkeyConfirmSchema,
  passkeyOptionsSchema,
  passkeyRenameSchema,
  recoveryCodesSchema,
  totpConfirmSchema,
  totpSetupSchema,
} from '../mfa/schemas.js';
import {
  operationProofSchema,
  operationProvePasskeySchema,
  operationProveSchema,
  operationProvenSchema,
} from '../mfa/operation-schemas.js';
import {
  operatorChangePasswordSchema,
  operatorFactorsSchema,
  operatorInfoSchema,
  operatorPasskeyRemoveSchema,
  operatorPasskeysSchema,
  operatorSecondStepSchema,
  operatorSignInAnswerSchema,
  operatorSignInSchema,
  operatorTotpResetSchema,
} from './schemas.js';

export const opsEndpoints = defineEndpoints(opsRoutes, {
  signIn: {
    summary:
      'Operator sign-in behind the image captcha (token and pow headers); 5 wrong passwords from one source lock the name there for 15 minutes; the session is an HttpOnly cookie',
    summaryZh:
      '运营人员登录，需先通过图形验证码（token 与 pow 请求头）；同一来源密码错误 5 次后，该账号在该来源锁定 15 分钟；会话保存在 HttpOnly Cookie 中',
    body: operatorSignInSchema,
    headers: captchaTokenHeaders,
    output: operatorSignInAnswerSchema,
    errors: ['rateLimited', 'captchaWrong', 'operatorSignInFailed', 'operatorLocked'],
  },
  signInSecondStep: {
    summary:
      'The second step of an operator’s sign-in: the step ticket and a current authenticator code, a recovery code or a passkey’s assertion; a wrong one counts like a wrong password',
    summaryZh: '运营人员登录第二步：提交步骤凭证及身份验证器当前验证码、恢复码或通行密钥验证结果；验证失败与密码错误一并计数',
    body: operatorSecondStepSchema,
    output: operatorInfoSchema,
    errors: [
      'rateLimited',
      'mfaStepInvalid',
      'mfaCodeWrong',
      'mfaPasskeyWrong',
      'mfaPasskeyNotThisAccount',
      'mfaPasskeyCounter',
      'mfaPasskeyChallenge',
      'operatorLocked',
    ],
  },
  me: {
    summary: 'The signed-in operator',
    summaryZh: '当前登录的运营人员',
    output: operatorInfoSchema,
  },
  password: {
    summary: 'Change the operator password (required after a one-time password); the operator’s other sessions end',
    summaryZh: '修改运营人员密码（使用一次性密码登录后必须修改）；该运营人员的其他会话随即结束',
    body: operatorChangePasswordSchema,
    output: operatorInfoSchema,
    errors: ['operatorPasswordWrong', 'operatorPasswordReused', 'passwordCommon'],
  },
  signOut: {
    summary: 'Operator sign-out',
    summaryZh: '运营人员退出登录',
    output: nothing,
  },
  factors: {
    summary: 'The operator’s own second factor: the authenticator app and the recovery codes left',
    summaryZh: '运营人员本人的二次验证：身份验证器应用及剩余恢复码数量',
    output: operatorFactorsSchema,
  },
  totpStart: {
    summary: 'Start setting up the operator’s authenticator app: a new key (base32) and its otpauth:// URI',
    summaryZh: '开始为运营人员绑定身份验证器应用：返回新密钥（base32）及 otpauth:// 地址',
    output: totpSetupSchema,
    errors: ['mfaAlreadySet'],
  },
  totpConfirm: {
    summary: 'Confirm the operator’s app with its first code and the operator password; answers ten recovery codes, shown this once',
    summaryZh: '用应用的第一个验证码及运营人员密码完成绑定；返回 10 个恢复码，仅显示这一次',
    body: totpConfirmSchema,
    output: recoveryCodesSchema,
    errors: ['mfaAlreadySet', 'mfaSetupMissing', 'mfaCodeWrong', 'operatorPasswordWrong', 'accountLocked'],
  },
  recoveryRenew: {
    summary: 'New recovery codes for the operator with a current code; the old ones stop working',
    summaryZh: '运营人员凭当前验证码重新生成恢复码；原有恢复码全部失效',
    body: factorCodeSchema,
    output: recoveryCodesSchema,
    errors: ['mfaCodeWrong', 'accountLocked'],
  },
  totpReset: {
    summary:
      'Replaces the operator’s lost authenticator app: with a reason (kept in the operation log) and the operator password, the app and its recovery codes are removed and a new app must be set up before anything else',
    summaryZh:
      '更换运营人员丢失的身份验证器：填写原因（记入操作日志）并输入运营人员密码后，移除原身份验证器及恢复码，须先绑定新的身份验证器才能继续操作',
    body: operatorTotpResetSchema,
    output: operatorInfoSchema,
    errors: ['operatorPasswordWrong', 'accountLocked', 'mfaNotSet'],
  },
  operation: {
    summary: 'How the operator proves a second factor for an approval (an app code or a recovery code), and until when the proof holds',
    summaryZh: '运营人员如何为审批操作通过二次验证（身份验证器验证码或恢复码），以及验证有效至何时',
    output: operationProofSchema,
  },
  operationProve: {
    summary: 'The operator proves a second factor for the session: approvals pass for the next 5 minutes',
    summaryZh: '运营人员为本会话通过二次验证：其后 5 分钟内的审批操作可以进行',
    body: operationProveSchema,
    output: operationProvenSchema,
    errors: ['mfaCodeWrong', 'accountLocked'],
  },
  passkeys: {
    summary: 'The operator’s passkeys and security keys, oldest first',
    summaryZh: '运营人员的通行密钥与安全密钥，按添加时间排列',
    output: operatorPasskeysSchema,
  },
  passkeyStart: {
    summary:
      'Start registering a passkey for the operator: WebAuthn creation options (user verification required, a single-use challenge valid 5 minutes)',
    summaryZh: '开始为运营人员添加通行密钥：返回 WebAuthn 创建参数（须验证用户，一次性挑战 5 分钟内有效）',
    output: passkeyOptionsSchema,
    errors: ['mfaPasskeyLimit'],
  },
  passkeyConfirm: {
    summary: 'Register the operator’s passkey from the browser’s answer, under a name, with the operator password again',
    summaryZh: '根据浏览器的应答登记运营人员的通行密钥并命名，须再次输入运营人员密码',
    body: passkeyConfirmSchema,
    output: operatorPasskeysSchema,
    errors: ['mfaPasskeyWrong', 'mfaPasskeyChallenge', 'mfaPasskeyLimit', 'operatorPasswordWrong', 'accountLocked'],
  },
  passkeyRename: {
    summary: 'Rename one of the operator’s passkeys',
    summaryZh: '重命名运营人员的一个通行密钥',
    body: passkeyRenameSchema,
    output: operatorPasskeysSchema,
    errors: ['notFound'],
  },
  passkeyRemove: {
    summary: 'Remove one of the operator’s passkeys (operation-protected: a fresh second factor within 5 minutes)',
    summaryZh: '移除运营人员的一个通行密钥（受操作保护：须在 5 分钟内通过二次验证）',
    body: operatorPasskeyRemoveSchema,
    output: operatorPasskeysSchema,
    errors: ['notFound'],
  },
  operationPasskey: {
    summary: 'WebAuthn request options for proving an approval with one of the operator’s passkeys (a single-use, 5-minute challenge)',
    summaryZh: '运营人员使用通行密钥为审批操作验证时的 WebAuthn 请求参数（一次性挑战，5 分钟内有效）',
    output: passkeyOptionsSchema,
    errors: ['mfaNotSet'],
  },
  operationProvePasskey: {
    summary: 'The operator proves a second factor for the session with a passkey’s assertion: approvals pass for the next 5 minutes',
    summaryZh: '运营人员使用通行密钥为本会话通过二次验证：其后 5 分钟内的审批操作可以进行',
    body: operationProvePasskeySchema,
    output: operationProvenSchema,
    errors: ['mfaPasskeyWrong', 'mfaPasskeyNotThisAccount', 'mfaPasskeyCounter', 'mfaPasskeyChallenge', 'accountLocked'],
  },
});
