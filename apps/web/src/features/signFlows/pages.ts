import { definePages } from '../../app/capability';

/**
 * Sign flows (issue 31): the server's first slice is built; the flow list, the start-a-flow wizard and
 * the hosted signing page arrive with the console's slice (the `mySignFlows` page is pending until then).
 */
export const signFlowsPages = definePages({ name: 'signFlows' });
