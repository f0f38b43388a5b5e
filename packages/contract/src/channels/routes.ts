import { defineRoutes } from '../route.js';

/**
 * Channel partners (§1, §2 /channelLogin, /channelSignIn, /jdfLogin, /jdfGys): partners the
 * back office keeps (code, name, logo, theme colours, contact, status, an optional whitelisted entry
 * page), their branding on the sign-in and registration pages, the association of an account (and its
 * enterprises) with the first partner that brought it, and what each partner brought.
 */
export const channelsRoutes = defineRoutes('channels', {
  /** A partner's branding by `channel` code or by its entry page `entry` (null: unknown or disabled). Zod-free caller: the partner pages. */
  branding: { method: 'GET', path: '/base/channel/branding', access: 'public' },
  /** {channel}: associates the signed-in person (and the enterprise of the context they lead) with the partner; first association wins. */
  associate: { method: 'POST', path: '/console/channel/associate', access: 'user' },
  /** The partners the person and the current enterprise were brought by. */
  mine: { method: 'GET', path: '/console/channel/mine', access: 'user' },

  // ---- the back office ----
  opsList: { method: 'GET', path: '/operation-webapi/channels', access: 'operator' },
  opsCreate: { method: 'POST', path: '/operation-webapi/channels', access: 'operator' },
  opsDetail: { method: 'GET', path: '/operation-webapi/channels/:id', access: 'operator' },
  opsUpdate: { method: 'POST', path: '/operation-webapi/channels/:id', access: 'operator' },
  /** The accounts the partner brought, newest first. */
  opsAccounts: { method: 'GET', path: '/operation-webapi/channels/:id/accounts', access: 'operator' },
  /** The enterprises the partner brought with their paid orders, newest first. */
  opsEnterprises: { method: 'GET', path: '/operation-webapi/channels/:id/enterprises', access: 'operator' },
  /** CSV of the accounts or the enterprises (with paid orders) the partner brought. */
  opsExport: { method: 'GET', path: '/operation-webapi/channels/:id/export', access: 'operator' },
});
