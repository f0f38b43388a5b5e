import { z } from 'zod';
import { emailOrPhone } from '../validators.js';

// ---- rules ------------------------------------------------------------------------------------

export const departmentNameMax = 64;
export const departmentPageSize = 50;
export const memberPageSize = 20;
/** An invitation (and a registration link) is good for 7 days. */
export const invitationValidityMs = 7 * 24 * 60 * 60_000;
/**
 * An enterprise that has not passed enterprise authentication (anyone can make one) invites at most
 * this many people a day: each invitation is a message to someone else's phone or e-mail.
 */
export const unverifiedInvitationsPerDay = 5;
/** The code of the tree's root: the enterprise itself (§3 Tree data). */
export const rootNodeCode = 'root';
export const memberStatus = { onTheJob: 1, separated: 2 } as const;

// ---- inputs -------------------------------------------------------------------------------------

const code = z.string().trim().max(64);
const departmentName = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(departmentNameMax, { error: 'departmentName' });

export const childrenQuery = z.object({ parentCode: code.default(rootNodeCode), after: z.string().max(200).default('') });
export const departmentSearchQuery = z.object({
  keyword: z.string().trim().max(64).default(''),
  after: z.string().max(64).default(''),
});
/** §5: a department has at least one member (members on the job, by id); its head, when named, is one of them. */
export const departmentMembersMax = 1000;
const departmentMemberIds = z
  .array(z.string().max(64), { error: 'required' })
  .min(1, { error: 'required' })
  .max(departmentMembersMax, { error: 'tooBig' });
const headMemberId = z.string().max(64).default('');
const headAmongMembers = (value: { memberIds: string[]; headMemberId: string }) =>
  !value.headMemberId || value.memberIds.includes(value.headMemberId);
export const createDepartmentSchema = z
  .object({ parentCode: code.default(rootNodeCode), name: departmentName, memberIds: departmentMemberIds, headMemberId })
  .refine(headAmongMembers, { error: 'headAmongMembers', path: ['headMemberId'] });
export const editDepartmentSchema = z
  .object({ name: departmentName, memberIds: departmentMemberIds, headMemberId })
  .refine(headAmongMembers, { error: 'headAmongMembers', path: ['headMemberId'] });
export type DepartmentInput = z.output<typeof createDepartmentSchema>;
export type DepartmentForm = z.input<typeof createDepartmentSchema>;
export type EditDepartmentForm = z.input<typeof editDepartmentSchema>;
export const moveDepartmentSchema = z.object({ parentCode: code.default(rootNodeCode) });

export const memberListQuery = z.object({
  departmentCode: z.string().max(64).default(''),
  /** On the job, separated, or both. */
  status: z.enum(['onTheJob', 'separated', 'all']).default('all'),
  keyword: z.string().trim().max(64).default(''),
  after: z.string().max(64).default(''),
});

/** The member list's filters, without paging: what an export takes. */
export const memberExportQuery = memberListQuery.omit({ after: true });

const memberName = z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(32, { error: 'tooLong' });
const employeeNo = z
  .string()
  .trim()
  .max(32, { error: 'tooLong' })
  .regex(/^[A-Za-z0-9_-]*$/, { error: 'approvalCode' })
  .default('');
/** 'admin' | 'member' | a custom role's id; the master is not assignable. */
const roleId = z.string({ error: 'required' }).min(1, { error: 'required' }).max(64).default('member');
const departmentIds = z.array(z.string().max(64)).max(20).default([]);

