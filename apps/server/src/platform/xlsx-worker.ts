import { parentPort } from 'node:worker_threads';
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

parentPort?.on('message', (message: { id: number; task: WorkerTask }) => {
  perform(message.task).then(
    (result) => parentPort!.postMessage({ id: message.id, result }),
    (error: unknown) => parentPort!.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
