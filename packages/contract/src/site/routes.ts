import { defineRoutes } from '../route.js';

/**
 * The site (§1): the website config the console applies at first navigation and the back office
 * edits, the server's health, and this API's own OpenAPI document.
 */
export const siteRoutes = defineRoutes('site', {
  config: { method: 'GET', path: '/base/site/config', access: 'public' },
  opsConfig: { method: 'GET', path: '/operation-webapi/site/config', access: 'operator' },
  updateConfig: { method: 'PUT', path: '/operation-webapi/site/config', access: 'operator' },
  health: { method: 'GET', path: '/health', access: 'public' },
  openApi: { method: 'GET', path: '/openapi.json', access: 'public' },
});
