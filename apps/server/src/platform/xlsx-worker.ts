import { type ReadLimits, type WriteSheet, readWorkbook, writeWorkbook } from './xlsx.js';

/**
 * The worker pool's entry (platform/workers.ts): spreadsheet parsing and writing, away from the
 * event loop: piscina calls the default export with each task.
 */

export type WorkerTask = { op: 'read'; bytes: Uint8Array; limits: ReadLimits } | { op: 'write'; sheets: WriteSheet[] };

export default async function perform(task: WorkerTask): Promise<unknown> {
  if (task.op === 'read') return readWorkbook(task.bytes, task.limits);
  return writeWorkbook(task.sheets);
}
