import { defineCapability } from '../../platform/capability.js';
import { mfaRoutes } from './routes.js';

/** Second factors: the authenticator app (TOTP) and its one-time recovery codes. */
export const mfa = defineCapability({ name: 'mfa', routes: mfaRoutes });

// The second sign-in step: auth asks these after the first step succeeded (mfa never imports auth; decision 0034).
export { type SecondStep, checkSecondFactor, isSetUpRequired, secondStepOf, trustDevice, trustedDeviceCookie } from './sign-in-step.js';
