import { defineRoutes } from '../route.js';

/**
 * The operators of the back office: sign-in, who is signed in, their own password (also while they
 * still hold a one-time password) and sign-out. The back-office pages themselves belong to the
 * capabilities they serve.
 */
export const opsRoutes = defineRoutes('ops', {
  signIn: { method: 'POST', path: '/operation-webapi/login', access: 'public' },
  me: { method: 'GET', path: '/operation-webapi/me', access: 'operatorPending' },
  password: { method: 'POST', path: '/operation-webapi/password', access: 'operatorPending' },
  signOut: { method: 'POST', path: '/operation-webapi/logout', access: 'operatorPending' },
});
