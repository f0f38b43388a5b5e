import { defineRoutes } from '../route.js';

/** The signed-in session as the console reads it (§3): header info, account info with the moduleList, sign-out. */
export const accountRoutes = defineRoutes('account', {
  headerInfo: { method: 'GET', path: '/base/user/headerInfo', access: 'user', beforeFactorSetUp: true },
  /** §7's form-encoded family. */
  userInfo: { method: 'POST', path: '/base/user/getUserInfo2', access: 'user', encoding: 'form', beforeFactorSetUp: true },
  /**
   * §7 lists GET; a GET could be sent by any page on another site (a link, an image), signing the
   * person out. As a POST it needs the console's headers and a same-site origin, like every change.
   */
  logout: { method: 'POST', path: '/base/user/logout', access: 'user', beforeFactorSetUp: true },
  /** Whether the browser holds a live session, answered 200 either way (the sign-in page asks it silently). */
  sessionProbe: { method: 'GET', path: '/base/user/session', access: 'public' },
});
