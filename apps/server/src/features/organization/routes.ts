import { organizationEndpoints as e } from '@console/contract';
import { confirmImport, importErrorReport, importStatus, importTemplate, previewImport, sendWorkbook } from '../../platform/imports.js';
import { defineRoute } from '../../platform/route.js';
import { exportMembers, membersImport } from './import-members.js';
import { createDepartment, deleteDepartment, editDepartment, listChildren, moveDepartment, searchDepartments } from './departments.js';
import { listPendingInvitations, resendInvitation, revokeInvitation } from './invitation-admin.js';
import { acceptInvitation, invite, myInvitations } from './invitations.js';
import { editMember, listMembers, rejoinMember, removeMember, separateMember } from './members.js';

/** organizationList: the department tree, members, invitations. */
export const organizationRoutes = [
  defineRoute(e.children, ({ deps, caller, query }) => listChildren(deps, { caller, ...query })),
  defineRoute(e.searchDepartments, ({ deps, caller, query }) => searchDepartments(deps, { caller, ...query })),
  defineRoute(e.createDepartment, ({ deps, caller, body }) => createDepartment(deps, { caller, ...body })),
  defineRoute(e.editDepartment, ({ deps, caller, params, body }) => editDepartment(deps, { caller, ...params, ...body })),
  defineRoute(e.moveDepartment, ({ deps, caller, params, body }) => moveDepartment(deps, { caller, ...params, ...body })),
  defineRoute(e.deleteDepartment, ({ deps, caller, params }) => deleteDepartment(deps, { caller, ...params })),
  defineRoute(e.members, ({ deps, caller, query }) => listMembers(deps, { caller, ...query })),
  defineRoute(e.invite, ({ deps, caller, body }) => invite(deps, { caller, ...body })),
  defineRoute(e.editMember, ({ deps, caller, params, body }) => editMember(deps, { caller, ...params, ...body })),
  defineRoute(e.separate, ({ deps, caller, params, body }) => separateMember(deps, { caller, ...params, ...body })),
  defineRoute(e.rejoin, ({ deps, caller, params }) => rejoinMember(deps, { caller, ...params })),
  defineRoute(e.removeMember, ({ deps, caller, params }) => removeMember(deps, { caller, ...params })),
  defineRoute(e.pendingInvitations, ({ deps, caller }) => listPendingInvitations(deps, { caller })),
  defineRoute(e.resendInvitation, ({ deps, caller, params }) => resendInvitation(deps, { caller, ...params })),
  defineRoute(e.revokeInvitation, ({ deps, caller, params }) => revokeInvitation(deps, { caller, ...params })),
  defineRoute(e.myInvitations, ({ deps, caller }) => myInvitations(deps, { caller })),
  defineRoute(e.acceptInvitation, ({ deps, caller, body }) => acceptInvitation(deps, { caller, ...body })),
  // Import and export of members.
  defineRoute(e.memberImportTemplate, async ({ caller, reply }) =>
    sendWorkbook(reply, await importTemplate(membersImport, caller.lang), 'members-template.xlsx'),
  ),
  defineRoute(e.memberImportPreview, ({ deps, caller, file }) => previewImport(deps, membersImport, { caller, file })),
  defineRoute(e.memberImportConfirm, ({ deps, caller, params }) => confirmImport(deps, membersImport, { caller, ...params })),
  defineRoute(e.memberImport, ({ deps, caller, params }) => importStatus(deps, membersImport, { caller, ...params })),
  defineRoute(e.memberImportErrors, async ({ deps, caller, params, reply }) =>
    sendWorkbook(reply, await importErrorReport(deps, membersImport, { caller, ...params }), 'members-errors.xlsx'),
  ),
  defineRoute(e.memberExport, async ({ deps, caller, query, reply }) =>
    sendWorkbook(reply, await exportMembers(deps, { caller, ...query }), 'members.xlsx'),
  ),
];
