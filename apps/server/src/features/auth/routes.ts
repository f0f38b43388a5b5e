import { authEndpoints as e } from '@console/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { defineRoute } from '../../platform/route.js';
import { clearSessionCookie, sessionCookie, setSessionCookie } from '../../platform/session.js';
import { createCaptcha, readCaptchaTestAnswer } from './captcha.js';
import { changePassword, resetPassword, sendResetCode } from './passwords.js';
import { activateRegistration, register, sendRegisterEmailCode, sendRegisterSmsCode, verifyRegisterEmail } from './registration.js';
import { trustedDeviceCookie } from '../mfa/index.js';
import {
  sendLoginSmsCode,
  signInSecondStep,
  signInWithPasskey,
  signInWithPassword,
  signInWithSmsCode,
  signOut,
  startPasskeySignIn,
  unlockSignIn,
} from './sign-in.js';

/** The session cookie the request came with: a sign-in never reuses it, a sign-out ends it. */
const presentedToken = (req: FastifyRequest) => req.cookies[sessionCookie];
const startCookie = (deps: Deps, reply: FastifyReply, token: string | undefined) => {
  // A protected account's first step answers no session: only the pending sign-in for its second step.
  if (token) setSessionCookie(reply, token, deps.config.publicUrl.startsWith('https:'));
};
/** The trusted-device cookie a first step came with: it may skip the second step. */
const deviceToken = (req: FastifyRequest) => req.cookies[trustedDeviceCookie];
/** The captcha's token travels in the `token` header (§7), the nonce of its proof of work in `pow`. */
const captchaOf = (headers: { token?: string; pow?: string }) => ({ captchaToken: headers.token, pow: headers.pow });
/** The test hook answers only a peer on this machine, whatever a proxy header claims. */
const isLoopbackPeer = (req: FastifyRequest) => /^(127\.|::1$|::ffff:127\.)/.test(req.socket.remoteAddress ?? '');

const smsLogin = (endpoint: typeof e.smsLogin | typeof e.baseSmsLogin) =>
  defineRoute(endpoint, async ({ deps, caller, body, req, reply }) => {
    const { token, answer } = await signInWithSmsCode(deps, {
      caller,
      ...body,
      presentedToken: presentedToken(req),
      deviceToken: deviceToken(req),
    });
    startCookie(deps, reply, token);
    return answer;
  });

export const authRoutes = [
  defineRoute(e.captcha, ({ deps, caller, reply }) => {
    // A captcha is one person's, once: no cache may keep it.
    reply.header('cache-control', 'no-store');
    return createCaptcha(deps, { caller });
  }),
  defineRoute(e.captchaTestAnswer, ({ deps, caller, query, req }) => {
    if (!isLoopbackPeer(req)) throw notFound();
    return readCaptchaTestAnswer(deps, { caller, ...query });
  }),

  // Registration, step 1: e-mail verification.
  defineRoute(e.registerEmailCode, ({ deps, caller, body, headers }) =>
    sendRegisterEmailCode(deps, { caller, ...body, ...captchaOf(headers) }),
  ),
  defineRoute(e.registerVerifyEmail, ({ deps, caller, body }) => verifyRegisterEmail(deps, { caller, ...body })),
  defineRoute(e.registerActivate, ({ deps, caller, body }) => activateRegistration(deps, { caller, ...body })),
  // Registration, step 2: account info; the new account is signed in at once.
  defineRoute(e.registerSmsCode, ({ deps, caller, body, headers }) =>
    sendRegisterSmsCode(deps, { caller, ...body, ...captchaOf(headers) }),
  ),
  defineRoute(e.register, async ({ deps, caller, body, req, reply }) => {
    const { token, account } = await register(deps, { caller, ...body, presentedToken: presentedToken(req) });
    startCookie(deps, reply, token);
    return account;
  }),

  // Sign-in: the session cookie is set here, the session itself made by the service.
  defineRoute(e.login, async ({ deps, caller, body, headers, req, reply }) => {
    const { token, info } = await signInWithPassword(deps, {
      caller,
      ...body,
      ...captchaOf(headers),
      presentedToken: presentedToken(req),
      deviceToken: deviceToken(req),
    });
    startCookie(deps, reply, token);
    return info;
  }),
  defineRoute(e.loginSecondStep, async ({ deps, caller, body, req, reply }) => {
    const { token, info, device } = await signInSecondStep(deps, { caller, ...body, presentedToken: presentedToken(req) });
    startCookie(deps, reply, token);
    if (device)
      reply.setCookie(trustedDeviceCookie, device.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.config.publicUrl.startsWith('https:'),
        maxAge: device.maxAgeSeconds,
      });
    return info;
  }),
  defineRoute(e.loginSmsCode, ({ deps, caller, body, headers }) => sendLoginSmsCode(deps, { caller, ...body, ...captchaOf(headers) })),
  defineRoute(e.loginPasskeyOptions, ({ deps, caller }) => startPasskeySignIn(deps, { caller })),
  defineRoute(e.loginPasskey, async ({ deps, caller, body, req, reply }) => {
    const { token, info } = await signInWithPasskey(deps, { caller, ...body, presentedToken: presentedToken(req) });
    startCookie(deps, reply, token);
    return info;
  }),
  smsLogin(e.smsLogin),
  smsLogin(e.baseSmsLogin),
  defineRoute(e.logout, async ({ deps, caller, req, reply }) => {
    await signOut(deps, { caller, presentedToken: presentedToken(req) });
    clearSessionCookie(reply);
  }),
  defineRoute(e.unlock, ({ deps, caller, body }) => unlockSignIn(deps, { caller, ...body })),

  // Passwords.
  defineRoute(e.updatePass, ({ deps, caller, body }) => changePassword(deps, { caller, ...body })),
  defineRoute(e.forgetCode, ({ deps, caller, body, headers }) => sendResetCode(deps, { caller, ...body, ...captchaOf(headers) })),
  defineRoute(e.forgetReset, ({ deps, caller, body }) => resetPassword(deps, { caller, ...body })),
];
