import { z } from 'zod';
import { keysetQuery, pageOf } from '../common.js';
import { importBatchSchema, importJobThreshold, importMaxBytes, importMaxRows } from '../imports/schemas.js';
import { signFlowRules, signFlowSummarySchema } from '../signFlows/schemas.js';

/**
 * Bulk send: an xlsx with one row per flow through the spreadsheet import
 * (`imports/schemas.ts`: the same limits, statuses and row errors), a batch record and its flows.
 */

/** The import's limits: a file of at most 2 MB and 10,000 rows; beyond 1,000 valid rows a job sends them. */
export const templateBulkRules = { maxBytes: importMaxBytes, maxRows: importMaxRows, jobThreshold: importJobThreshold } as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

/** The multipart text fields beside `file`: what every row's flow shares. */
export const templateBulkPreviewSchema = z.object({
  title: z.string().trim().min(1).max(signFlowRules.titleMaxChars),
  message: optionalText(signFlowRules.textMaxChars),
  /** Epoch milliseconds (a multipart field: digits). */
  deadlineAt: z.coerce.number().int().positive(),
});
export type TemplateBulkPreview = z.infer<typeof templateBulkPreviewSchema>;

/** The batch's flows now, by status (a query over its flows, never a stored counter). */
export const templateBulkCountsSchema = z.object({
  /** In progress: some signer has not signed yet. */
  waiting: z.number().int(),
  signed: z.number().int(),
  rejected: z.number().int(),
  /** Revoked or expired. */
  ended: z.number().int(),
  /** Flows whose first signers' notice still waits for their send budget (sent by a job when it allows). */
  noticesPending: z.number().int(),
});
export type TemplateBulkCounts = z.infer<typeof templateBulkCountsSchema>;

const batchHead = {
  templateId: z.string(),
  templateName: z.string(),
  /** The version the rows were checked against (and the flows are made from). */
  templateVersion: z.number().int(),
  title: z.string(),
  deadlineAt: z.number().int(),
  createdAt: z.number().int(),
  counts: templateBulkCountsSchema,
};

/**
 * A bulk send: the import's batch (status preview → queued/running → done; total, valid, invalid,
 * done = flows created, failed = valid rows refused when sent, the first row errors) and its head.
 */
export const templateBulkSchema = importBatchSchema.extend(batchHead);
export type TemplateBulk = z.infer<typeof templateBulkSchema>;

export const templateBulkSummarySchema = importBatchSchema.omit({ errors: true }).extend(batchHead);
export type TemplateBulkSummary = z.infer<typeof templateBulkSummarySchema>;

export const templateBulkListQuery = keysetQuery().extend({ templateId: z.string().trim().min(1).max(64).optional() });
export const templateBulkPageSchema = pageOf(templateBulkSummarySchema);

/** A row's flow: the sign flow's summary (open it with the sign flows' detail) and the row it came from. */
export const templateBulkFlowSchema = signFlowSummarySchema.extend({
  /** The row number as the spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  /** Its first signers' notice waits for their send budget. */
  noticePending: z.boolean(),
});
export type TemplateBulkFlow = z.infer<typeof templateBulkFlowSchema>;
export const templateBulkFlowsQuery = keysetQuery(20);
export const templateBulkFlowPageSchema = pageOf(templateBulkFlowSchema);
