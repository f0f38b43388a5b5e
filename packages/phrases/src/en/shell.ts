export const shell = {
  signOut: 'Sign out',
  signedOut: 'You have been signed out',
  personalAccount: 'Personal account',
  enterpriseAccount: 'Enterprise account',
  collapse: 'Collapse menu',
  expand: 'Expand menu',
  home: 'Home',
  profile: 'Personal center',
  apiReference: 'API reference',
  notFoundTitle: '404',
  notFoundText: 'Sorry, the page you visited does not exist.',
  loginFailedTitle: 'Sign-in failed',
  loginFailedText:
    'We could not sign you in. Your session may have expired, or the sign-in link is no longer valid. Please sign in again.',
  toLogin: 'Go to sign-in',
  synchronizing: 'Synchronizing your account, please wait…',
  loadFailed: 'The page could not be loaded',
};
