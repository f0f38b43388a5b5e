import { defineCapability } from '../../platform/capability.js';
import { personalSignatureRoutes } from './personal/routes.js';
import { sealGrantRoutes } from './grants/routes.js';
import { sealsRoutes } from './routes.js';

/**
 * Seals: enterprise seals generated on the server from the authenticated record (render/) or
 * uploaded and reviewed by an operator; enabled, disabled, deleted by the master and administrators.
 */
export const seals = defineCapability({
  name: 'seals',
  tables: ['seals', 'seal_grants', 'seal_grant_apps', 'seal_auto_signs', 'seal_uses', 'personal_signatures', 'personal_signature_defaults'],
  routes: [...sealsRoutes, ...personalSignatureRoutes, ...sealGrantRoutes],
});

export { hasLiveAutoSignAuthorization, hasLiveSealGrant } from './grants/check.js';
// The organization hands in, at start, how seals reads its members (it imports seals, so not the other way).
export { type MemberDirectory, provideMemberDirectory } from './member-directory.js';
// The organization ends a separating member's grants inside its separation.
export { endGrantsOfSeparated } from './grants/service.js';

// The signing capability draws a person's own signature (name seal or handwritten) on a PDF signature.
export { markPersonalSignatureUsed, personalSignatureForSigning } from './personal/for-signing.js';
export { markSealApplied, type SealApplier, type SealForSigning, sealForSigning } from './for-signing.js';
// The hosted signing page lists what a signer may pick, and takes a signature drawn there.
export { drawnSignature, type SigningChoice, signingChoicesOf } from './choices.js';
// The hosted signing page keeps a drawn signature among the person's own when they ask.
export { keepDrawnSignature, mayKeepSignature } from './personal/service.js';
