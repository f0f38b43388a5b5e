import os from 'node:os';
import { applyPoolNiceness, kernelThreadId } from '../../src/platform/thread-priority.js';

/** A worker for worker-pool.test.ts: each task names what the thread does, as a real worker might. */
export type PoolTask =
  { op: 'sum'; bytes: Uint8Array } | { op: 'spin'; ms: number } | { op: 'throw'; message: string } | { op: 'exit' } | { op: 'priority' };

// As the PDF pool's worker does: a niced pool's thread lowers itself when it starts.
applyPoolNiceness();

export default function perform(task: PoolTask): number {
  if (task.op === 'priority') return os.getPriority(kernelThreadId() ?? 0);
  if (task.op === 'sum') return task.bytes.reduce((a, b) => a + b, 0);
  if (task.op === 'spin') {
    // Holds the thread as a stuck parse or signature would.
    const until = Date.now() + task.ms;
    while (Date.now() < until);
    return task.ms;
  }
  if (task.op === 'throw') throw new Error(task.message);
  process.exit(3);
}
