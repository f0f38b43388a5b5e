import { Piscina } from 'piscina';
import { AppError } from './errors.js';

/**
 * A small pool of worker threads for CPU work that must not hold the event loop (spreadsheets,
 * private-key operations), on piscina (decision 0024). Threads start when a task first needs one and
 * stay (idle ones never keep the process alive, so a pool needs no stopping); a worker that dies fails
 * its task and is replaced. Two limits the hand-written pool lacked:
 * - a task running past `timeoutMs` is aborted (its thread terminated and replaced) and fails, so a
 *   hostile workbook or a stuck signature cannot hold a thread forever;
 * - at most `maxQueue` tasks wait for a thread; one more is refused with 429 (rateLimited, retry in a
 *   second) instead of piling up memory (a queued workbook holds its bytes).
 *
 * `module` names the worker's file beside the caller (`beside`: its import.meta.url), a module whose
 * default export performs one task: from sources (tests, tsx) the TypeScript file runs through tsx
 * (tsx-worker.mjs), from the bundle the `.js` file apps/server/build.mjs writes beside main.js.
 */
export interface WorkerPool<Task> {
  /** `transfer`: buffers handed to the worker rather than copied (they are unusable here after). */
  run<T>(task: Task, transfer?: ArrayBuffer[]): Promise<T>;
}

export function createWorkerPool<Task>(o: {
  module: string;
  beside: string;
  size: number;
  timeoutMs: number;
  maxQueue: number;
  /** 'sync' (piscina's default) for a worker whose task is synchronous; 'async' when it awaits I/O or streams. */
  atomics?: 'sync' | 'async';
  /**
   * Background work: the threads' nice value (1–19, Linux), applied by the worker module through
   * thread-priority.ts's `applyPoolNiceness`, so the event loop gets a busy core first.
   */
  niceness?: number;
  /** Idle threads end after this long (default: never) — for a pool only occasional work uses. */
  idleTimeoutMs?: number;
}): WorkerPool<Task> {
  const fromSources = o.beside.endsWith('.ts');
  const entry = new URL(`./${o.module}${fromSources ? '.ts' : '.js'}`, o.beside);
  const pool = new Piscina({
    // From sources the worker first registers tsx's loader (execArgv flags do not reach a worker's
    // module loader under every runner), then imports the TypeScript entry.
    filename: fromSources ? new URL('./tsx-worker.mjs', import.meta.url).href : entry.href,
    workerData: { ...(fromSources ? { entry: entry.href } : {}), ...(o.niceness ? { niceness: o.niceness } : {}) },
    minThreads: 0,
    maxThreads: o.size,
    idleTimeout: o.idleTimeoutMs ?? Infinity,
    maxQueue: o.maxQueue,
    atomics: o.atomics ?? 'sync',
    recordTiming: false,
  });
  return {
    async run<T>(task: Task, transfer: ArrayBuffer[] = []): Promise<T> {
      // Checked here as well: piscina does not apply its maxQueue to tasks carrying an abort signal.
      if (pool.queueSize >= o.maxQueue) throw queueFull();
      try {
        return (await pool.run(task, { transferList: transfer, signal: AbortSignal.timeout(o.timeoutMs) })) as T;
      } catch (error) {
        if (error instanceof Error && error.name === 'AbortError')
          throw new Error(`worker task (${o.module}) timed out after ${o.timeoutMs} ms`, { cause: error });
        if (error instanceof Error && error.message === 'Task queue is at limit') throw queueFull();
        throw error;
      }
    },
  };
}

const queueFull = () => new AppError('rateLimited', { seconds: 1 }, null, { 'Retry-After': '1' });
