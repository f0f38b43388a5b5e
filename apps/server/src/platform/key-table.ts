import { randomBytes } from 'node:crypto';

const initialCapacity = 1024;

/**
 * A set of string keys, each given a small integer id, held in typed arrays only: no heap object per
 * key, so the garbage collector has nothing to walk however many keys are held (a Map of a million
 * keys made the collector mark a million strings and their entries on every full collection).
 *
 * Identity is exact: the key's bytes are kept in an arena and compared on every hash match, so two
 * keys whose hashes collide are two entries, never one shared counter. The hash only picks where to
 * look; it is seeded per process so that keys crafted to collide cost their sender probes, never a
 * wrong answer. Ids stay fixed while a key is held (a removed key's id is reused later).
 *
 * Use: `locate(key)` gives the id or -1; after -1, `add()` inserts that same key (the table keeps the
 * key it last located, encoded, so it is hashed once per call).
 */
export class KeyTable {
  /** Open addressing with linear probing, two int32 per slot: the key's hash, then id + 1 (0 = empty). */
  private slots = new Int32Array(0);
  private mask = 0;
  /** Per id: the key's hash and where its bytes sit in the arena (length -1: the id is free). */
  private hashes = new Int32Array(0);
  private offsets = new Int32Array(0);
  private lengths = new Int32Array(0);
  /** Ids freed by `remove`, reused first; ids from `nextId` up were never handed out. */
  private freeIds = new Int32Array(0);
  private freeCount = 0;
  private nextId = 0;
  /** Key bytes, appended; a removed key's bytes become garbage until the arena is compacted. */
  private arena = new Uint8Array(0);
  private arenaEnd = 0;
  private arenaLive = 0;
  /** The key last located: its bytes, length, hash, and the empty slot where it would go. */
  private scratch = new Uint8Array(256);
  private scratchLength = 0;
  private scratchHash = 0;
  private vacant = 0;
  private readonly seed = randomBytes(4).readInt32LE(0);
  /** Keys held. */
  size = 0;
  /** Ids available before the table grows; the caller's per-id arrays follow it. */
  capacity = 0;

  /** Tests narrow the hash to a few bits, so that keys sharing one are the rule, not the exception. */
  private readonly hashMask: number;

  constructor(options: { hashBits?: number } = {}) {
    this.hashMask = options.hashBits === undefined ? -1 : (1 << options.hashBits) - 1;
    this.clear();
  }

  clear(): void {
    this.capacity = initialCapacity;
    this.slots = new Int32Array(4 * initialCapacity);
    this.mask = 2 * initialCapacity - 1;
    this.hashes = new Int32Array(initialCapacity);
    this.offsets = new Int32Array(initialCapacity);
    this.lengths = new Int32Array(initialCapacity);
    this.freeIds = new Int32Array(initialCapacity);
    this.freeCount = 0;
    this.nextId = 0;
    this.arena = new Uint8Array(32 * initialCapacity);
    this.arenaEnd = 0;
    this.arenaLive = 0;
    this.size = 0;
  }

  /** The key's id, or -1 when it is not held (then `add()` inserts it). */
  locate(key: string): number {
    this.encode(key);
    const hash = this.scratchHash;
    const slots = this.slots;
    for (let i = hash & this.mask; ; i = (i + 1) & this.mask) {
      const held = slots[2 * i + 1]!;
      if (held === 0) {
        this.vacant = i;
        return -1;
      }
      if (slots[2 * i] === hash && this.holdsScratch(held - 1)) return held - 1;
    }
  }

  /** Inserts the key the last `locate` did not find; returns its id. */
  add(): number {
    if (this.size >= this.capacity) this.grow();
    const length = this.scratchLength;
    if (this.arenaEnd + length > this.arena.length) this.compact(length);
    const id = this.freeCount > 0 ? this.freeIds[--this.freeCount]! : this.nextId++;
    copy(this.scratch, 0, this.arena, this.arenaEnd, length);
    this.offsets[id] = this.arenaEnd;
    this.lengths[id] = length;
    this.arenaEnd += length;
    this.arenaLive += length;
    this.hashes[id] = this.scratchHash;
    this.slots[2 * this.vacant] = this.scratchHash;
    this.slots[2 * this.vacant + 1] = id + 1;
    this.size++;
    return id;
  }

