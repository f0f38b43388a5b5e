import { defineCapability } from '../../platform/capability.js';
import { mfaRoutes } from './routes.js';

/** Second factors: the authenticator app (TOTP) and its one-time recovery codes. */
export const mfa = defineCapability({ name: 'mfa', routes: mfaRoutes });
