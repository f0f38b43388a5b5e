import { z } from 'zod';
import { keysetQuery, pageOf } from '../common.js';
import { apiServiceCodes } from '../services/schemas.js';
import { multiline } from '../text.js';

/** §4 work-order statuses by name; `workOrderStatus` in enums.ts gives their stored codes. */
export const workOrderStatusNames = ['processing', 'distributed', 'processed', 'resolved', 'closed'] as const;
export type WorkOrderStatusName = (typeof workOrderStatusNames)[number];
/** What a work order is about: the open API's services, the console itself, anything else. */
export const workOrderServices = [...apiServiceCodes, 'console', 'other'] as const;
export const workOrderCategories = ['consultation', 'fault', 'account', 'billing', 'suggestion', 'other'] as const;

export const workOrderRules = {
  titleMax: 100,
  descriptionMax: 1000,
  replyMax: 1000,
  attachmentsMax: 5,
  /** Images and PDFs, judged by their bytes. */
  attachmentMaxBytes: 5 * 1024 * 1024,
  attachmentTypes: ['image/jpeg', 'image/png', 'application/pdf'] as const,
  /** Expedite opens after the order has waited this long for an answer… */
  expediteAfterMs: 24 * 60 * 60_000,
  /** …and once used, opens again only after this long. */
  expediteEveryMs: 24 * 60 * 60_000,
  /** A resolved order the person does not close closes itself after this long. */
  autoCloseAfterMs: 7 * 24 * 60 * 60_000,
} as const;

const text = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required', abort: true }).max(max, { error: 'tooLong' });
/** An optional reference ('' = none). */
const optionalRef = z
  .string()
  .trim()
  .max(64, { error: 'tooLong' })
  .regex(/^[A-Za-z0-9_.:-]*$/, { error: 'invalid' })
  .optional()
  .transform((v) => v || null);
const attachmentIds = z.array(z.string().min(1).max(64)).max(workOrderRules.attachmentsMax, { error: 'tooBig' }).default([]);

export const workOrderCreateSchema = z.object({
  service: z.enum(workOrderServices, { error: 'required' }),
  category: z.enum(workOrderCategories, { error: 'required' }),
  title: text(workOrderRules.titleMax),
  description: multiline(text(workOrderRules.descriptionMax)),
  attachmentIds,
  /** Context: the application (its id), a request id of an open-API call, an operation-log row. */
  appId: optionalRef,
  requestId: optionalRef,
  logId: optionalRef,
});
export type WorkOrderCreate = z.input<typeof workOrderCreateSchema>;

export const workOrderReplySchema = z.object({ content: multiline(text(workOrderRules.replyMax)), attachmentIds });
export const workOrderCloseSchema = z.object({
  rating: z.number({ error: 'required' }).int().min(1, { error: 'required' }).max(5, { error: 'invalid' }),
  comment: z.string().trim().max(500, { error: 'tooLong' }).default(''),
});
export const workOrderUploadSchema = z.object({ name: text(120) });
export const workOrderFileParams = z.object({ fileId: z.string().min(1).max(64) });
export const workOrderListQuery = keysetQuery().extend({ status: z.enum(workOrderStatusNames).optional() });

export const workOrderQueueQuery = keysetQuery(20).extend({
  status: z.enum(workOrderStatusNames).optional(),
  expedited: z.enum(['yes', 'no']).optional(),
  assignee: z.string().max(64).optional(),
});
export const workOrderDistributeSchema = z.object({ operatorId: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64) });
export const workOrderOpsStatusSchema = z.object({ status: z.enum(['processed', 'resolved'], { error: 'required' }) });
export const operatorsQuery = keysetQuery(50);

export const workOrderAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
});
export type WorkOrderAttachment = z.infer<typeof workOrderAttachmentSchema>;

export const workOrderRecordKinds = ['created', 'reply', 'distributed', 'status', 'expedited', 'closed', 'autoClosed'] as const;
export const workOrderRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(workOrderRecordKinds),
  by: z.enum(['user', 'operator', 'system']),
  /** The person's account name or the operator's name (the person sees "customer service" for operators). */
  authorName: z.string().nullable(),
  status: z.enum(workOrderStatusNames).nullable(),
  content: z.string(),
  attachments: z.array(workOrderAttachmentSchema),
  createdAt: z.number(),
});
export type WorkOrderRecord = z.infer<typeof workOrderRecordSchema>;

export const workOrderSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  service: z.enum(workOrderServices),
  category: z.enum(workOrderCategories),
  title: z.string(),
  status: z.enum(workOrderStatusNames),
  expedited: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type WorkOrderSummary = z.infer<typeof workOrderSummarySchema>;

export const workOrderContextSchema = z.object({
  appId: z.string().nullable(),
  requestId: z.string().nullable(),
  logId: z.string().nullable(),
});

export const workOrderDetailSchema = workOrderSummarySchema.extend({
  description: z.string(),
  context: workOrderContextSchema,
  records: z.array(workOrderRecordSchema),
  rating: z.number().int().nullable(),
  ratingComment: z.string().nullable(),
  /** When expedite opens (null: not while resolved or closed); `canExpedite` says whether it is open now. */
  expediteFrom: z.number().nullable(),
  canExpedite: z.boolean(),
  canClose: z.boolean(),
});
export type WorkOrderDetail = z.infer<typeof workOrderDetailSchema>;

/** SLA timers counted in business hours (workOrders service: Mon–Fri 09:00–18:00, China time). */
export const workOrderSlaSchema = z.object({
  firstResponseMs: z.number(),
  firstResponseDone: z.boolean(),
  resolutionMs: z.number(),
  resolutionDone: z.boolean(),
  firstResponseTargetMs: z.number(),
  resolutionTargetMs: z.number(),
});

export const opsWorkOrderItemSchema = workOrderSummarySchema.extend({
  requester: z.string(),
  enterpriseName: z.string().nullable(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  sla: workOrderSlaSchema,
});
export type OpsWorkOrderItem = z.infer<typeof opsWorkOrderItemSchema>;

export const opsWorkOrderDetailSchema = opsWorkOrderItemSchema.extend({
  description: z.string(),
  context: z.object({
    app: z.object({ id: z.string(), appId: z.string(), name: z.string(), environment: z.string() }).nullable(),
    call: z
      .object({ requestId: z.string(), serviceCode: z.string(), outcome: z.string(), calledAt: z.number(), appId: z.string().nullable() })
      .nullable(),
    log: z
      .object({ id: z.string(), service: z.string(), action: z.string(), content: z.string(), ip: z.string(), createdAt: z.number() })
      .nullable(),
    /** What the person typed, whether or not it matched a row of theirs. */
    given: workOrderContextSchema,
  }),
  records: z.array(workOrderRecordSchema),
  rating: z.number().int().nullable(),
  ratingComment: z.string().nullable(),
});
export type OpsWorkOrderDetail = z.infer<typeof opsWorkOrderDetailSchema>;

export const operatorOptionSchema = z.object({ id: z.string(), name: z.string() });

export const workOrderPageSchema = pageOf(workOrderSummarySchema);
export const opsWorkOrderPageSchema = pageOf(opsWorkOrderItemSchema);
export const operatorPageSchema = pageOf(operatorOptionSchema);
