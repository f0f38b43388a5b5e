import { defineCapability } from '../../platform/capability.js';
import { provideEnterpriseDirectory as provideChannelsDirectory } from '../channels/index.js';
import { provideEnterpriseDirectory as provideAuthenticationDirectory } from '../enterpriseAuth/index.js';
import { enterpriseAuthStateOf, identityKeyHeldElsewhere, recordAuthentication, touchEnterprise } from './authentication.js';
import { enterpriseMasterOf, enterpriseNamesOf } from './lookups.js';
import { enterpriseRoutes } from './routes.js';

/**
 * The enterprise center (§2 eCenterInfo): becoming an enterprise, the context, its information, the
 * master administrator; and the back office's enterprise list with superior/subordinate links.
 */
export const enterprise = defineCapability({
  name: 'enterprise',
  tables: ['enterprises'],
  routes: enterpriseRoutes,
  // channels reads enterprises' masters and names, enterpriseAuth reads and writes their authentication
  // through these; enterprise imports both, so neither can import enterprise back (decision 49).
  async onStart() {
    provideChannelsDirectory({ masterOf: enterpriseMasterOf, namesOf: enterpriseNamesOf });
    provideAuthenticationDirectory({
      authStateOf: enterpriseAuthStateOf,
      touch: touchEnterprise,
      identityKeyHeldElsewhere,
      recordAuthentication,
    });
  },
});

/** Refuses what only an authenticated enterprise may do (other capabilities' enterprise services). */
export { assertEnterprisePassed } from './service.js';

/**
 * An enterprise's name and master (a service's grant, a quota alert), names of several for a page of
 * rows, name and real-name status (an SSO code's identity).
 */
export {
  enterpriseMasterOf,
  enterpriseNamesOf,
  enterpriseRealNameOf,
  enterpriseShownAs,
  enterpriseStandingOf,
  holdEnterprise,
} from './lookups.js';

// A certificate's subject comes from the passed enterprise authentication.
export { passedEnterpriseOf, sealSubjectOf } from './subject.js';
/** The organization capability hands in what the enterprise center reads and writes of members (its start hook). */
export { type MembershipDirectory, provideMembershipDirectory } from './membership-directory.js';
