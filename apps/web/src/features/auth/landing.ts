/**
 * A partner link (/channelLogin, /channelSignIn and the partner entry pages) leaves its code
 * in this tab; the first console page after sign-in or registration is then the partner's join page,
 * which associates the account. Kept here, tiny and antd-free, because the sign-in forms read it.
 */
export const pendingChannelKey = 'console.pendingChannel';

export function channelLanding(): string | null {
  try {
    return sessionStorage.getItem(pendingChannelKey) ? '/channelJoin' : null;
  } catch {
    // Storage refused (a privacy mode): the person simply enters the console.
    return null;
  }
}
