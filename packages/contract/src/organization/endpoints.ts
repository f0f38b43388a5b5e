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
  pendingInvitationsSchema,
  separateMemberSchema,
} from './schemas.js';

const memberErrors = ['roleNotFound', 'departmentNotFound'] as const;
/** An invitation is a message: one a minute and five an hour to a recipient, five a day before enterprise authentication. */
const invitationSendErrors = ['invitationSendTooSoon', 'invitationSendLimit', 'invitationDailyLimit'] as const;

const departmentNamePhrase = { name: 'departmentName' } as const;

export const organizationEndpoints = defineEndpoints(organizationRoutes, {
  children: {
    summary: 'One level of the department tree (§3 nodeCode/parentNodeCode; the enterprise is `root`), by name, keyset-paged',
    summaryZh: '部门树的一层（§3 nodeCode/parentNodeCode；企业本身为 `root`），按名称排序，游标分页',
    query: childrenQuery,
    output: departmentPageSchema,
  },
  searchDepartments: {
    summary: 'Departments whose name contains the keyword, each with its full path from the top',
    summaryZh: '名称包含关键词的部门，各附从顶层起的完整路径',
    query: departmentSearchQuery,
    output: departmentSearchSchema,
  },
  createDepartment: {
    summary:
      'A department under the enterprise or a department, with at least one member on the job and optionally a head among them; names are unique among siblings, 1-64 characters; logged',
    summaryZh: '在企业或某个部门下新建部门，至少含一名在职成员，可从中指定负责人；同级部门名称不可重复，1-64 个字符；记入操作日志',
    body: createDepartmentSchema,
    fieldPhrases: departmentNamePhrase,
    output: departmentNodeSchema,
    // notFound: a member who is not on the job in this enterprise, said beside memberIds.
    errors: ['departmentNameTaken', 'departmentNotFound', 'notFound'],
  },
  editDepartment: {
    summary:
      'Renames a department and sets its members on the job (at least one; separated members keep their place) and its head (one of them, or none); logged',
    summaryZh: '重命名部门，设定其在职成员（至少一名；已离职成员保留原位）及负责人（其中一人，或不设）；记入操作日志',
    params: idParam,
    body: editDepartmentSchema,
    fieldPhrases: departmentNamePhrase,
    output: departmentNodeSchema,
    errors: ['departmentNameTaken'],
  },
  moveDepartment: {
    summary: 'Moves a department (and everything below it) under another department or the enterprise; never below itself; logged',
    summaryZh: '将部门（连同其下的全部内容）移动到另一部门或企业之下；不能移到自身之下；记入操作日志',
    params: idParam,
    body: moveDepartmentSchema,
    output: departmentNodeSchema,
    errors: ['departmentNameTaken', 'departmentCycle', 'departmentNotFound'],
  },
  deleteDepartment: {
    summary: 'Deletes a department without sub-departments or members (else says which and how many); logged',
    summaryZh: '删除没有子部门和成员的部门（否则说明有哪些、有多少）；记入操作日志',
    params: idParam,
    output: nothing,
    errors: ['departmentHasChildren', 'departmentHasMembers'],
  },
  members: {
    summary:
      'Members of the enterprise or of one department, on the job, separated or both, by name or employee number, keyset-paged; phones and e-mails masked',
    summaryZh: '企业或某个部门的成员，可筛选在职、离职或全部，可按姓名或工号搜索，游标分页；手机号和邮箱已脱敏',
    query: memberListQuery,
    output: memberPageSchema,
  },
  invite: {
    summary:
      'Adds a person by phone or e-mail: an existing account gets an invitation to accept, anyone else a registration link; both expire in 7 days; a recipient gets at most one message a minute and five an hour (codes included), and an enterprise that has not passed authentication invites at most 5 people a day; logged',
    summaryZh:
      '通过手机号或邮箱添加成员：已有账号者收到待接受的邀请，其他人收到注册链接；两者均 7 天后过期；同一接收方每分钟最多一条、每小时最多五条消息（含验证码），未通过企业认证的企业每天最多邀请 5 人；记入操作日志',
    body: inviteSchema,
    output: invitationSentSchema,
    errors: [...memberErrors, 'memberAlreadyIn', ...invitationSendErrors],
  },
  editMember: {
    summary: "A member's name, employee number, role and departments; the role applies at the member's next request; logged",
    summaryZh: '修改成员的姓名、工号、角色和部门；角色在该成员下一次请求时生效；记入操作日志',
    params: idParam,
    body: editMemberSchema,
    output: memberSchema,
    errors: [...memberErrors, 'memberIsMaster'],
  },
  separate: {
    summary:
      'The member is separated: their enterprise sessions end and every permission with them; history stays; their open work (departments they head, applications they own) goes to the successor, who is required when there is any; logged',
    summaryZh:
      '成员离职：其在本企业的会话结束，全部权限随之失效；历史记录保留；其未交接的工作（担任负责人的部门、拥有的应用）移交给交接人，有待交接的工作时必须指定交接人；记入操作日志',
    params: idParam,
    body: separateMemberSchema,
    output: memberSchema,
    errors: ['memberIsMaster', 'memberHasOpenWork', 'successorInvalid'],
  },
  rejoin: {
    summary: 'A separated member is back on the job with their role and departments; logged',
    summaryZh: '离职成员重新入职，恢复其角色和部门；记入操作日志',
    params: idParam,
    output: memberSchema,
    errors: ['memberNotSeparated'],
  },
  removeMember: {
    summary: 'Removes a separated member from the enterprise (their history stays in the operation log); logged',
    summaryZh: '将离职成员移出企业（其历史记录保留在操作日志中）；记入操作日志',
    params: idParam,
    output: nothing,
    errors: ['memberIsMaster', 'memberNotSeparated'],
  },
  pendingInvitations: {
    summary:
      'Invitations of the enterprise not yet accepted nor revoked, newest first (at most 100): who, to which masked phone or e-mail, the role, who sent it, and whether its link still works (invited) or expired',
    summaryZh:
      '本企业尚未被接受或撤销的邀请，最新的在前（最多 100 条）：受邀人、已脱敏的手机号或邮箱、角色、发送人，以及链接是否仍有效（已邀请）或已过期',
    output: pendingInvitationsSchema,
  },
  resendInvitation: {
    summary:
      'Sends a pending (or expired) invitation again with a new link, good for 7 days; the old link stops working; within the same send limits as inviting; logged',
    summaryZh: '重新发送待接受（或已过期）的邀请，附新的链接，7 天内有效；旧链接随即失效；与邀请受同样的发送限制；记入操作日志',
    params: idParam,
    output: invitationSentSchema,
    errors: ['invitationNotPending', 'memberAlreadyIn', ...invitationSendErrors],
  },
  revokeInvitation: {
    summary: 'Revokes a pending invitation: its link stops working; logged',
    summaryZh: '撤销待接受的邀请：其链接随即失效；记入操作日志',
    params: idParam,
    output: nothing,
    errors: ['invitationNotPending'],
  },
  myInvitations: {
    summary: "The signed-in person's open invitations",
    summaryZh: '当前登录者待处理的邀请',
    output: myInvitationsSchema,
  },
  acceptInvitation: {
    summary: 'Accepts an invitation (by id from the console, or by the token of its link): the person joins the enterprise',
    summaryZh: '接受邀请（在控制台中按 id，或通过邀请链接中的令牌）：本人随即加入该企业',
    body: acceptInvitationSchema,
    output: joinedSchema,
    errors: ['invitationInvalid', 'memberAlreadyIn'],
  },
  memberImportTemplate: {
    summary: "The members import template (xlsx; headers in the caller's language, a sample row and notes)",
    summaryZh: '成员导入模板（xlsx；表头使用调用者的语言，含示例行和说明）',
    output: fileOutput(xlsxContentType),
  },
  memberImportPreview: {
    summary:
      'Dry run of a members workbook (multipart `file`: xlsx or xls, at most 2 MB and 10,000 rows; formulas refused): per-row errors and counts; nothing is written; the file is kept sealed for an hour',
    summaryZh:
      '预检成员表格（multipart `file`：xlsx 或 xls，不超过 2 MB 和 10,000 行；不接受公式）：返回逐行错误和计数；不写入任何数据；文件加密保存一小时',
    file: importFile,
    output: importBatchSchema,
    errors: ['importFileInvalid', 'importTooManyRows', 'importUnpackedTooLarge'],
  },
  memberImportConfirm: {
    summary:
      'Imports the valid rows of a preview: an existing member (by phone or employee number) is updated, anyone else invited; beyond 1,000 rows a job does it; logged',
    summaryZh: '导入预检中的有效行：已有成员（按手机号或工号匹配）将被更新，其他人将收到邀请；超过 1,000 行时由后台任务执行；记入操作日志',
    params: idParam,
    output: importBatchSchema,
    errors: ['importExpired'],
  },
  memberImport: {
    summary: 'A members import: its status and progress (total, done, failed)',
    summaryZh: '成员导入任务：状态与进度（总数、已完成、失败）',
    params: idParam,
    output: importBatchSchema,
  },
  memberImportErrors: {
    summary: 'The error report of a members import: the invalid and failed rows with an error column (xlsx)',
    summaryZh: '成员导入的错误报告：无效行和导入失败的行，附错误列（xlsx）',
    params: idParam,
    output: fileOutput(xlsxContentType),
  },
  memberExport: {
    summary: 'The members the list shows (same filters) as xlsx; text cells that could start a formula are escaped; logged',
    summaryZh: '将列表所示的成员（相同筛选条件）导出为 xlsx；可能被当作公式开头的文本单元格会被转义；记入操作日志',
    query: memberExportQuery,
    output: fileOutput(xlsxContentType),
  },
});
