import { definePurposes } from '../../platform/codes.js';

/** The SMS re-check in front of a new application secret. */
export const purposes = definePurposes('apps', { secretReveal: 'app_secret_reveal' });
