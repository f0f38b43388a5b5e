import { definePages } from '../../app/capability';

/**
 * Sign flows: one console page (the flows I started, waiting for me, copied to me; a flow's
 * detail; the start-a-flow wizard with its field designer), the hosted signing page, and the back
 * office's find-by-id for support.
 */
export const signFlowsPages = definePages({
  name: 'signFlows',
  // signFlowHosted: the hosted signing page's texts, a namespace of their own.
  namespaces: ['errors', 'signFlowHosted'],
  pages: {
    mySignFlows: { load: () => import('./SignFlowsPage') },
  },
  opsPages: [{ path: 'signFlows', label: 'signFlows.ops.menu', icon: 'audit', load: () => import('./ops/FindFlowPage') }],
  // The hosted signing page a signer's link opens (/signFlow#<token>): light like /login, for its bundle budget.
  publicRoutes: [
    { path: '/signFlow', name: 'signFlow', light: true, load: () => import('./hosted/HostedSigningPage') },
    // Batch signing: the signer's waiting flows together (from the waiting list signed in, or from a proven link).
    { path: '/signFlow/batch', name: 'signFlowBatch', light: true, load: () => import('./hosted/BatchSigningPage') },
  ],
});
