import { defineCapability } from '../../platform/capability.js';
import { factorSetUpRequired } from './operation.js';
import { mfaRoutes } from './routes.js';

/**
 * Second factors: the authenticator app (TOTP) and its one-time recovery codes; the route layer asks
 * it who must set one up first (an enterprise's requirement, enforced on the server).
 */
export const mfa = defineCapability({
  name: 'mfa',
  tables: [
    'mfa_totp',
    'mfa_recovery_codes',
    'mfa_settings',
    'mfa_trusted_devices',
    'mfa_enterprise_rules',
    'mfa_passkeys',
    'mfa_webauthn_challenges',
    'mfa_reset_requests',
  ],
  routes: mfaRoutes,
  factorSetUpRequired,
});

// The second sign-in step: auth asks these after the first step succeeded (mfa never imports auth; decision 0034).
export {
  type PasskeyRefusal,
  type SecondStep,
  checkSecondFactor,
  checkPasskeyLogin,
  checkSecondStepPasskey,
  isSetUpRequired,
  passkeyLoginOptions,
  secondStepOf,
  secondStepPasskeyOptions,
  trustDevice,
  trustedDeviceCookie,
} from './sign-in-step.js';

// An operator's authenticator app (ops owns the operator and its endpoints).
export { confirmTotpFor, factorsOf, hasSecondFactor, removeFactorsFor, renewRecoveryCodesFor, startTotpFor } from './holders.js';

// An operator's passkeys (the `operator` kind of holder: never a person's check, nor the reverse).
export {
  checkOperatorPasskey,
  operatorAssertionOptions,
  operatorPasskeyOptions,
  passkeysOfOperator,
  registerOperatorPasskey,
  removeOperatorPasskey,
  renameOperatorPasskey,
} from './holder-passkeys.js';
