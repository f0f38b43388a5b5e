import { idParam, nothing } from '../common.js';
import { defineEndpoints, fileOutput } from '../endpoint.js';
import { importBatchSchema, importFile, xlsxContentType } from '../imports/schemas.js';
import { organizationRoutes } from './routes.js';
import {
  acceptInvitationSchema,
  childrenQuery,
  createDepartmentSchema,
  departmentNodeSchema,
  departmentPageSchema,
  departmentSearchQuery,
  departmentSearchSchema,
  editDepartmentSchema,
  editMemberSchema,
  invitationSentSchema,
  inviteSchema,
  joinedSchema,
  memberExportQuery,
  memberListQuery,
  memberPageSchema,
  memberSchema,
  moveDepartmentSchema,
  myInvitationsSchema,
  separateMemberSchema,
} from './schemas.js';

const memberErrors = ['roleNotFound', 'departmentNotFound'] as const;

export const organizationEndpoints = defineEndpoints(organizationRoutes, {
  children: {
    summary: 'One level of the department tree (§3 nodeCode/parentNodeCode; the enterprise is `root`), by name, keyset-paged',
    query: childrenQuery,
    output: departmentPageSchema,
  },
  searchDepartments: {
    summary: 'Departments whose name contains the keyword, each with its full path from the top',
    query: departmentSearchQuery,
    output: departmentSearchSchema,
  },
  createDepartment: {
    summary: 'A department under the enterprise or a department; names are unique among siblings, 1-64 characters; logged',
    body: createDepartmentSchema,
    output: departmentNodeSchema,
    errors: ['departmentNameTaken', 'departmentNotFound'],
  },
  editDepartment: {
    summary: 'Renames a department and names its head (a member on the job, or none); logged',
    params: idParam,
    body: editDepartmentSchema,
    output: departmentNodeSchema,
    errors: ['departmentNameTaken'],
  },
  moveDepartment: {
    summary: 'Moves a department (and everything below it) under another department or the enterprise; never below itself; logged',
    params: idParam,
    body: moveDepartmentSchema,
    output: departmentNodeSchema,
    errors: ['departmentNameTaken', 'departmentCycle', 'departmentNotFound'],
  },
  deleteDepartment: {
    summary: 'Deletes a department without sub-departments or members (else says which and how many); logged',
    params: idParam,
    output: nothing,
    errors: ['departmentHasChildren', 'departmentHasMembers'],
  },
  members: {
    summary:
      'Members of the enterprise or of one department, on the job, separated or both, by name or employee number, keyset-paged; phones and e-mails masked',
    query: memberListQuery,
    output: memberPageSchema,
  },
  invite: {
    summary:
      'Adds a person by phone or e-mail: an existing account gets an invitation to accept, anyone else a registration link; both expire in 7 days; logged',
    body: inviteSchema,
    output: invitationSentSchema,
    errors: [...memberErrors, 'memberAlreadyIn'],
  },
  editMember: {
    summary: "A member's name, employee number, role and departments; the role applies at the member's next request; logged",
    params: idParam,
    body: editMemberSchema,
    output: memberSchema,
    errors: [...memberErrors, 'memberIsMaster'],
  },
  separate: {
    summary:
      'The member is separated: their enterprise sessions end and every permission with them; history stays; their open work (departments they head, applications they own) goes to the successor, who is required when there is any; logged',
    params: idParam,
    body: separateMemberSchema,
    output: memberSchema,
    errors: ['memberIsMaster', 'memberHasOpenWork', 'successorInvalid'],
  },
  rejoin: {
    summary: 'A separated member is back on the job with their role and departments; logged',
    params: idParam,
    output: memberSchema,
    errors: ['memberNotSeparated'],
  },
  removeMember: {
    summary: 'Removes a separated member from the enterprise (their history stays in the operation log); logged',
    params: idParam,
    output: nothing,
    errors: ['memberIsMaster', 'memberNotSeparated'],
  },
  myInvitations: {
    summary: "The signed-in person's open invitations",
    output: myInvitationsSchema,
  },
  acceptInvitation: {
    summary: 'Accepts an invitation (by id from the console, or by the token of its link): the person joins the enterprise',
    body: acceptInvitationSchema,
    output: joinedSchema,
    errors: ['invitationInvalid', 'memberAlreadyIn'],
  },
  memberImportTemplate: {
    summary: "The members import template (xlsx; headers in the caller's language, a sample row and notes)",
    output: fileOutput(xlsxContentType),
  },
  memberImportPreview: {
    summary:
      'Dry run of a members workbook (multipart `file`, at most 2 MB and 10,000 rows; formulas refused): per-row errors and counts; nothing is written; the file is kept sealed for an hour',
    file: importFile,
    output: importBatchSchema,
    errors: ['importFileInvalid', 'importTooManyRows'],
  },
  memberImportConfirm: {
    summary:
      'Imports the valid rows of a preview: an existing member (by phone or employee number) is updated, anyone else invited; beyond 1,000 rows a job does it; logged',
    params: idParam,
    output: importBatchSchema,
    errors: ['importExpired'],
  },
  memberImport: {
    summary: 'A members import: its status and progress (total, done, failed)',
    params: idParam,
    output: importBatchSchema,
  },
  memberImportErrors: {
    summary: 'The error report of a members import: the invalid and failed rows with an error column (xlsx)',
    params: idParam,
    output: fileOutput(xlsxContentType),
  },
  memberExport: {
    summary: 'The members the list shows (same filters) as xlsx; text cells that could start a formula are escaped; logged',
    query: memberExportQuery,
    output: fileOutput(xlsxContentType),
  },
});
