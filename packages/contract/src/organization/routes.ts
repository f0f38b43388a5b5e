import { defineRoutes } from '../route.js';

/**
 * The organization (§2 organizationList, §3 Department, Member, Tree data): the department tree under
 * the enterprise and its members — invitations, roles, departments, separation and removal.
 */
export const organizationRoutes = defineRoutes('organization', {
  /** ?parentCode&after: one level of the tree (§3 nodeCode/parentNodeCode), paged; the enterprise is the root. */
  children: { method: 'GET', path: '/console/organization/department/children', access: 'user', permission: 'organizationList' },
  /** ?keyword&after: departments by name, each with its full path. */
  searchDepartments: { method: 'GET', path: '/console/organization/department/search', access: 'user', permission: 'organizationList' },
  /** {parentCode, name, memberIds, headMemberId}: a department under the enterprise or another department. */
  createDepartment: {
    method: 'POST',
    path: '/console/organization/department/create',
    access: 'user',
    permission: 'organization:organizationList:add',
  },
  /** {name, memberIds, headMemberId}: rename, set the members on the job, and name the head among them. */
  editDepartment: {
    method: 'POST',
    path: '/console/organization/department/edit/:id',
    access: 'user',
    permission: 'organization:organizationList:edit',
  },
  /** {parentCode}: under another department or the enterprise; never under itself or below. */
  moveDepartment: {
    method: 'POST',
    path: '/console/organization/department/move/:id',
    access: 'user',
    permission: 'organization:organizationList:edit',
  },
  /** Only while it has no sub-departments and no members. */
  deleteDepartment: {
    method: 'POST',
    path: '/console/organization/department/delete/:id',
    access: 'user',
    permission: 'organization:organizationList:delete',
  },
  /** ?departmentCode&status&keyword&after: members (of one department, or all), paged. */
  members: { method: 'GET', path: '/console/organization/member/list', access: 'user', permission: 'organizationList' },
  /** {name, phoneOrEmail, employeeNo, roleId, departmentIds}: an invitation (an account) or a registration link (no account). */
  invite: { method: 'POST', path: '/console/organization/member/invite', access: 'user', permission: 'organization:organizationList:add' },
  /** {name, employeeNo, roleId, departmentIds}: a member's fields, role and departments. */
  editMember: {
    method: 'POST',
    path: '/console/organization/member/edit/:id',
    access: 'user',
    permission: 'organization:organizationList:edit',
  },
  /** The member leaves the job: every permission ends at once, history stays. */
  separate: {
    method: 'POST',
    path: '/console/organization/member/separate/:id',
    access: 'user',
    permission: 'organization:organizationList:edit',
  },
  /** A separated member comes back with their role and departments. */
  rejoin: {
    method: 'POST',
    path: '/console/organization/member/rejoin/:id',
    access: 'user',
    permission: 'organization:organizationList:edit',
  },
  /** A separated member is removed from the enterprise (logged). */
  removeMember: {
    method: 'POST',
    path: '/console/organization/member/remove/:id',
    access: 'user',
    permission: 'organization:organizationList:delete',
  },
  /** The enterprise's invitations not yet accepted nor revoked (status invited or expired). */
  pendingInvitations: {
    method: 'GET',
    path: '/console/organization/invitation/pending',
    access: 'user',
    permission: 'organizationList',
  },
  /** A new link to the same person, within the send limits; the old link stops working. */
  resendInvitation: {
    method: 'POST',
    path: '/console/organization/invitation/resend/:id',
    access: 'user',
    permission: 'organization:organizationList:add',
  },
  /** The invitation's link stops working. */
  revokeInvitation: {
    method: 'POST',
    path: '/console/organization/invitation/revoke/:id',
    access: 'user',
    permission: 'organization:organizationList:add',
  },
  /** The signed-in person's open invitations (accepted from their console). */
  myInvitations: { method: 'GET', path: '/console/organization/invitation/mine', access: 'user' },
  /** {token} or {id}: the person joins the enterprise. */
  acceptInvitation: { method: 'POST', path: '/console/organization/invitation/accept', access: 'user' },
  // Import and export of members.
  /** The xlsx template, headers in the caller's language. */
  memberImportTemplate: {
    method: 'GET',
    path: '/console/organization/member/import/template',
    access: 'user',
    permission: 'organization:organizationList:import',
  },
  /** Multipart `file`: a dry run; nothing is written. */
  memberImportPreview: {
    method: 'POST',
    path: '/console/organization/member/import/preview',
    access: 'user',
    permission: 'organization:organizationList:import',
    encoding: 'multipart',
  },
  /** Imports the valid rows of a preview (a job beyond 1,000 rows). */
  memberImportConfirm: {
    method: 'POST',
    path: '/console/organization/member/import/confirm/:id',
    access: 'user',
    permission: 'organization:organizationList:import',
  },
  /** A preview or import: its progress. */
  memberImport: {
    method: 'GET',
    path: '/console/organization/member/import/batch/:id',
    access: 'user',
    permission: 'organization:organizationList:import',
  },
  /** The invalid and failed rows with an error column. */
  memberImportErrors: {
    method: 'GET',
    path: '/console/organization/member/import/errors/:id',
    access: 'user',
    permission: 'organization:organizationList:import',
  },
  /** ?departmentCode&status&keyword: the members the list shows, as xlsx. */
  memberExport: {
    method: 'GET',
    path: '/console/organization/member/export',
    access: 'user',
    permission: 'organization:organizationList:export',
  },
});
