import { type MessagePort, Worker } from 'node:worker_threads';

/**
 * A small fixed pool of worker threads for CPU work that must not hold the event loop
 * (spreadsheets, private-key operations). Tasks queue and go to the first idle
 * worker; a worker that dies fails its task and is replaced. `module` names the worker's file beside
 * the caller (`beside`: its import.meta.url): from sources (tests, tsx) the TypeScript file runs
 * through tsx, from the bundle the `.js` file apps/server/build.mjs writes beside main.js. Idle
 * workers never keep the process alive, so a pool needs no stopping.
 */
export interface WorkerPool<Task> {
  /** `transfer`: buffers handed to the worker rather than copied (they are unusable here after). */
  run<T>(task: Task, transfer?: ArrayBuffer[]): Promise<T>;
}

interface Pending<Task> {
  id: number;
  task: Task;
  transfer: ArrayBuffer[];
  resolve(value: unknown): void;
  reject(error: Error): void;
}

export function createWorkerPool<Task>(o: { module: string; beside: string; size: number }): WorkerPool<Task> {
  interface Slot {
    worker: Worker;
    busy: Pending<Task> | null;
  }
  const fromSources = o.beside.endsWith('.ts');
  const entry = new URL(`./${o.module}${fromSources ? '.ts' : '.js'}`, o.beside);
  let slots: Slot[] = [];
  const queue: Pending<Task>[] = [];
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
      if (!slot && slots.length < o.size) {
        slot = spawn();
        slots.push(slot);
      }
      if (!slot) return;
      const pending = queue.shift()!;
      slot.busy = pending;
      // Busy, the worker keeps the process alive until it answers.
      slot.worker.ref();
      slot.worker.postMessage({ id: pending.id, task: pending.task }, pending.transfer);
    }
  }

  return {
    run<T>(task: Task, transfer: ArrayBuffer[] = []) {
      return new Promise<T>((resolve, reject) => {
        queue.push({ id: nextId++, task, transfer, resolve: resolve as (value: unknown) => void, reject });
        dispatch();
      });
    },
  };
}

/** A worker module's side of the pool: one message in, one answer out, matched by id. */
export function serveWorkerTasks<Task>(port: MessagePort | null, perform: (task: Task) => unknown): void {
  port?.on('message', (message: { id: number; task: Task }) => {
    Promise.resolve()
      .then(() => perform(message.task))
      .then(
        (result) => port.postMessage({ id: message.id, result }),
        (error: unknown) => port.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
      );
  });
}
