import { defineCapability } from '../../platform/capability.js';
import { provideMemberDirectory } from '../seals/index.js';
import { memberNamesOf, memberOfEnterprise } from './member-names.js';
import { membersImportJob } from './import-members.js';
import { organizationRoutes } from './routes.js';

export { countMyInvitations } from './invitations.js';
/** For sign flows: the enterprises a person is a member of; for the personal profile: the active ones with the role. */
export { activeMembershipsOf, memberEnterprisesOf } from './memberships.js';

/** The organization (§2 organizationList): the department tree, members, invitations, separation. */
export const organization = defineCapability({
  name: 'organization',
  tables: ['members', 'departments', 'department_members', 'member_invitations'],
  routes: organizationRoutes,
  jobs: [membersImportJob],
  // seals names grantees and appliers through these; organization imports seals, so seals cannot
  // import organization back (decision 49).
  onStart: async () => provideMemberDirectory({ memberOf: memberOfEnterprise, namesOf: memberNamesOf }),
});