export const inviteSchema = z.object({
  name: memberName,
  phoneOrEmail: emailOrPhone,
  employeeNo,
  roleId,
  departmentIds,
});
export type InviteForm = z.input<typeof inviteSchema>;
export const editMemberSchema = z.object({ name: memberName, employeeNo, roleId, departmentIds });
/** Separation: the member on the job who takes over the leaver's open work (required when there is any). */
export const separateMemberSchema = z.object({ successorId: z.string().max(64).default('') });
/** One row of a members import: the invite form's rules; role and departments by name. */
export const memberImportRowSchema = z.object({
  name: memberName,
  phoneOrEmail: emailOrPhone,
  employeeNo,
  role: z.string().trim().max(64, { error: 'tooLong' }).default(''),
  departments: z.string().trim().max(300, { error: 'tooLong' }).default(''),
});
export type MemberImportRow = z.output<typeof memberImportRowSchema>;
export type EditMemberForm = z.input<typeof editMemberSchema>;
export const acceptInvitationSchema = z.object({ token: z.string().max(128).default(''), id: z.string().max(64).default('') });

// ---- answers ------------------------------------------------------------------------------------

/** §3 Tree data: a node and its parent's code; the enterprise's code is `root`. */
export const departmentNodeSchema = z.object({
  nodeCode: z.string(),
  parentNodeCode: z.string(),
  name: z.string(),
  headMemberId: z.string().nullable(),
  headName: z.string().nullable(),
  hasChildren: z.boolean(),
});
export type DepartmentNode = z.infer<typeof departmentNodeSchema>;
export const departmentPageSchema = z.object({ list: z.array(departmentNodeSchema), next: z.string().nullable() });
export type DepartmentPage = z.infer<typeof departmentPageSchema>;

export const departmentHitSchema = departmentNodeSchema.extend({
  /** The names from the top department down to this one. */
  path: z.array(z.string()),
  pathCodes: z.array(z.string()),
});
export const departmentSearchSchema = z.object({ list: z.array(departmentHitSchema), next: z.string().nullable() });
export type DepartmentSearch = z.infer<typeof departmentSearchSchema>;

export const memberSchema = z.object({
  id: z.string(),
  name: z.string(),
  employeeNo: z.string(),
  /** Masked. */
  phone: z.string().nullable(),
  /** Masked. */
  email: z.string().nullable(),
  role: z.enum(['master', 'admin', 'member']),
  roleId: z.string(),
  roleName: z.string(),
  departments: z.array(z.object({ nodeCode: z.string(), name: z.string() })),
  status: z.number().int(),
  joinedAt: z.number().int(),
  separatedAt: z.number().int().nullable(),
});
export type Member = z.infer<typeof memberSchema>;
export const memberPageSchema = z.object({ list: z.array(memberSchema), next: z.string().nullable() });
export type MemberPage = z.infer<typeof memberPageSchema>;

export const invitationSentSchema = z.object({
  /** 'invitation': an account exists and accepts from its console; 'registration': a link to sign up with. */
  kind: z.enum(['invitation', 'registration']),
  expiresAt: z.number().int(),
});
export const invitationSchema = z.object({
  id: z.string(),
  enterpriseName: z.string(),
  invitedBy: z.string(),
  expiresAt: z.number().int(),
});
export const myInvitationsSchema = z.object({ list: z.array(invitationSchema) });
/** An invitation the enterprise sent that nobody accepted or revoked yet: 'invited' while its link works, else 'expired'. */
export const pendingInvitationSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The phone or e-mail it went to, masked. */
  recipient: z.string(),
  roleName: z.string(),
  invitedBy: z.string(),
  sentAt: z.number().int(),
  expiresAt: z.number().int(),
  status: z.enum(['invited', 'expired']),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;
/** The newest first, at most `pendingInvitationsShown`. */
export const pendingInvitationsSchema = z.object({ list: z.array(pendingInvitationSchema) });
export const pendingInvitationsShown = 100;
export type MyInvitations = z.infer<typeof myInvitationsSchema>;
export const joinedSchema = z.object({ enterpriseId: z.string(), enterpriseName: z.string() });
export type InviteInput = z.output<typeof inviteSchema>;
export type EditMemberInput = z.output<typeof editMemberSchema>;
export type SeparateMemberInput = z.output<typeof separateMemberSchema>;
