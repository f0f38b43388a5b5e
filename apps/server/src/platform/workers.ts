import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { WorkerTask } from './xlsx-worker.js';
import type { ReadFailure, ReadLimits, ReadSheet, WriteSheet } from './xlsx.js';

/**
 * A small fixed pool of worker threads for CPU work (issue 13 item 2): on this synchronous-SQLite
 * server a workbook parsed or written on the event loop would hold every other request. Tasks queue
 * and go to the first idle worker; a worker that dies fails its task and is replaced. From sources
 * (tests, tsx) the worker runs the TypeScript entry through tsx; the bundle ships it as
 * dist/xlsx-worker.js (apps/server/build.mjs).
 */

const poolSize = Math.max(1, Math.min(2, os.availableParallelism() - 1));

interface Pending {
  id: number;
  task: WorkerTask;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  busy: Pending | null;
}

const fromSources = import.meta.url.endsWith('.ts');
const entry = new URL(fromSources ? './xlsx-worker.ts' : './xlsx-worker.js', import.meta.url);

let slots: Slot[] = [];
const queue: Pending[] = [];
let nextId = 1;

function spawn(): Slot {
  // From sources the worker first registers tsx's loader (execArgv flags do not reach a worker's
  // module loader under every runner), then imports the TypeScript entry.
  const worker = fromSources
    ? new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`, {
        eval: true,
      })
    : new Worker(entry);
  // Idle workers must not keep a finished process (a test run, a CLI) alive.
  worker.unref();
  const slot: Slot = { worker, busy: null };
  worker.on('message', (message: { id: number; result?: unknown; error?: string }) => {
    const pending = slot.busy;
    slot.busy = null;
    worker.unref();
    if (pending && pending.id === message.id) {
      if (message.error !== undefined) pending.reject(new Error(message.error));
      else pending.resolve(message.result);
    }
    dispatch();
  });
  const fail = (error: Error) => {
    const pending = slot.busy;
    slot.busy = null;
    slots = slots.filter((s) => s !== slot);
    pending?.reject(error);
    dispatch();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`worker exited with code ${code}`)));
  return slot;
}

function dispatch(): void {
  while (queue.length) {
    let slot = slots.find((s) => !s.busy);
    if (!slot && slots.length < poolSize) {
      slot = spawn();
      slots.push(slot);
    }
    if (!slot) return;
    const pending = queue.shift()!;
    slot.busy = pending;
    // Busy, the worker keeps the process alive until it answers.
    slot.worker.ref();
    slot.worker.postMessage({ id: pending.id, task: pending.task });
  }
}

function run<T>(task: WorkerTask): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    queue.push({ id: nextId++, task, resolve: resolve as (value: unknown) => void, reject });
    dispatch();
  });
}

/** Reads a workbook's first sheet in the pool (platform/xlsx.ts `readWorkbook`). */
export function readWorkbookOffThread(bytes: Uint8Array, limits: ReadLimits): Promise<ReadSheet | ReadFailure> {
  return run({ op: 'read', bytes, limits });
}

/** Writes a workbook in the pool (platform/xlsx.ts `writeWorkbook`). */
export async function writeWorkbookOffThread(sheets: WriteSheet[]): Promise<Buffer> {
  const bytes = await run<Uint8Array>({ op: 'write', sheets });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Ends the pool's workers (the server's close). */
export async function stopWorkers(): Promise<void> {
  const all = slots;
  slots = [];
  await Promise.all(all.map((s) => s.worker.terminate()));
}

/**
 * What gathers an export's rows reads this many at a time and yields between pages (issue 13 item 2):
 * on synchronous SQLite a long run of queries would otherwise hold every other request.
 */
export const exportPageSize = 200;

/** Lets the event loop answer waiting requests before the caller's next synchronous stretch. */
export function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
