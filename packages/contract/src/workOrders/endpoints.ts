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
    body: workOrderUploadSchema,
    file: uploadFile,
    output: workOrderAttachmentSchema,
    errors: uploadErrors,
  },
  attachment: {
    summary: 'One attachment of the tenant’s work orders, decrypted (never cached)',
    params: workOrderFileParams,
    output: files,
  },
  create: {
    summary: 'A new work order (status processing) with its attachments and optional context: an app, a request id, an operation-log row',
    body: workOrderCreateSchema,
    output: workOrderDetailSchema,
    errors: ['attachmentMissing'],
  },
  list: { summary: 'The work orders the caller may see, newest first, by status', query: workOrderListQuery, output: workOrderPageSchema },
  detail: { summary: 'A work order with its context and every progress record', params: idParam, output: workOrderDetailSchema },
  reply: {
    summary: 'A further message from the person, with attachments (not on a closed order)',
    params: idParam,
    body: workOrderReplySchema,
    output: workOrderDetailSchema,
    errors: ['attachmentMissing', 'workOrderClosed'],
  },
  expedite: {
    summary: 'Expedites an order that has waited without an answer; at most once per interval (the back office sees it flagged)',
    params: idParam,
    output: workOrderDetailSchema,
    errors: ['workOrderExpediteTooSoon', 'workOrderClosed'],
  },
  close: {
    summary: 'Closes a resolved order with a satisfaction rating (1–5)',
    params: idParam,
    body: workOrderCloseSchema,
    output: workOrderDetailSchema,
    errors: ['workOrderNotResolved'],
  },
  opsQueue: {
    summary: 'The work-order queue, oldest first, by status, expedited and assignee, with SLA timers in business hours',
    query: workOrderQueueQuery,
    output: opsWorkOrderPageSchema,
  },
  opsOperators: { summary: 'The operators a work order can be distributed to', query: operatorsQuery, output: operatorPageSchema },
  opsDetail: {
    summary: 'A work order with the attached context (the app, the failed call, the log row) and its records',
    params: idParam,
    output: opsWorkOrderDetailSchema,
  },
  opsDistribute: {
    summary: 'Distributes a work order to an operator',
    params: idParam,
    body: workOrderDistributeSchema,
    output: opsWorkOrderDetailSchema,
    errors: ['workOrderClosed', 'operatorNotFound'],
  },
  opsReply: {
    summary: 'The operator’s answer, with attachments; the person is told by SMS or e-mail in their language',
    params: idParam,
    body: workOrderReplySchema,
    output: opsWorkOrderDetailSchema,
    errors: ['attachmentMissing', 'workOrderClosed'],
  },
  opsStatus: {
    summary: 'Marks a work order processed or resolved',
    params: idParam,
    body: workOrderOpsStatusSchema,
    output: opsWorkOrderDetailSchema,
    errors: ['workOrderTransition'],
  },
  opsUpload: {
    summary: 'An operator’s attachment for a reply (multipart name, file): jpg, png or pdf by content, at most 5 MB, stored encrypted',
    body: workOrderUploadSchema,
    file: uploadFile,
    output: workOrderAttachmentSchema,
    errors: uploadErrors,
  },
  opsAttachment: { summary: 'Any work order’s attachment, decrypted (never cached)', params: workOrderFileParams, output: files },
});
