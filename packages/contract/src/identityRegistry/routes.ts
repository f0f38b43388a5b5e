import { defineRoutes } from '../route.js';

/** The sandbox identity provider's registry of test identities, kept by operators in the back office. */
export const identityRegistryRoutes = defineRoutes('identityRegistry', {
  /** The test identities, masked, oldest first (paged). */
  list: { method: 'GET', path: '/operation-webapi/identityRegistry', access: 'operator' },
  /** Adds a test identity (how each check answers for it). */
  add: { method: 'POST', path: '/operation-webapi/identityRegistry', access: 'operator' },
});
