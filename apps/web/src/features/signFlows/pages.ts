import { definePages } from '../../app/capability';

/**
 * Sign flows (issue 31): the flows list with a new draft's form. Signers, fields, the flow's detail and
 * the hosted signing page arrive with the next slices.
 */
export const signFlowsPages = definePages({
  name: 'signFlows',
  namespaces: ['errors'],
  pages: {
    mySignFlows: { load: () => import('./SignFlowsPage') },
  },
});
