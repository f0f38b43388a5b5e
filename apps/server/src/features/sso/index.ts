import { defineCapability } from '../../platform/capability.js';
import { dropExpired } from './queries.js';
import { ssoRoutes } from './routes.js';

/**
 * Single sign-on: out through §7 ssorand (a single-use code the target redeems, signed like
 * the open API) and in through /synchronization (a trusted system's signed, single-use token), with
 * the trusted systems and their shared secrets kept in the back office. Spent codes and nonces past
 * their window are dropped hourly.
 */
export const sso = defineCapability({
  name: 'sso',
  tables: ['sso_systems', 'sso_codes', 'sso_nonces'],
  routes: ssoRoutes,
  jobs: [{ name: 'ssoCleanup', everyMs: 60 * 60_000, run: (deps) => dropExpired(deps.db, deps.clock.now()) }],
});
