import { idParam, nothing } from '../common.js';
import { defineEndpoints, fileOutput } from '../endpoint.js';
import { importBatchSchema, importFile, xlsxContentType } from '../imports/schemas.js';
import { contactsRoutes } from './routes.js';
import { contactExportQuery, contactFormSchema, contactListQuery, contactPageSchema, contactSchema } from './schemas.js';

export const contactsEndpoints = defineEndpoints(contactsRoutes, {
  list: {
    summary: 'exContacts/list: external contacts by name, code or phone, of one kind or both, keyset-paged; phones and e-mails masked',
    summaryZh: 'exContacts/list：按名称、代码或手机号搜索外部联系人，类型可选个人、企业或全部，游标分页；手机号和邮箱已脱敏',
    query: contactListQuery,
    output: contactPageSchema,
  },
  create: {
    summary:
      'An external contact: individual or enterprise (credit code or organization code, one of the two), unique in the enterprise; logged',
    summaryZh: '新建外部联系人：个人或企业（统一社会信用代码与组织机构代码二选一），在企业内唯一；记入操作日志',
    body: contactFormSchema,
    output: contactSchema,
    errors: ['contactTaken'],
  },
  edit: {
    summary: 'Changes an external contact; logged',
    summaryZh: '修改外部联系人；记入操作日志',
    params: idParam,
    body: contactFormSchema,
    output: contactSchema,
    errors: ['contactTaken'],
  },
  remove: {
    summary: 'Deletes an external contact; logged',
    summaryZh: '删除外部联系人；记入操作日志',
    params: idParam,
    output: nothing,
  },
  importTemplate: {
    summary: "The contacts import template (xlsx; headers in the caller's language, a sample row and notes)",
    summaryZh: '外部联系人导入模板（xlsx；表头使用调用者的语言，含示例行和说明）',
    output: fileOutput(xlsxContentType),
  },
  importPreview: {
    summary:
      'Dry run of a contacts workbook (multipart `file`: xlsx or xls, at most 2 MB and 10,000 rows; formulas refused): per-row errors and counts; nothing is written',
    summaryZh:
      '预检外部联系人表格（multipart `file`：xlsx 或 xls，不超过 2 MB 和 10,000 行；不接受公式）：返回逐行错误和计数；不写入任何数据',
    file: importFile,
    output: importBatchSchema,
    errors: ['importFileInvalid', 'importTooManyRows', 'importUnpackedTooLarge'],
  },
  importConfirm: {
    summary: "Imports the valid rows of a preview, upserting by the contact's unique key; beyond 1,000 rows a job does it; logged",
    summaryZh: '导入预检中的有效行，按联系人的唯一键新增或更新；超过 1,000 行时由后台任务执行；记入操作日志',
    params: idParam,
    output: importBatchSchema,
    errors: ['importExpired'],
  },
  importBatch: {
    summary: 'A contacts import: its status and progress',
    summaryZh: '外部联系人导入任务：状态与进度',
    params: idParam,
    output: importBatchSchema,
  },
  importErrors: {
    summary: 'The error report of a contacts import (xlsx)',
    summaryZh: '外部联系人导入的错误报告（xlsx）',
    params: idParam,
    output: fileOutput(xlsxContentType),
  },
  export: {
    summary: 'The contacts the list shows (same filters) as xlsx, phones and e-mails masked; formula-like text escaped; logged',
    summaryZh: '将列表所示的外部联系人（相同筛选条件）导出为 xlsx，手机号和邮箱已脱敏；类似公式的文本会被转义；记入操作日志',
    query: contactExportQuery,
    output: fileOutput(xlsxContentType),
  },
});
