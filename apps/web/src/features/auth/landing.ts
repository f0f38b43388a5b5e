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

/** Kept by the hosted signing page when it sent a signer to sign in on the way to real-name authentication. */
const pendingSignFlowKey = 'console.pendingSignFlow';

/** The hosted signing page the signer came from, to return to after signing in. */
export function signFlowLanding(): string | null {
  try {
    const path = localStorage.getItem(pendingSignFlowKey);
    return path?.startsWith('/signFlow#') ? path : null;
  } catch {
    return null;
  }
}
