import { definePurposes } from '../../platform/codes.js';

/** The verification codes of registration, SMS sign-in and the password reset, and the unlock link. */
export const purposes = definePurposes('auth', {
  registerEmail: 'register_email',
  registerPhone: 'register_phone',
  login: 'login',
  reset: 'reset',
  /** The single-use link e-mailed to the owner of an account being guessed (a step ticket). */
  unlock: 'signin_unlock',
  /** The pending sign-in of a protected account between its first step and its second (a step ticket). */
  secondStep: 'signin_second_step',
});
