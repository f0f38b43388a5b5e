import { definePurposes } from '../../platform/codes.js';

/** The pending sign-in of an operator between the password and the second factor (a step ticket). */
export const purposes = definePurposes('ops', { secondStep: 'ops_signin_second_step' });
