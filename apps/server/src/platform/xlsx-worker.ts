import { parentPort } from 'node:worker_threads';
import { serveWorkerTasks } from './worker-pool.js';
import { type ReadLimits, type WriteSheet, readWorkbook, writeWorkbook } from './xlsx.js';

/**
 * The worker pool's entry (platform/workers.ts): spreadsheet parsing and writing, away from the
 * event loop. One message in, one answer out, matched by id.
 */

export type WorkerTask = { op: 'read'; bytes: Uint8Array; limits: ReadLimits } | { op: 'write'; sheets: WriteSheet[] };

async function perform(task: WorkerTask): Promise<unknown> {
  if (task.op === 'read') return readWorkbook(task.bytes, task.limits);
  return writeWorkbook(task.sheets);
}

serveWorkerTasks(parentPort, perform);
