import { codeSendErrors, codeSentSchema, nothing } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { mfaSignInSchema, passkeyOptionsSchema, passkeySignInSchema } from '../mfa/schemas.js';
import { authRoutes } from './routes.js';
import {
  captchaChallengeSchema,
  captchaTestAnswerQuery,
  captchaTestAnswerSchema,
  captchaTokenHeaders,
  forgetCodeSchema,
  forgetResetSchema,
  loginSmsCodeSchema,
  passwordLoginSchema,
  registerActivateSchema,
  registerEmailCodeSchema,
  registerSchema,
  registerSmsCodeSchema,
  registerVerifyEmailSchema,
  registeredAccountSchema,
  registrationTicketSchema,
  signInAnswerSchema,
  smsLoginAnswerSchema,
  smsLoginSchema,
  unlockSchema,
  unlockedAccountSchema,
  updatePassSchema,
} from './schemas.js';

const smsLogin = {
  summary: 'Sign in by phone and SMS code; answers status 200 with userId, userName, checkStatus',
  summaryZh: '使用手机号和短信验证码登录；返回 status 200 及 userId、userName、checkStatus',
  body: smsLoginSchema,
  output: smsLoginAnswerSchema,
  errors: ['rateLimited', 'accountLocked', 'codeWrong'],
} as const;

