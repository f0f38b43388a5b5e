import { idParam } from '../common.js';
import { defineEndpoints, fileOutput } from '../endpoint.js';
import { importFile, xlsxContentType } from '../imports/schemas.js';
import {
  templateBulkFlowPageSchema,
  templateBulkFlowsQuery,
  templateBulkListQuery,
  templateBulkPageSchema,
  templateBulkPreviewSchema,
  templateBulkSchema,
} from './bulk-schemas.js';
import { templateBulkRoutes } from './routes.js';

export const templateBulkEndpoints = defineEndpoints(templateBulkRoutes, {
  bulkTemplate: {
    summary:
      "The bulk-send xlsx of a template's current version: a column per initiator field (its label) and, per role, the signer's type, name, enterprise name and phone or e-mail; headers in the caller's language, a sample row and notes",
    summaryZh:
      '模板当前版本的批量发起表格（xlsx）：每个发起方填写控件一列（控件名称），每个角色的签署方类型、姓名、企业名称和手机号或邮箱各一列；表头使用调用者的语言，含示例行和说明',
    params: idParam,
    output: fileOutput(xlsxContentType),
    errors: ['notFound'],
  },
  bulkPreview: {
    summary:
      'Dry run of a bulk send (multipart `file`: xlsx or xls, at most 2 MB and 10,000 rows; formulas refused; `title`, `message`, `deadlineAt` shared by every flow): every row checked as a flow from the template would be — each value by its field’s rule, a signer for every role — with per-row errors naming the column and the rule; no flow is created; the file is kept sealed for an hour',
    summaryZh:
      '批量发起预检（multipart `file`：xlsx 或 xls，不超过 2 MB 和 10,000 行；不接受公式；`title`、`message`、`deadlineAt` 为各流程共用）：逐行按模板发起的规则检查——每个填写值按控件规则，每个角色都要有签署方——逐行返回错误（列名和规则）；不创建任何流程；文件加密保存一小时',
    params: idParam,
    body: templateBulkPreviewSchema,
    file: importFile,
    output: templateBulkSchema,
    errors: ['notFound', 'templateDisabled', 'signFlowDeadlineInvalid', 'importFileInvalid', 'importTooManyRows', 'importUnpackedTooLarge'],
  },
  bulkConfirm: {
    summary:
      'Sends the valid rows of a preview: each row’s flow is created and started whole (one transaction) or the row is reported; beyond 1,000 rows a job does it (resumable; a row never makes two flows); the first signers are told within their send budgets (a notice over them waits and is retried); logged',
    summaryZh:
      '发送预检中的有效行：每行的流程整体创建并发起（一个事务），否则报告该行；超过 1,000 行时由后台任务执行（可续跑，一行不会生成两个流程）；首批签署方在其发送额度内收到通知（超出额度的通知稍后重试）；记入操作日志',
    params: idParam,
    output: templateBulkSchema,
    errors: ['notFound', 'importExpired', 'templateDisabled'],
  },
  bulkList: {
    summary:
      'The bulk sends of the caller’s enterprise (or its own), newest first, each with its flows’ counts; `templateId` narrows to one template',
    summaryZh: '本企业（或个人）的批量发起记录，按创建时间倒序，附各自流程的统计；`templateId` 限定某个模板',
    query: templateBulkListQuery,
    output: templateBulkPageSchema,
  },
  bulkDetail: {
    summary: 'A bulk send: status, progress, the first row errors, and how many of its flows are waiting, signed, rejected or ended',
    summaryZh: '批量发起详情：状态、进度、前若干条行错误，以及其流程中待签、已签、已拒签和已结束的数量',
    params: idParam,
    output: templateBulkSchema,
    errors: ['notFound'],
  },
  bulkFlows: {
    summary: 'The flows a bulk send created, in row order (keyset-paged)',
    summaryZh: '批量发起创建的流程，按行号排列（分页）',
    params: idParam,
    query: templateBulkFlowsQuery,
    output: templateBulkFlowPageSchema,
    errors: ['notFound'],
  },
  bulkErrors: {
    summary:
      'The error report of a bulk send (CSV, UTF-8 with BOM): each invalid or failed row as uploaded with its problems; cells that could start a formula are escaped',
    summaryZh: '批量发起的错误报告（CSV，带 BOM 的 UTF-8）：每个无效或发送失败的行及其问题；可能被当作公式开头的单元格会被转义',
    params: idParam,
    output: fileOutput('text/csv'),
    errors: ['notFound', 'importExpired'],
  },
});
