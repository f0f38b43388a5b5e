import { KeyTable } from './key-table.js';
import type { HitResult, MemoryLimiter } from './limiter.js';

/** The clean-up's time buckets: a key waits in the bucket of the second its last window ends. */
const bucketMs = 1000;
/** Ended keys dropped per hit at most, so no single hit pays for a crowd ending in the same second. */
const sweepPerHit = 8;
/** Hit times kept beside the key; a key with more inside its window keeps them in an array. */
const inline = 4;

/**
 * Keys live in a `KeyTable` (ids, exact bytes, no object per key) and their hit times in typed
 * arrays by id, so at a million keys the garbage collector walks nothing per key: only keys holding
 * more than four hits in their window (few: a window's budget is small, or the key is a counter of
 * one source) keep an array. Each key waits in one time bucket, that of the moment its newest hit
 * leaves its window (a later hit lists it in a later bucket, and the earlier listing is skipped); a
 * hit looks only at the oldest due buckets (a min-heap of their times) and at most `sweepPerHit`
 * listings there. Each hit adds at most one key and drops up to eight, so ended keys never pile up.
 * A held key is never dropped before its window ends, whatever the count of keys: a limiter that
 * forgot a live key would let its hits through again.
 */
export function createMemoryLimiter(): MemoryLimiter {
  const keys = new KeyTable();
  let capacity = 0;
  /** Per id: hits inside the window, their times (or `spilled`), the widest window, the bucket (0 = free). */
  let counts = new Int32Array(0);
  let times = new Float64Array(0);
  let windows = new Float64Array(0);
  let waits = new Float64Array(0);
  const spilled = new Map<number, number[]>();
  const fit = () => {
    if (capacity === keys.capacity) return;
    capacity = keys.capacity;
    const wider = <T extends Int32Array | Float64Array>(old: T, make: (n: number) => T, n: number): T => {
      const next = make(n);
      next.set(old);
      return next;
    };
    counts = wider(counts, (n) => new Int32Array(n), capacity);
    times = wider(times, (n) => new Float64Array(n), capacity * inline);
    windows = wider(windows, (n) => new Float64Array(n), capacity);
    waits = wider(waits, (n) => new Float64Array(n), capacity);
  };
  fit();
  // A key is listed in the bucket it was placed in; one moved on by a later hit, or dropped, is skipped there.
  const buckets = new Map<number, number[]>();
  const due: number[] = [];
  let cursor = 0;
  let swept = 0;

  const timeAt = (id: number, i: number) => (counts[id]! > inline ? spilled.get(id)![i]! : times[id * inline + i]!);
  /** Drops the key's hits that left `windowMs` by `now`; returns how many remain. */
  const live = (id: number, windowMs: number, now: number): number => {
    const count = counts[id]!;
    const edge = now - windowMs;
    if (count === 0 || timeAt(id, 0) > edge) return count;
    let kept: number[];
    if (count > inline) {
      kept = spilled.get(id)!.filter((t) => t > edge);
      if (kept.length > inline) {
        spilled.set(id, kept);
        return (counts[id] = kept.length);
      }
      spilled.delete(id);
    } else {
      kept = [];
      for (let i = 0; i < count; i++) if (times[id * inline + i]! > edge) kept.push(times[id * inline + i]!);
    }
    for (let i = 0; i < kept.length; i++) times[id * inline + i] = kept[i]!;
    return (counts[id] = kept.length);
  };
  const record = (id: number, now: number) => {
    const count = counts[id]!;
    if (count < inline) times[id * inline + count] = now;
    else if (count > inline) spilled.get(id)!.push(now);
    else spilled.set(id, [...times.subarray(id * inline, id * inline + inline), now]);
    counts[id] = count + 1;
  };
  const drop = (id: number) => {
    if (counts[id]! > inline) spilled.delete(id);
    counts[id] = 0;
    waits[id] = 0;
    keys.remove(id);
  };
  const place = (id: number, bucket: number) => {
    const listed = buckets.get(bucket);
    if (listed) listed.push(id);
    else {
      buckets.set(bucket, [id]);
      heapPush(due, bucket);
    }
  };
  const sweep = (now: number) => {
    let budget = sweepPerHit;
    while (budget > 0 && due.length && due[0]! * bucketMs <= now) {
      const bucket = due[0]!;
      const listed = buckets.get(bucket)!;
      while (budget > 0 && cursor < listed.length) {
        const id = listed[cursor++]!;
        budget--;
        swept++;
        // Whichever key holds the id now, it waits in this bucket only if its last window has ended.
        if (waits[id] === bucket) drop(id);
      }
      if (cursor < listed.length) return;
      cursor = 0;
      buckets.delete(heapPop(due)!);
    }
  };

  const limiter: MemoryLimiter = {
    async hit(key, limit, windowMs, now) {
      sweep(now);
      let id = keys.locate(key);
      const count = id < 0 ? 0 : live(id, windowMs, now);
      if (id >= 0 && count >= limit) return { allowed: false, count, retryAfterMs: timeAt(id, count - limit) + windowMs - now };
      if (id < 0) {
        id = keys.add();
        fit();
        windows[id] = windowMs;
      }
      record(id, now);
      windows[id] = Math.max(windowMs, windows[id]!);
      const bucket = Math.ceil((now + windows[id]!) / bucketMs);
      if (bucket > waits[id]!) {
        waits[id] = bucket;
        place(id, bucket);
      }
      return { allowed: true, count: counts[id]!, retryAfterMs: 0 };
    },
    async hitInTurn(hits, now) {
      const answer: HitResult[] = [];
      for (const { key, limit, windowMs } of hits) {
        const result = await limiter.hit(key, limit, windowMs, now);
        answer.push(result);
        if (!result.allowed) break;
      }
      return answer;
    },
    async peek(key, windowMs, now) {
      const id = keys.locate(key);
      return id < 0 ? 0 : live(id, windowMs, now);
    },
    async reset(key) {
      const id = keys.locate(key);
      if (id >= 0) drop(id);
    },
    async close() {
      keys.clear();
      spilled.clear();
      buckets.clear();
      due.length = 0;
      cursor = 0;
      capacity = 0;
      counts = new Int32Array(0);
      times = new Float64Array(0);
      windows = new Float64Array(0);
      waits = new Float64Array(0);
      fit();
    },
    size: () => keys.size,
    sweptKeys: () => swept,
  };
  return limiter;
}

function heapPush(heap: number[], value: number): void {
  let i = heap.push(value) - 1;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (heap[parent]! <= value) break;
    heap[i] = heap[parent]!;
    i = parent;
  }
  heap[i] = value;
}

function heapPop(heap: number[]): number | undefined {
  const top = heap[0];
  const last = heap.pop()!;
  if (heap.length === 0) return top;
  let i = 0;
  for (;;) {
    const left = 2 * i + 1;
    if (left >= heap.length) break;
    const child = left + 1 < heap.length && heap[left + 1]! < heap[left]! ? left + 1 : left;
    if (heap[child]! >= last) break;
    heap[i] = heap[child]!;
    i = child;
  }
  heap[i] = last;
  return top;
}
