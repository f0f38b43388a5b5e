import { defineCapability } from '../../platform/capability.js';
import { ensureSandboxSeed } from '../../providers/identity/index.js';
import { identityRegistryRoutes } from './routes.js';

/** The sandbox identity provider's registry of test identities, kept by operators. */
export const identityRegistry = defineCapability({
  name: 'identityRegistry',
  tables: [],
  routes: identityRegistryRoutes,
  async onStart(deps) {
    if (deps.config.identity.kind === 'sandbox') await ensureSandboxSeed(deps);
  },
});