export const authEndpoints = defineEndpoints(authRoutes, {
  captcha: {
    summary:
      'A new image captcha (a PNG of 4 characters, valid 5 minutes, good for one check) and its proof of work (more bits after failures from the source)',
    summaryZh: '获取新的图形验证码（4 个字符的 PNG 图片，5 分钟内有效，仅可校验一次）及其工作量证明（该来源失败后难度位数增加）',
    output: captchaChallengeSchema,
    errors: ['rateLimited'],
  },
  captchaTestAnswer: {
    summary: 'Test mode only: the answer of a captcha',
    summaryZh: '仅限测试模式：图形验证码的答案',
    query: captchaTestAnswerQuery,
    output: captchaTestAnswerSchema,
    errors: ['notFound'],
    testOnly: true,
  },
  registerEmailCode: {
    summary: 'Registration step 1: e-mail a 6-digit code and an activation link (captcha in the token header)',
    summaryZh: '注册第 1 步：向邮箱发送 6 位验证码和激活链接（图形验证码放在 token 请求头中）',
    body: registerEmailCodeSchema,
    headers: captchaTokenHeaders,
    output: codeSentSchema,
    errors: ['captchaWrong', 'emailRegistered', ...codeSendErrors],
  },
  registerVerifyEmail: {
    summary: 'Registration step 1: the e-mailed code proves the address and gives the ticket for step 2',
    summaryZh: '注册第 1 步：以邮件中的验证码验证邮箱地址，并获取第 2 步所需的凭证',
    body: registerVerifyEmailSchema,
    output: registrationTicketSchema,
    errors: ['codeWrong', 'emailRegistered'],
  },
  registerActivate: {
    summary: 'Registration step 1: the e-mailed activation link proves the address and gives the ticket',
    summaryZh: '注册第 1 步：以邮件中的激活链接验证邮箱地址，并获取凭证',
    body: registerActivateSchema,
    output: registrationTicketSchema,
    errors: ['activationInvalid', 'emailRegistered'],
  },
  registerSmsCode: {
    summary:
      "Registration step 2: text a code to the phone (ticket; captcha in the token header, except for the registration's first phone code within 15 minutes of step 1, which step 1's captcha covers); a registered phone is said beside it",
    summaryZh:
      '注册第 2 步：向手机发送短信验证码（需凭证；图形验证码放在 token 请求头中，但第 1 步后 15 分钟内本次注册的第一条手机验证码由第 1 步的图形验证码涵盖）；手机号已注册时会在应答中一并说明',
    body: registerSmsCodeSchema,
    headers: captchaTokenHeaders,
    output: codeSentSchema,
    errors: ['captchaWrong', 'captchaRequired', 'registrationExpired', 'phoneRegistered', ...codeSendErrors],
  },
  register: {
    summary: 'Registration step 2: create the account (ticket, account name, phone and its code, password) and sign in',
    summaryZh: '注册第 2 步：创建账号（凭证、账户名、手机号及其验证码、密码）并登录',
    body: registerSchema,
    output: registeredAccountSchema,
    errors: [
      'registrationExpired',
      'accountNameIsPhone',
      'accountNameTaken',
      'passwordCommon',
      'codeWrong',
      'phoneRegistered',
      'emailRegistered',
    ],
  },
  login: {
    summary: 'Sign in by account name, e-mail or phone and password (captcha in the token header)',
    summaryZh: '使用账户名、邮箱或手机号及密码登录（图形验证码放在 token 请求头中）',
    body: passwordLoginSchema,
    headers: captchaTokenHeaders,
    output: signInAnswerSchema,
    errors: ['rateLimited', 'captchaWrong', 'accountLocked', 'signInFailed'],
  },
  loginPasskeyOptions: {
    summary:
      'Start signing in with a passkey instead of a password: WebAuthn request options (user verification required; a single-use challenge valid 5 minutes)',
    summaryZh: '开始使用通行密钥（免密码）登录：返回 WebAuthn 请求参数（要求用户验证，挑战值一次性、5 分钟内有效）',
    output: passkeyOptionsSchema,
    errors: ['rateLimited'],
  },
  loginPasskey: {
    summary: 'Sign in with a passkey: its assertion over the options’ challenge starts a session for the account it belongs to',
    summaryZh: '使用通行密钥登录：对挑战值的签名通过后为其所属账号建立会话',
    body: passkeySignInSchema,
    output: signInAnswerSchema,
    errors: ['rateLimited', 'accountLocked', 'mfaPasskeyWrong', 'mfaPasskeyCounter', 'mfaPasskeyChallenge'],
  },
  loginSecondStep: {
    summary:
      'The second sign-in step of a protected account: the pending sign-in from the password or SMS step and a current authenticator code or a recovery code, or a passkey’s assertion; optionally trusts this browser for 30 days',
    summaryZh:
      '开启登录保护账号的登录第二步：凭密码或短信验证步骤返回的待完成登录凭据及当前验证码、恢复码或通行密钥登录；可选信任此浏览器 30 天',
    body: mfaSignInSchema,
    output: signInAnswerSchema,
    errors: [
      'rateLimited',
      'accountLocked',
      'mfaStepInvalid',
      'mfaCodeWrong',
      'mfaPasskeyWrong',
      'mfaPasskeyNotThisAccount',
      'mfaPasskeyCounter',
      'mfaPasskeyChallenge',
    ],
  },
  loginSmsCode: {
    summary: 'Text a sign-in code (same answer whether the phone has an account; captcha in the token header)',
    summaryZh: '发送登录短信验证码（无论该手机号是否有账号，应答均相同；图形验证码放在 token 请求头中）',
    body: loginSmsCodeSchema,
    headers: captchaTokenHeaders,
    output: codeSentSchema,
    errors: ['captchaWrong', ...codeSendErrors],
  },
  smsLogin,
  baseSmsLogin: smsLogin,
  logout: {
    summary: 'Sign out: ends the session on the server (answers success without one, too)',
    summaryZh: '退出登录：在服务器端结束会话（没有会话时同样返回成功）',
    output: nothing,
  },
  updatePass: {
    summary: 'Change the password (form: oldPass, newPass); the account’s other sessions end',
    summaryZh: '修改密码（表单字段：oldPass、newPass）；该账号的其他会话随即结束',
    body: updatePassSchema,
    output: nothing,
    errors: ['accountLocked', 'oldPasswordWrong', 'passwordCommon'],
  },
  forgetCode: {
    summary: 'Password reset: send a code to the e-mail or phone (same answer whether it has an account)',
    summaryZh: '重置密码：向邮箱或手机发送验证码（无论其是否有账号，应答均相同）',
    body: forgetCodeSchema,
    headers: captchaTokenHeaders,
    output: codeSentSchema,
    errors: ['captchaWrong', ...codeSendErrors],
  },
  forgetReset: {
    summary: 'Password reset: the code and a new password; every session of the account ends',
    summaryZh: '重置密码：提交验证码和新密码；该账号的所有会话随即结束',
    body: forgetResetSchema,
    output: nothing,
    errors: ['rateLimited', 'codeWrong', 'passwordCommon'],
  },
  unlock: {
    summary: 'The unlock link e-mailed to an account being guessed: password sign-in opens again from where it is used (once)',
    summaryZh: '发给密码正被猜测的账号的解锁邮件链接：从使用该链接的网络重新允许密码登录（仅可使用一次）',
    body: unlockSchema,
    output: unlockedAccountSchema,
    errors: ['unlockLinkInvalid'],
  },
});
