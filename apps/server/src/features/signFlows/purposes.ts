import { definePurposes } from '../../platform/codes.js';

/**
 * The hosted page's codes, to the phone (or e-mail) the flow names for the signer: `sign` proves
 * identity; `willingness` is the willingness check (意愿认证) asked for at the moment of signing.
 */
export const purposes = definePurposes('signFlows', {
  sign: 'sign_flow_sign',
  willingness: 'sign_flow_willingness',
  batchWillingness: 'sign_flow_batch_willingness',
  // A passed face willingness check's single-use ticket (a step ticket), taken by the sign call.
  faceWillingness: 'sign_flow_face',
});
