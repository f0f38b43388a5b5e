import { codeSendErrors, codeSentSchema, nothing } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
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
  sessionUserInfoSchema,
  smsLoginAnswerSchema,
  smsLoginSchema,
  unlockSchema,
  unlockedAccountSchema,
  updatePassSchema,
} from './schemas.js';

const smsLogin = {
  summary: 'Sign in by phone and SMS code; answers status 200 with userId, userName, checkStatus',
  body: smsLoginSchema,
  output: smsLoginAnswerSchema,
  errors: ['rateLimited', 'accountLocked', 'codeWrong'],
} as const;

export const authEndpoints = defineEndpoints(authRoutes, {
  captcha: {
    summary:
      'A new image captcha (a PNG of 4 characters, valid 5 minutes, good for one check) and its proof of work (more bits after failures from the source)',
    output: captchaChallengeSchema,
    errors: ['rateLimited'],
  },
  captchaTestAnswer: {
    summary: 'Test mode only: the answer of a captcha',
    query: captchaTestAnswerQuery,
    output: captchaTestAnswerSchema,
    errors: ['notFound'],
    testOnly: true,
  },
  registerEmailCode: {
    summary: 'Registration step 1: e-mail a 6-digit code and an activation link (captcha in the token header)',
    body: registerEmailCodeSchema,
    headers: captchaTokenHeaders,
    output: codeSentSchema,
    errors: ['captchaWrong', 'emailRegistered', ...codeSendErrors],
  },
  registerVerifyEmail: {
    summary: 'Registration step 1: the e-mailed code proves the address and gives the ticket for step 2',
    body: registerVerifyEmailSchema,
    output: registrationTicketSchema,
    errors: ['codeWrong', 'emailRegistered'],
  },
  registerActivate: {
    summary: 'Registration step 1: the e-mailed activation link proves the address and gives the ticket',
    body: registerActivateSchema,
    output: registrationTicketSchema,
    errors: ['activationInvalid', 'emailRegistered'],
  },
  registerSmsCode: {
    summary: 'Registration step 2: text a code to the phone (ticket; captcha in the token header); a registered phone is said beside it',
    body: registerSmsCodeSchema,
    headers: captchaTokenHeaders,
    output: codeSentSchema,
    errors: ['captchaWrong', 'registrationExpired', 'phoneRegistered', ...codeSendErrors],
  },
  register: {
    summary: 'Registration step 2: create the account (ticket, account name, phone and its code, password) and sign in',
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
    body: passwordLoginSchema,
    headers: captchaTokenHeaders,
    output: sessionUserInfoSchema,
    errors: ['rateLimited', 'captchaWrong', 'accountLocked', 'signInFailed'],
  },
  loginSmsCode: {
    summary: 'Text a sign-in code (same answer whether the phone has an account; captcha in the token header)',
    body: loginSmsCodeSchema,
    headers: captchaTokenHeaders,
    output: codeSentSchema,
    errors: ['captchaWrong', ...codeSendErrors],
  },
  smsLogin,
  baseSmsLogin: smsLogin,
  logout: {
    summary: 'Sign out: ends the session on the server (answers success without one, too)',
    output: nothing,
  },
  updatePass: {
    summary: 'Change the password (form: oldPass, newPass); the account’s other sessions end',
    body: updatePassSchema,
    output: nothing,
    errors: ['accountLocked', 'oldPasswordWrong', 'passwordCommon'],
  },
  forgetCode: {
    summary: 'Password reset: send a code to the e-mail or phone (same answer whether it has an account)',
    body: forgetCodeSchema,
    headers: captchaTokenHeaders,
    output: codeSentSchema,
    errors: ['captchaWrong', ...codeSendErrors],
  },
  forgetReset: {
    summary: 'Password reset: the code and a new password; every session of the account ends',
    body: forgetResetSchema,
    output: nothing,
    errors: ['rateLimited', 'codeWrong', 'passwordCommon'],
  },
  unlock: {
    summary: 'The unlock link e-mailed to an account being guessed: password sign-in opens again from where it is used (once)',
    body: unlockSchema,
    output: unlockedAccountSchema,
    errors: ['unlockLinkInvalid'],
  },
});