  remove(id: number): void {
    const slots = this.slots;
    const mask = this.mask;
    let i = this.hashes[id]! & mask;
    while (slots[2 * i + 1] !== id + 1) i = (i + 1) & mask;
    // Backward shift: pull later keys of the same run into the hole, so no tombstones pile up.
    for (let j = (i + 1) & mask; slots[2 * j + 1] !== 0; j = (j + 1) & mask) {
      const home = slots[2 * j]! & mask;
      // The key at j may move to i only if its home is not inside (i, j], cyclically.
      if (i <= j ? home > i && home <= j : home > i || home <= j) continue;
      slots[2 * i] = slots[2 * j]!;
      slots[2 * i + 1] = slots[2 * j + 1]!;
      i = j;
    }
    slots[2 * i] = 0;
    slots[2 * i + 1] = 0;
    this.arenaLive -= this.lengths[id]!;
    this.lengths[id] = -1;
    this.freeIds[this.freeCount++] = id;
    this.size--;
  }

  /**
   * ASCII keys (all of today's) are stored as their bytes; any other key as a 0xff mark and its UTF-16
   * code units, so two different strings never encode alike (UTF-8 would merge lone surrogates).
   */
  private encode(key: string): void {
    const n = key.length;
    if (this.scratch.length < 2 * n + 1) this.scratch = new Uint8Array(4 * n + 1);
    const bytes = this.scratch;
    let h = this.seed;
    for (let i = 0; i < n; i++) {
      const c = key.charCodeAt(i);
      if (c >= 0x80) return this.encodeWide(key);
      bytes[i] = c;
      h = Math.imul(h ^ c, 0x01000193);
    }
    this.scratchLength = n;
    this.scratchHash = finish(h) & this.hashMask;
  }

  private encodeWide(key: string): void {
    const bytes = this.scratch;
    bytes[0] = 0xff;
    let h = Math.imul(this.seed ^ 0xff, 0x01000193);
    for (let i = 0; i < key.length; i++) {
      const c = key.charCodeAt(i);
      bytes[2 * i + 1] = c >>> 8;
      bytes[2 * i + 2] = c & 0xff;
      h = Math.imul(Math.imul(h ^ (c >>> 8), 0x01000193) ^ (c & 0xff), 0x01000193);
    }
    this.scratchLength = 2 * key.length + 1;
    this.scratchHash = finish(h) & this.hashMask;
  }

  private holdsScratch(id: number): boolean {
    const length = this.scratchLength;
    if (this.lengths[id] !== length) return false;
    const arena = this.arena;
    const bytes = this.scratch;
    const offset = this.offsets[id]!;
    for (let i = 0; i < length; i++) if (arena[offset + i] !== bytes[i]) return false;
    return true;
  }

  /** Twice the ids and a table twice as large (kept at most half full, so probe runs stay short). */
  private grow(): void {
    const capacity = 2 * this.capacity;
    const widen = (old: Int32Array): Int32Array<ArrayBuffer> => {
      const next = new Int32Array(capacity);
      next.set(old);
      return next;
    };
    this.hashes = widen(this.hashes);
    this.offsets = widen(this.offsets);
    this.lengths = widen(this.lengths);
    this.freeIds = widen(this.freeIds);
    const old = this.slots;
    const slots = new Int32Array(4 * capacity);
    const mask = 2 * capacity - 1;
    for (let s = 0; s < old.length; s += 2) {
      if (old[s + 1] === 0) continue;
      let i = old[s]! & mask;
      while (slots[2 * i + 1] !== 0) i = (i + 1) & mask;
      slots[2 * i] = old[s]!;
      slots[2 * i + 1] = old[s + 1]!;
    }
    this.slots = slots;
    this.mask = mask;
    this.capacity = capacity;
    // The key being added has a new vacant slot in the new table.
    let i = this.scratchHash & mask;
    while (slots[2 * i + 1] !== 0) i = (i + 1) & mask;
    this.vacant = i;
  }

  /**
   * Copies the held keys' bytes into a fresh arena at least twice their size, so the next compaction
   * is as many appended bytes away as this one copied: constant work per key, amortized.
   */
  private compact(incoming: number): void {
    let size = this.arena.length;
    // Also at least 16 bytes an id, so walking the table here is paid for by the appends before the next.
    while (size < 2 * (this.arenaLive + incoming) || size < 16 * this.capacity) size *= 2;
    const arena = new Uint8Array(size);
    const old = this.arena;
    let end = 0;
    // By id, not by slot: ids are handed out in arrival order, as the bytes were appended, so this
    // reads the arrays front to back instead of missing the caches once a key.
    for (let id = 0; id < this.nextId; id++) {
      const length = this.lengths[id]!;
      if (length < 0) continue;
      const offset = this.offsets[id]!;
      copy(old, offset, arena, end, length);
      this.offsets[id] = end;
      end += length;
    }
    this.arena = arena;
    this.arenaEnd = end;
  }
}

/** Keys are short: a loop beats making a subarray object per key for `set`. */
function copy(from: Uint8Array, at: number, to: Uint8Array, into: number, length: number): void {
  for (let i = 0; i < length; i++) to[into + i] = from[at + i]!;
}

/** Spreads FNV's low bits (the table picks a slot by them). */
function finish(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}
