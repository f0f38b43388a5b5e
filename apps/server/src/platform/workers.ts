import os from 'node:os';
import { createWorkerPool } from './worker-pool.js';
import type { WorkerTask } from './xlsx-worker.js';
import type { ReadFailure, ReadLimits, ReadSheet, WriteSheet } from './xlsx.js';

/**
 * The spreadsheet pool: on this synchronous-SQLite server a workbook parsed or
 * written on the event loop would hold every other request. The bundle ships the worker as
 * dist/xlsx-worker.js (apps/server/build.mjs).
 */
const pool = createWorkerPool<WorkerTask>({
  module: 'xlsx-worker',
  beside: import.meta.url,
  size: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  // A 10,000-row import or a 50,000-row export takes seconds; two minutes means a thread is stuck.
  timeoutMs: 120_000,
  // Each waiting read holds its upload (up to the upload limit) in memory.
  maxQueue: 32,
  // Reading streams the zip (yauzl) and its XML: the task awaits I/O callbacks.
  atomics: 'async',
});
const run = <T>(task: WorkerTask) => pool.run<T>(task);

/** Reads a workbook's first sheet in the pool (platform/xlsx.ts `readWorkbook`). */
export function readWorkbookOffThread(bytes: Uint8Array, limits: ReadLimits): Promise<ReadSheet | ReadFailure> {
  return run({ op: 'read', bytes, limits });
}

/** Writes a workbook in the pool (platform/xlsx.ts `writeWorkbook`). */
export async function writeWorkbookOffThread(sheets: WriteSheet[]): Promise<Buffer> {
  const bytes = await run<Uint8Array>({ op: 'write', sheets });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * What gathers an export's rows reads this many at a time and yields between pages:
 * on synchronous SQLite a long run of queries would otherwise hold every other request.
 */
export const exportPageSize = 200;

/** Callers waiting for their turn (yieldToRequests), one let go per turn of the event loop. */
const waiting: (() => void)[] = [];
let turning = false;

function nextTurn(): void {
  const resume = waiting.shift();
  if (!resume) {
    turning = false;
    return;
  }
  resume();
  // Queued from the check phase, so it runs in the loop's next turn, after it has looked for I/O.
  setImmediate(nextTurn);
}

/**
 * Lets the event loop answer waiting requests before the caller's next synchronous stretch. Callers
 * go on one per turn of the loop, each after the loop has looked for I/O: two stretches of
 * background work (a bulk send's row and the previous row's notices, or two imports) never run back
 * to back while a request waits, and a caller resumed from an I/O callback (a worker's answer, a
 * file written) does not run before the requests that arrived meanwhile.
 */
export function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (turning) return;
    turning = true;
    setImmediate(() => setImmediate(nextTurn));
  });
}
