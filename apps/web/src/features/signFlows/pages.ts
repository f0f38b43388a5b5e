import { definePages } from '../../app/capability';

/**
 * Sign flows (issue 31): the flows list with a new draft's form. Signers, fields, the flow's detail and
 * the hosted signing page arrive with the next slices.
 */
export const signFlowsPages = definePages({
  name: 'signFlows',
  // signFlowHosted: the hosted signing page's texts, a namespace of their own.
  namespaces: ['errors', 'signFlowHosted'],
  pages: {
    mySignFlows: { load: () => import('./SignFlowsPage') },
  },
  // The hosted signing page a signer's link opens (/signFlow#<token>): light like /login, for its bundle budget.
  publicRoutes: [{ path: '/signFlow', name: 'signFlow', light: true, load: () => import('./hosted/HostedSigningPage') }],
});
