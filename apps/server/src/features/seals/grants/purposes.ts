import { definePurposes } from '../../../platform/codes.js';

/** The SMS willingness checks in front of a seal grant and an auto-sign authorization. */
export const purposes = definePurposes('seals', { grant: 'seal_grant', autoSign: 'seal_auto_sign' });
