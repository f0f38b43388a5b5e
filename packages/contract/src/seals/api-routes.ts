import { defineRoutes } from '../route.js';

/**
 * Seals in the open API (signed like the rest, free: not metered): the enterprise's seals, a seal
 * drawn from a style, an uploaded seal image. `sign/pdf` takes a listed seal's id as `sealId`.
 */
export const sealApiRoutes = defineRoutes('seals', {
  /** The application's enterprise's seals, newest first (keyset-paged, by status). */
  apiList: { method: 'GET', path: '/platform-api/v1/seal/list', access: 'app' },
  /** A seal drawn from a style from the enterprise's authenticated record; normal at once. */
  apiCreate: { method: 'POST', path: '/platform-api/v1/seal/create', access: 'app' },
  /** An uploaded seal image (base64), in approval until an operator decides. */
  apiUpload: { method: 'POST', path: '/platform-api/v1/seal/upload', access: 'app' },
});
