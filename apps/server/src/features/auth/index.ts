import { defineCapability } from '../../platform/capability.js';
import { authRoutes } from './routes.js';

/** Registration, sign-in by password or SMS code, the captcha, and the password change and reset. */
export const auth = defineCapability({ name: 'auth', tables: ['captchas', 'pending_registrations'], routes: authRoutes });

export { codeSms, resetEmail } from './messages.js';
/** The benchmark stores captchas whose answers it knows. */
export { storeCaptcha } from './captcha.js';
/** The back office's sign-in sits behind the same captcha. */
export { type CaptchaProof, checkCaptcha } from './captcha.js';

// Single sign-on in starts its session the way every sign-in does (new session, logged, source remembered).
export { startSessionFor } from './session-start.js';
// Sign-in by certificate checks its proof in `certificates` and starts the session here.
export { signInWithProof } from './sign-in.js';
