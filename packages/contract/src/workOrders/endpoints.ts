import { idParam } from '../common.js';
import { defineEndpoints, fileOutput } from '../endpoint.js';
import { workOrdersRoutes } from './routes.js';
import {
  opsWorkOrderDetailSchema,
  opsWorkOrderPageSchema,
  operatorPageSchema,
  operatorsQuery,
  workOrderAttachmentSchema,
  workOrderCloseSchema,
  workOrderCreateSchema,
  workOrderDetailSchema,
  workOrderDistributeSchema,
  workOrderFileParams,
  workOrderListQuery,
  workOrderOpsStatusSchema,
  workOrderPageSchema,
  workOrderQueueQuery,
  workOrderReplySchema,
  workOrderRules,
  workOrderUploadSchema,
} from './schemas.js';

const files = fileOutput(...workOrderRules.attachmentTypes);
const uploadErrors = ['rateLimited', 'attachmentMissing', 'attachmentType'] as const;
const uploadFile = { field: 'file', maxBytes: workOrderRules.attachmentMaxBytes, tooLarge: 'attachmentTooLarge' } as const;

export const workOrdersEndpoints = defineEndpoints(workOrdersRoutes, {
  upload: {
    summary:
      'An attachment for a new work order or a reply (multipart name, file): jpg, png or pdf by content, at most 5 MB, stored encrypted',
    summaryZh: '上传新工单或回复的附件（multipart：name、file）：按内容识别为 jpg、png 或 pdf，不超过 5 MB，加密存储',
    body: workOrderUploadSchema,
    file: uploadFile,
    output: workOrderAttachmentSchema,
    errors: uploadErrors,
  },
  attachment: {
    summary: 'One attachment of the tenant’s work orders, decrypted (never cached)',
    summaryZh: '租户工单的一个附件，解密后返回（不缓存）',
    params: workOrderFileParams,
    output: files,
  },
  create: {
    summary: 'A new work order (status processing) with its attachments and optional context: an app, a request id, an operation-log row',
    summaryZh: '新建工单（状态为处理中），含附件及可选的关联信息：应用、请求 ID、操作日志记录',
    body: workOrderCreateSchema,
    output: workOrderDetailSchema,
    errors: ['attachmentMissing'],
  },
  list: {
    summary: 'The work orders the caller may see, newest first, by status',
    summaryZh: '调用者可查看的工单，按时间倒序，可按状态筛选',
    query: workOrderListQuery,
    output: workOrderPageSchema,
  },
  detail: {
    summary: 'A work order with its context and every progress record',
    summaryZh: '工单详情，含关联信息及全部处理记录',
    params: idParam,
    output: workOrderDetailSchema,
  },
  reply: {
    summary: 'A further message from the person, with attachments (not on a closed order)',
    summaryZh: '用户追加回复，可带附件（已关闭的工单不可回复）',
    params: idParam,
    body: workOrderReplySchema,
    output: workOrderDetailSchema,
    errors: ['attachmentMissing', 'workOrderClosed'],
  },
  expedite: {
    summary: 'Expedites an order that has waited without an answer; at most once per interval (the back office sees it flagged)',
    summaryZh: '催办久未答复的工单；每个间隔内最多一次（运营后台可看到催办标记）',
    params: idParam,
    output: workOrderDetailSchema,
    errors: ['workOrderExpediteTooSoon', 'workOrderClosed'],
  },
  close: {
    summary: 'Closes a resolved order with a satisfaction rating (1–5)',
    summaryZh: '关闭已解决的工单，并给出满意度评分（1–5）',
    params: idParam,
    body: workOrderCloseSchema,
    output: workOrderDetailSchema,
    errors: ['workOrderNotResolved'],
  },
  opsQueue: {
    summary: 'The work-order queue, oldest first, by status, expedited and assignee, with SLA timers in business hours',
    summaryZh: '工单队列，按时间正序，可按状态、是否催办和处理人筛选，附按工作时间计算的 SLA 计时',
    query: workOrderQueueQuery,
    output: opsWorkOrderPageSchema,
  },
  opsOperators: {
    summary: 'The operators a work order can be distributed to',
    summaryZh: '可分配工单的运营人员',
    query: operatorsQuery,
    output: operatorPageSchema,
  },
  opsDetail: {
    summary: 'A work order with the attached context (the app, the failed call, the log row) and its records',
    summaryZh: '工单详情，含关联信息（应用、失败的调用、日志记录）及处理记录',
    params: idParam,
    output: opsWorkOrderDetailSchema,
  },
  opsDistribute: {
    summary: 'Distributes a work order to an operator',
    summaryZh: '将工单分配给运营人员',
    params: idParam,
    body: workOrderDistributeSchema,
    output: opsWorkOrderDetailSchema,
    errors: ['workOrderClosed', 'operatorNotFound'],
  },
  opsReply: {
    summary: 'The operator’s answer, with attachments; the person is told by SMS or e-mail in their language',
    summaryZh: '运营人员回复，可带附件；以用户的语言通过短信或邮件通知本人',
    params: idParam,
    body: workOrderReplySchema,
    output: opsWorkOrderDetailSchema,
    errors: ['attachmentMissing', 'workOrderClosed'],
  },
  opsStatus: {
    summary: 'Marks a work order processed or resolved',
    summaryZh: '将工单标记为已处理或已解决',
    params: idParam,
    body: workOrderOpsStatusSchema,
    output: opsWorkOrderDetailSchema,
    errors: ['workOrderTransition'],
  },
  opsUpload: {
    summary: 'An operator’s attachment for a reply (multipart name, file): jpg, png or pdf by content, at most 5 MB, stored encrypted',
    summaryZh: '上传运营人员回复的附件（multipart：name、file）：按内容识别为 jpg、png 或 pdf，不超过 5 MB，加密存储',
    body: workOrderUploadSchema,
    file: uploadFile,
    output: workOrderAttachmentSchema,
    errors: uploadErrors,
  },
  opsAttachment: {
    summary: 'Any work order’s attachment, decrypted (never cached)',
    summaryZh: '任一工单的附件，解密后返回（不缓存）',
    params: workOrderFileParams,
    output: files,
  },
});
