/** Account: header and account info, session probe, sign-out; today only its title in the API reference. */
export const account = {
  apiTag: 'Account',
};
