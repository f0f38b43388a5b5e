import { defineRoutes } from '../route.js';

/**
 * Enterprise seals (印章): generated on the server from the authenticated enterprise's name in a
 * style (official, contract, finance, HR, invoice; the legal representative's name seal), or an
 * uploaded image that an operator reviews; enabled, disabled, deleted. Only the master and the
 * administrators manage them (the `sealList` page is theirs alone); the back office reviews uploads.
 */
export const sealsRoutes = defineRoutes('seals', {
  /** The enterprise's seals, newest first (keyset-paged, by status). */
  list: { method: 'GET', path: '/console/seals', access: 'user', permission: 'sealList' },
  /** What a seal of a style would look like, drawn from the enterprise's authenticated record (PNG). */
  preview: { method: 'GET', path: '/console/seals/preview', access: 'user', permission: 'sealManage:sealList:add' },
  /** A seal generated in a style; normal at once. */
  create: { method: 'POST', path: '/console/seals', access: 'user', permission: 'sealManage:sealList:add' },
  /** An uploaded seal image (multipart: alias, file); in approval until an operator decides. */
  upload: {
    method: 'POST',
    path: '/console/seals/upload',
    access: 'user',
    permission: 'sealManage:sealList:upload',
    encoding: 'multipart',
  },
  /** One seal's image (PNG). */
  image: { method: 'GET', path: '/console/seals/:id/image', access: 'user', permission: 'sealList' },
  enable: { method: 'POST', path: '/console/seals/:id/enable', access: 'user', permission: 'sealManage:sealList:enable' },
  disable: { method: 'POST', path: '/console/seals/:id/disable', access: 'user', permission: 'sealManage:sealList:disable' },
  /** Deletes a seal no signed document used (one that signed is kept for verification). */
  remove: { method: 'POST', path: '/console/seals/:id/delete', access: 'user', permission: 'sealManage:sealList:delete' },
  /** One seal's history: each signature it was applied to, newest first (a member holding a grant sees their own). */
  uses: { method: 'GET', path: '/console/seals/:id/uses', access: 'user', permission: 'sealList' },

  // ---- the operator back office: uploaded seals to review ----
  reviewList: { method: 'GET', path: '/operation-webapi/seals', access: 'operator' },
  reviewImage: { method: 'GET', path: '/operation-webapi/seals/:id/image', access: 'operator' },
  /** Approve (normal) or reject with a reason the uploader sees. */
  reviewDecision: { method: 'POST', path: '/operation-webapi/seals/:id/decision', access: 'operator', protect: 'operation' },
});

/** Grants and auto-sign authorizations, in their own file. */
export { sealGrantRoutes } from './grant-routes.js';
