/**
 * The field names the sign-in route's forms speak of: in the core phrases, loaded before the first
 * render; the rest of `fields` loads with the Ant Design frame (the login bundle's budget).
 */
export const signInFields = {
  phone: 'Phone',
  password: 'Password',
  code: 'Verification code',
  captcha: 'Image code',
  userName: 'Account name',
  account: 'Account',
};
