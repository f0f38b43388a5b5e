import { definePages } from '../../app/capability';

/**
 * Sign flows (issue 31): one console page (the flows I started, waiting for me, copied to me; a flow's
 * detail; the start-a-flow wizard with its field designer), the hosted signing page, and the back
 * office's find-by-id for support.
 */
export const signFlowsPages = definePages({
  name: 'signFlows',
  namespaces: ['errors'],
  pages: {
    mySignFlows: { load: () => import('./SignFlowsPage') },
  },
  opsPages: [{ path: 'signFlows', label: 'signFlows.ops.menu', icon: 'audit', load: () => import('./ops/FindFlowPage') }],
});
