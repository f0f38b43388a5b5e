import fs from 'node:fs';
import os from 'node:os';
import { isMainThread, workerData } from 'node:worker_threads';

/**
 * A pool thread's scheduling priority (worker-pool.ts's `niceness`): a pool doing background work (a
 * bulk send's drawing) on a two-core machine takes a core the console's requests also need; a niced
 * thread still uses an idle core fully but yields it to the event loop and the database first.
 * Linux schedules threads one by one, so the pool's thread alone is lowered; elsewhere every thread
 * of a process shares one priority, which must stay the console's, so nothing changes there.
 */

/** This thread's kernel id on Linux (`/proc/thread-self` → "<pid>/task/<tid>"), else null. */
export function kernelThreadId(): number | null {
  try {
    const match = /task\/(\d+)$/.exec(fs.readlinkSync('/proc/thread-self'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** In a pool's thread: lowers this thread's priority to the pool's `niceness` (worker-pool.ts passes it in workerData). */
export function applyPoolNiceness(): void {
  const niceness = isMainThread ? undefined : (workerData as { niceness?: number } | null | undefined)?.niceness;
  if (!niceness) return;
  const tid = kernelThreadId();
  if (tid === null || tid === process.pid) return;
  try {
    os.setPriority(tid, niceness);
  } catch {
    // A system refusing it leaves the thread at the process's priority: slower for others, still correct.
  }
}
