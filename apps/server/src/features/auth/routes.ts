import { authEndpoints as e } from '@console/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/context.js';
import { defineRoute } from '../../platform/route.js';
import { clearSessionCookie, sessionCookie, setSessionCookie } from '../../platform/session.js';
import {
  activateRegistration,
  changePassword,
  createCaptcha,
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

/** The session cookie the request came with: a sign-in never reuses it, a sign-out ends it. */
const presentedToken = (req: FastifyRequest) => req.cookies[sessionCookie];
const startCookie = (deps: Deps, reply: FastifyReply, token: string) =>
  setSessionCookie(reply, token, deps.config.publicUrl.startsWith('https:'));

const smsLogin = (endpoint: typeof e.smsLogin | typeof e.baseSmsLogin) =>
  defineRoute(endpoint, async ({ deps, caller, body, req, reply }) => {
    const { token, answer } = await signInWithSmsCode(deps, { caller, ...body, presentedToken: presentedToken(req) });
    startCookie(deps, reply, token);
    return answer;
  });

export const authRoutes = [
  defineRoute(e.captcha, ({ deps, caller, reply }) => {
    // A captcha is one person's, once: no cache may keep it.
    reply.header('cache-control', 'no-store');
    return createCaptcha(deps, { caller });
  }),
  defineRoute(e.captchaTestAnswer, ({ deps, caller, query }) => readCaptchaTestAnswer(deps, { caller, ...query })),

  // Registration, step 1: e-mail verification; the captcha's token travels in the `token` header (§7).
  defineRoute(e.registerEmailCode, ({ deps, caller, body, headers }) =>
    sendRegisterEmailCode(deps, { caller, ...body, captchaToken: headers.token }),
  ),
  defineRoute(e.registerVerifyEmail, ({ deps, caller, body }) => verifyRegisterEmail(deps, { caller, ...body })),
  defineRoute(e.registerActivate, ({ deps, caller, body }) => activateRegistration(deps, { caller, ...body })),
  // Registration, step 2: account info.
  defineRoute(e.registerSmsCode, ({ deps, caller, body, headers }) =>
    sendRegisterSmsCode(deps, { caller, ...body, captchaToken: headers.token }),
  ),
  defineRoute(e.register, ({ deps, caller, body }) => register(deps, { caller, ...body })),

  // Sign-in: the session cookie is set here, the session itself made by the service.
  defineRoute(e.login, async ({ deps, caller, body, headers, req, reply }) => {
    const { token, info } = await signInWithPassword(deps, {
      caller,
      ...body,
      captchaToken: headers.token,
      presentedToken: presentedToken(req),
    });
    startCookie(deps, reply, token);
    return info;
  }),
  defineRoute(e.loginSmsCode, ({ deps, caller, body, headers }) =>
    sendLoginSmsCode(deps, { caller, ...body, captchaToken: headers.token }),
  ),
  smsLogin(e.smsLogin),
  smsLogin(e.baseSmsLogin),
  defineRoute(e.logout, async ({ deps, caller, req, reply }) => {
    await signOut(deps, { caller, presentedToken: presentedToken(req) });
    clearSessionCookie(reply);
  }),

  // Passwords.
  defineRoute(e.updatePass, ({ deps, caller, body }) => changePassword(deps, { caller, ...body })),
  defineRoute(e.forgetCode, ({ deps, caller, body, headers }) => sendResetCode(deps, { caller, ...body, captchaToken: headers.token })),
  defineRoute(e.forgetReset, ({ deps, caller, body }) => resetPassword(deps, { caller, ...body })),
];
