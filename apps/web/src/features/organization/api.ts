import type { DepartmentForm, EditDepartmentForm, EditMemberForm, InviteForm, Member } from '@console/contract';
import { enterpriseRoutes } from '@console/contract/enterprise/routes';
import { organizationRoutes as r } from '@console/contract/organization/routes';
import { call } from '../../api/http';
import type { ImportCalls } from './ImportDialog';

/** Calls of the organization; paths and answers come from the endpoint table. */
export const organizationApi = {
  children: (parentCode: string, after = '') => call(r.children, { query: { parentCode, after } }),
  search: (keyword: string) => call(r.searchDepartments, { query: { keyword, after: '' } }),
  createDepartment: (body: DepartmentForm) => call(r.createDepartment, { body }),
  editDepartment: (id: string, body: EditDepartmentForm) => call(r.editDepartment, { params: { id }, body }),
  /** Every member on the job in one department, page after page: an edit sends the whole list back. */
  departmentMembers: async (departmentCode: string) => {
    const all: Member[] = [];
    let after = '';
    do {
      const page = await call(r.members, { query: { departmentCode, status: 'onTheJob', keyword: '', after } });
      all.push(...page.list);
      after = page.next ?? '';
    } while (after);
    return all;
  },
  moveDepartment: (id: string, parentCode: string) => call(r.moveDepartment, { params: { id }, body: { parentCode } }),
  deleteDepartment: (id: string) => call(r.deleteDepartment, { params: { id } }),
  members: (query: { departmentCode: string; status: 'onTheJob' | 'separated' | 'all'; keyword: string; after: string }) =>
    call(r.members, { query }),
  invite: (body: InviteForm) => call(r.invite, { body }),
  editMember: (id: string, body: EditMemberForm) => call(r.editMember, { params: { id }, body }),
  separate: (id: string, successorId = '') => call(r.separate, { params: { id }, body: { successorId } }),
  rejoin: (id: string) => call(r.rejoin, { params: { id } }),
  removeMember: (id: string) => call(r.removeMember, { params: { id } }),
  pendingInvitations: () => call(r.pendingInvitations),
  resendInvitation: (id: string) => call(r.resendInvitation, { params: { id } }),
  revokeInvitation: (id: string) => call(r.revokeInvitation, { params: { id } }),
  myInvitations: () => call(r.myInvitations),
  /** The session's context becomes the enterprise just joined. */
  enter: (enterpriseId: string) => call(enterpriseRoutes.switchContext, { body: { enterpriseId } }),
  accept: (body: { id?: string; token?: string }) => call(r.acceptInvitation, { body: { id: body.id ?? '', token: body.token ?? '' } }),
};

export const organizationKey = ['organization'] as const;

const fileForm = (file: File) => {
  const formData = new FormData();
  formData.set('file', file);
  return formData;
};

/** The members import as the shared import dialog calls it. */
export const membersImportCalls: ImportCalls = {
  name: 'members',
  templatePath: r.memberImportTemplate.path,
  errorsPath: (id) => r.memberImportErrors.path.replace(':id', encodeURIComponent(id)),
  preview: (file) => call(r.memberImportPreview, { formData: fileForm(file) }),
  confirm: (id) => call(r.memberImportConfirm, { params: { id } }),
  batch: (id) => call(r.memberImport, { params: { id } }),
};
export const membersExportPath = r.memberExport.path;
