import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/platform/errors.js';
import { createWorkerPool } from '../../src/platform/worker-pool.js';
import type { PoolTask } from './pool-worker.js';

/**
 * The worker pool (platform/worker-pool.ts, piscina) as the key store and the spreadsheet code use it:
 * answers, a worker's error, a dead worker replaced, a task past its time aborted, and a full queue
 * refused with 429 while the tasks already taken still finish.
 */
const poolOf = (o: { size: number; timeoutMs: number; maxQueue: number; niceness?: number }) =>
  createWorkerPool<PoolTask>({ module: 'pool-worker', beside: import.meta.url, ...o });

describe('the worker pool', () => {
  it('answers tasks, with buffers handed over rather than copied', async () => {
    const pool = poolOf({ size: 2, timeoutMs: 20_000, maxQueue: 8 });
    const bytes = new Uint8Array([1, 2, 3, 250]);
    const sums = await Promise.all([
      pool.run<number>({ op: 'sum', bytes }, [bytes.buffer]),
      pool.run<number>({ op: 'sum', bytes: new Uint8Array([7]) }),
    ]);
    expect(sums).toEqual([256, 7]);
    // Transferred: the buffer now belongs to the worker.
    expect(bytes.byteLength).toBe(0);
  });

  it("fails a task with its worker's error, and replaces a worker that died", async () => {
    const pool = poolOf({ size: 1, timeoutMs: 20_000, maxQueue: 8 });
    await expect(pool.run({ op: 'throw', message: 'not a workbook' })).rejects.toThrow('not a workbook');
    await expect(pool.run({ op: 'exit' })).rejects.toThrow();
    expect(await pool.run<number>({ op: 'sum', bytes: new Uint8Array([4, 5]) })).toBe(9);
  });

  it('aborts a task that runs past its time, and the pool goes on answering', async () => {
    const pool = poolOf({ size: 1, timeoutMs: 3_000, maxQueue: 8 });
    // Start the thread first, so the time measured is the task's, not the thread's start.
    expect(await pool.run<number>({ op: 'sum', bytes: new Uint8Array([1]) })).toBe(1);
    await expect(pool.run({ op: 'spin', ms: 60_000 })).rejects.toThrow(/timed out after 3000 ms/);
    expect(await pool.run<number>({ op: 'sum', bytes: new Uint8Array([2, 3]) })).toBe(5);
  });

  it('refuses a task past the bounded queue with 429, and finishes the ones it took', async () => {
    const pool = poolOf({ size: 1, timeoutMs: 20_000, maxQueue: 2 });
    expect(await pool.run<number>({ op: 'sum', bytes: new Uint8Array([1]) })).toBe(1);
    const taken = [
      pool.run<number>({ op: 'spin', ms: 300 }),
      pool.run<number>({ op: 'spin', ms: 1 }),
      pool.run<number>({ op: 'spin', ms: 2 }),
    ];
    const refused = await pool.run({ op: 'spin', ms: 1 }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ key: 'rateLimited', status: 429, headers: { 'Retry-After': '1' } });
    expect(await Promise.all(taken)).toEqual([300, 1, 2]);
  });

  // Linux schedules each thread by its own nice value; elsewhere the pool leaves priorities alone.
  it.runIf(process.platform === 'linux')("runs a background pool's thread niced, leaving the event loop's priority as it was", async () => {
    const before = os.getPriority();
    const background = poolOf({ size: 1, timeoutMs: 20_000, maxQueue: 8, niceness: 10 });
    const plain = poolOf({ size: 1, timeoutMs: 20_000, maxQueue: 8 });
    expect(await background.run<number>({ op: 'priority' })).toBe(Math.min(19, before + 10));
    expect(await plain.run<number>({ op: 'priority' })).toBe(before);
    expect(os.getPriority()).toBe(before);
  });
});
