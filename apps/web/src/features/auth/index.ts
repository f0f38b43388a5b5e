import { lazy } from 'react';
/** What other parts of the console use of the sign-in capability (the router's entry path page: keep it light). */
export { LoginEntry } from './LoginEntry';
/** The image captcha (with its proof of work), which the back office's sign-in sits behind too. */
export { CaptchaInput, type CaptchaProof, useCaptcha } from './CaptchaInput';
/** The partner pages render the sign-in and registration pages under their branding, and leave their code for after. */
export { pendingChannelKey } from './landing';
export const RegisterPageLazy = lazy(() => import('./RegisterPage'));
