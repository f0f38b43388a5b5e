import { defineCapability } from '../../platform/capability.js';
import { realNameReviewRoutes, realNameRoutes } from './routes.js';

/** Personal real-name authentication (§2 pAuthRealName), its public phone pages and its operator review queue. */
export const realName = defineCapability({
  name: 'realName',
  tables: ['real_name_applications'],
  routes: [...realNameRoutes, ...realNameReviewRoutes],
});

/** The masked identity that passed, for the personal profile. */
export { passedIdentityOf } from './service.js';

// A certificate's subject comes from the passed real-name record.
export { passedRealNameOf } from './subject.js';

// A sign flow's willingness check by face compares the signer's video with its passed record.
export { faceCheckOfPassed } from './face-check.js';
