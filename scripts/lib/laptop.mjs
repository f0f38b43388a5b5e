// What `npm start` turns on for someone trying the console on their own computer: the outbox page
// (OUTBOX_PAGE=on), so registration and SMS sign-in work without a mail server or SMS gateway. Only
// when nothing says otherwise: OUTBOX_PAGE set either way, production, or a PUBLIC_URL that is not
// this computer (the server refuses OUTBOX_PAGE=on then) leave the environment as it is.

/** Whether a URL's host can only mean this computer (the server's own check is platform/loopback.ts). */
export function isLoopbackUrl(url) {
  let host;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  } catch {
    return false;
  }
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1';
}

/** The environment to start the server with, and the line to print when the laptop default applied. */
export function laptopDefaults(env) {
  if (env.OUTBOX_PAGE || env.NODE_ENV === 'production') return { env, notice: null };
  const publicUrl = env.PUBLIC_URL || `http://localhost:${env.PORT || 8080}`;
  if (!isLoopbackUrl(publicUrl)) return { env, notice: null };
  return {
    env: { ...env, OUTBOX_PAGE: 'on' },
    notice: `The outbox page is on for this computer only: ${publicUrl.replace(/\/$/, '')}/outbox shows the codes and links the console sends (OUTBOX_PAGE=off hides it).`,
  };
}
