import { defineRoutes } from '../route.js';

/**
 * The open API (§7 `/platform-api`): what customers' servers call with an application's credentials,
 * every call signed (see `canonicalString`) and metered against the enterprise's services.
 */
export const openApiRoutes = defineRoutes('openApi', {
  /** Two elements: does this ID number belong to this name? */
  verifyId2: { method: 'POST', path: '/platform-api/v1/verify/id2', access: 'app' },
  /** Phone three elements: is the phone registered to this name and ID number? */
  verifyPhone3: { method: 'POST', path: '/platform-api/v1/verify/phone3', access: 'app' },
  /** Bank card four elements: card, reserved phone, name and ID number. */
  verifyBank4: { method: 'POST', path: '/platform-api/v1/verify/bank4', access: 'app' },
  /** The application's services: remaining quantities and due dates. */
  usage: { method: 'GET', path: '/platform-api/v1/usage', access: 'app' },
});
