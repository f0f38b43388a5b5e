import { definePurposes } from '../../platform/codes.js';

/** The hosted page's proof of identity: a code to the phone (or e-mail) the flow names for the signer. */
export const purposes = definePurposes('signFlows', { sign: 'sign_flow_sign' });
