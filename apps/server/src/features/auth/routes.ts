import {
  authPaths,
  captchaTestAnswerQuery,
  forgetCodeSchema,
  forgetResetSchema,
  loginSmsCodeSchema,
  passwordLoginSchema,
  registerActivateSchema,
  registerEmailCodeSchema,
  registerSchema,
  registerSmsCodeSchema,
  registerVerifyEmailSchema,
  smsLoginSchema,
  updatePassSchema,
} from '@console/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/context.js';
import { defineRoute } from '../../platform/route.js';
import { clearSessionCookie, sessionCookie, setSessionCookie } from '../../platform/session.js';
import {
  activateRegistration,
  changePassword,
  createCaptcha,
  listOutboxMessages,
  readCaptchaTestAnswer,
  register,
  resetPassword,
  sendLoginSmsCode,
  sendRegisterEmailCode,
  sendRegisterSmsCode,
  sendResetCode,
  signInWithPassword,
  signInWithSmsCode,
  signOut,
  verifyRegisterEmail,
} from './service.js';

const tag = 'accounts';

/** The captcha token of §7 travels in the `token` header. */
const captchaToken = (req: FastifyRequest) => (typeof req.headers.token === 'string' ? req.headers.token : undefined);
const caller = (req: FastifyRequest) => ({ ip: req.ip, log: req.log });
const sessionStart = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? '', presentedToken: req.cookies[sessionCookie] });
const startCookie = (deps: Deps, reply: FastifyReply, token: string) => setSessionCookie(reply, token, deps.config.publicUrl.startsWith('https:'));

export const authRoutes = [
  defineRoute({
    method: 'GET',
    url: authPaths.captcha,
    summary: 'A new image captcha (4 characters, valid 5 minutes, good for one check)',
    tag,
    auth: 'public',
    handler: ({ deps, req, reply }) => {
      // A captcha is one person's, once: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return createCaptcha(deps, { ip: req.ip });
    },
  }),

  // Registration, step 1: e-mail verification.
  defineRoute({
    method: 'POST',
    url: authPaths.registerEmailCode,
    summary: 'Registration step 1: e-mail a 6-digit code and an activation link (captcha in the token header)',
    tag,
    auth: 'public',
    body: registerEmailCodeSchema,
    handler: ({ deps, body, req, lang }) => sendRegisterEmailCode(deps, { ...body, captchaToken: captchaToken(req), ...caller(req), lang }),
  }),
  defineRoute({
    method: 'POST',
    url: authPaths.registerVerifyEmail,
    summary: 'Registration step 1: the e-mailed code proves the address and gives the ticket for step 2',
    tag,
    auth: 'public',
    body: registerVerifyEmailSchema,
    handler: ({ deps, body }) => verifyRegisterEmail(deps, body),
  }),
  defineRoute({
    method: 'POST',
    url: authPaths.registerActivate,
    summary: 'Registration step 1: the e-mailed activation link proves the address and gives the ticket',
    tag,
    auth: 'public',
    body: registerActivateSchema,
    handler: ({ deps, body }) => activateRegistration(deps, body),
  }),
  // Registration, step 2: account info.
  defineRoute({
    method: 'POST',
    url: authPaths.registerSmsCode,
    summary: 'Registration step 2: text a code to the phone (ticket; captcha in the token header)',
    tag,
    auth: 'public',
    body: registerSmsCodeSchema,
    handler: ({ deps, body, req, lang }) => sendRegisterSmsCode(deps, { ...body, captchaToken: captchaToken(req), ...caller(req), lang }),
  }),
  defineRoute({
    method: 'POST',
    url: authPaths.register,
    summary: 'Registration step 2: create the account (ticket, account name, phone and its code, password)',
    tag,
    auth: 'public',
    body: registerSchema,
    handler: ({ deps, body }) => register(deps, body),
  }),

  // Sign-in.
  defineRoute({
    method: 'POST',
    url: authPaths.login,
    summary: 'Sign in by account name, e-mail or phone and password (captcha in the token header)',
    tag,
    auth: 'public',
    body: passwordLoginSchema,
    handler: async ({ deps, body, req, reply }) => {
      const { token, info } = await signInWithPassword(deps, { ...body, captchaToken: captchaToken(req), ...sessionStart(req) });
      startCookie(deps, reply, token);
      return info;
    },
  }),
  defineRoute({
    method: 'POST',
    url: authPaths.loginSmsCode,
    summary: 'Text a sign-in code (same answer whether the phone has an account; captcha in the token header)',
    tag,
    auth: 'public',
    body: loginSmsCodeSchema,
    handler: ({ deps, body, req, lang }) => sendLoginSmsCode(deps, { ...body, captchaToken: captchaToken(req), ...caller(req), lang }),
  }),
  ...[authPaths.smsLogin, authPaths.baseSmsLogin].map((url) =>
    defineRoute({
      method: 'POST',
      url,
      summary: 'Sign in by phone and SMS code; answers status 200 with userId, userName, checkStatus',
      tag,
      auth: 'public',
      body: smsLoginSchema,
      handler: async ({ deps, body, req, reply }) => {
        const { token, answer } = await signInWithSmsCode(deps, { ...body, ...sessionStart(req) });
        startCookie(deps, reply, token);
        return answer;
      },
    }),
  ),
  defineRoute({
    method: 'GET',
    url: authPaths.logout,
    summary: 'Sign out: ends the session on the server (answers success without one, too)',
    tag,
    auth: 'public',
    handler: async ({ deps, req, reply }) => {
      await signOut(deps, { presentedToken: req.cookies[sessionCookie], ip: req.ip });
      clearSessionCookie(reply);
    },
  }),

  // Passwords.
  defineRoute({
    method: 'POST',
    url: authPaths.updatePass,
    summary: 'Change the password (form: oldPass, newPass); the account’s other sessions end',
    tag,
    auth: 'user',
    body: updatePassSchema,
    handler: ({ deps, body, user, req }) => changePassword(deps, { ...body, userId: user.userId, sessionId: user.sessionId, ip: req.ip }),
  }),
  defineRoute({
    method: 'POST',
    url: authPaths.forgetCode,
    summary: 'Password reset: send a code to the e-mail or phone (same answer whether it has an account)',
    tag,
    auth: 'public',
    body: forgetCodeSchema,
    handler: ({ deps, body, req, lang }) => sendResetCode(deps, { ...body, captchaToken: captchaToken(req), ...caller(req), lang }),
  }),
  defineRoute({
    method: 'POST',
    url: authPaths.forgetReset,
    summary: 'Password reset: the code and a new password; every session of the account ends',
    tag,
    auth: 'public',
    body: forgetResetSchema,
    handler: ({ deps, body, req }) => resetPassword(deps, { ...body, ip: req.ip }),
  }),

  defineRoute({
    method: 'GET',
    url: authPaths.outbox,
    summary: 'Recent outbox messages, newest first (outside production only)',
    tag,
    auth: 'public',
    handler: ({ deps }) => listOutboxMessages(deps),
  }),
];

/** Registered only in test mode (NODE_ENV=test). */
export const authTestRoutes = [
  defineRoute({
    method: 'GET',
    url: authPaths.captchaTestAnswer,
    summary: 'Test mode only: the answer of a captcha',
    tag,
    auth: 'public',
    query: captchaTestAnswerQuery,
    handler: ({ deps, query }) => readCaptchaTestAnswer(deps, query),
  }),
];
