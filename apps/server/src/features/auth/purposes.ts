import { definePurposes } from '../../platform/codes.js';

/** The verification codes of registration, SMS sign-in and the password reset. */
export const purposes = definePurposes('auth', {
  registerEmail: 'register_email',
  registerPhone: 'register_phone',
  login: 'login',
  reset: 'reset',
});
