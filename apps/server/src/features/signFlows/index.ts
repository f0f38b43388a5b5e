import { defineCapability } from '../../platform/capability.js';
import { expireDueFlows } from './lifecycle.js';
import { signFlowsRoutes } from './routes.js';
import { signFlowApiRoutes } from './api-routes.js';

/**
 * Sign flows (issue 31): a contract sent to several signers in order groups, reached by single-use
 * links, signed on the hosted page (PAdES B-T per signer, an event certificate each), completed into
 * the evidence deposit; the expiry job ends flows past their deadline.
 */
export const signFlows = defineCapability({
  name: 'signFlows',
  routes: [...signFlowsRoutes, ...signFlowApiRoutes],
  jobs: [{ name: 'signFlowExpiry', everyMs: 60_000, run: (deps) => expireDueFlows(deps) }],
});

export { expireDueFlows };
