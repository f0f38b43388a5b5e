import { defineCapability } from '../../platform/capability.js';
import { provideMembershipDirectory } from '../enterprise/index.js';
import { provideHolderDirectory } from '../roles/index.js';
import { provideMemberDirectory } from '../seals/index.js';
import { memberNamesOf, memberOfEnterprise } from './member-names.js';
import { membersImportJob } from './import-members.js';
import {
  activeMembershipsOf,
  addMaster,
  administratorsOf,
  customRoleEverHeldBy,
  handOverMaster,
  membershipOf,
  roleHolderCounts,
} from './memberships.js';
import { organizationRoutes } from './routes.js';

export { countMyInvitations } from './invitations.js';
/**
 * For sign flows: the enterprises a person is a member of; for the personal profile and second
 * factors: the active ones with the role.
 */
export { activeMembershipsOf, memberEnterprisesOf } from './memberships.js';

/** The organization (§2 organizationList): the department tree, members, invitations, separation. */
export const organization = defineCapability({
  name: 'organization',
  tables: ['members', 'departments', 'department_members', 'member_invitations'],
  routes: organizationRoutes,
  jobs: [membersImportJob],
  // seals names grantees and appliers, roles counts who holds a role, and the enterprise center reads
  // a person's enterprises and writes the master's rows through these; organization imports all
  // three, so none can import organization back (decision 49).
  async onStart() {
    provideMemberDirectory({ memberOf: memberOfEnterprise, namesOf: memberNamesOf });
    provideHolderDirectory({ holderCountsOf: roleHolderCounts, everHeldBy: customRoleEverHeldBy });
    provideMembershipDirectory({ activeMembershipsOf, membershipOf, administratorsOf, addMaster, handOverMaster });
  },
});
