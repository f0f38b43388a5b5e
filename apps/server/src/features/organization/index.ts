import { defineCapability } from '../../platform/capability.js';
import { membersImportJob } from './import-members.js';
import { organizationRoutes } from './routes.js';

export { countMyInvitations } from './invitations.js';
/** For sign flows: the enterprises a person is a member of. */
export { memberEnterprisesOf } from './memberships.js';

/** The organization (§2 organizationList): the department tree, members, invitations, separation. */
export const organization = defineCapability({
  name: 'organization',
  tables: ['members', 'departments', 'department_members', 'member_invitations'],
  routes: organizationRoutes,
  jobs: [membersImportJob],
});
