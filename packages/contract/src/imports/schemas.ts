import { z } from 'zod';
import type { FileInput } from '../endpoint.js';

/**
 * Spreadsheet import and export, shared by members and external contacts: the
 * limits, the dry-run preview, the import job and its progress.
 */

/** An uploaded workbook is at most 2 MB and 10,000 data rows; more than 1,000 valid rows run as a job. */
export const importMaxBytes = 2 * 1024 * 1024;
export const importMaxRows = 10_000;
export const importJobThreshold = 1_000;
/** A preview can be confirmed for an hour; its file is then dropped. */
export const importPreviewValidityMs = 60 * 60_000;
/** The preview answers the first errors; the error report holds them all. */
export const importPreviewErrorCap = 200;
/** An export holds at most this many rows (narrow the filters for more). */
export const exportMaxRows = 50_000;

export const importFile: FileInput = { field: 'file', maxBytes: importMaxBytes, tooLarge: 'importFileTooLarge' };
export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const importRowErrorSchema = z.object({
  /** The row number as the spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  /** The column's header in the caller's language. */
  column: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importStatuses = ['preview', 'queued', 'running', 'done', 'failed', 'expired'] as const;
export type ImportStatus = (typeof importStatuses)[number];

/** A dry run or an import under way: nothing is written before confirm. */
export const importBatchSchema = z.object({
  id: z.string(),
  status: z.enum(importStatuses),
  /** Data rows in the file. */
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Rows applied so far (after confirm). */
  done: z.number().int(),
  /** Valid rows the import could not apply (they go to the error report too). */
  failed: z.number().int(),
  /** The first errors of the preview (at most importPreviewErrorCap). */
  errors: z.array(importRowErrorSchema),
  expiresAt: z.number().int(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;
