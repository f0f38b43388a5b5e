import { describe, expect, it } from 'vitest';
import { KeyTable } from './key-table.js';
import { createMemoryLimiter } from './limiter.js';

describe('the key table', () => {
  it('gives every distinct key its own id through growth, removals and compaction, as a Map would', () => {
    // Hashes narrowed to 6 bits: hundreds of keys share each one, so only the byte comparison keeps
    // them apart, and removals shift long probe runs.
    const table = new KeyTable({ hashBits: 6 });
    const reference = new Map<string, number>();
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
    for (let n = 0; n < 20_000; n++) {
      const key = `k:${(random() >>> 8) % 3000}`;
      const id = table.locate(key);
      expect(id).toBe(reference.get(key) ?? -1);
      if (id < 0) reference.set(key, table.add());
      else if ((random() >>> 8) % 2 === 0) {
        table.remove(id);
        reference.delete(key);
      }
    }
    expect(table.size).toBe(reference.size);
    expect(new Set(reference.values()).size).toBe(reference.size);
    for (const [key, id] of reference) expect(table.locate(key)).toBe(id);
  });

  it('keeps keys apart when every key has the same hash: one probe run thousands long, removals in the middle', () => {
    // hashBits 0: every key has the same hash and home slot, so only the byte comparison tells them
    // apart, and each removal shifts the run; a crafted flood costs probes, never a wrong key.
    const table = new KeyTable({ hashBits: 0 });
    const reference = new Map<string, number>();
    for (let i = 0; i < 2000; i++) {
      expect(table.locate(`same:${i}`)).toBe(-1);
      reference.set(`same:${i}`, table.add());
    }
    for (let i = 0; i < 2000; i += 3) {
      table.remove(reference.get(`same:${i}`)!);
      reference.delete(`same:${i}`);
    }
    for (let i = 0; i < 2000; i++) expect(table.locate(`same:${i}`)).toBe(reference.get(`same:${i}`) ?? -1);
    // New keys after the removals, and every key still found where it was.
    for (let i = 2000; i < 2500; i++) {
      expect(table.locate(`same:${i}`)).toBe(-1);
      reference.set(`same:${i}`, table.add());
    }
    for (const [key, id] of reference) expect(table.locate(key)).toBe(id);
    expect(table.size).toBe(reference.size);
  });

  it('never merges keys that differ only past ASCII (lone surrogates, accents, the empty key)', () => {
    const table = new KeyTable({ hashBits: 1 });
    const keys = ['', 'a', 'a\uD800', 'a\uDC00', 'a\uFFFD', 'é', 'e\u0301', 'ÿ', '\u0000', '\u00ffa'];
    const ids = keys.map((key) => {
      expect(table.locate(key)).toBe(-1);
      return table.add();
    });
    expect(new Set(ids).size).toBe(keys.length);
    keys.forEach((key, i) => expect(table.locate(key)).toBe(ids[i]));
  });
});

describe('the in-memory limiter at capacity', () => {
  it('never evicts a held key: a flood of new keys cannot lift a lockout or replay a nonce', async () => {
    const limiter = createMemoryLimiter();
    for (let i = 0; i < 5; i++) await limiter.hit('signin:victim', 5, 60_000, i);
    expect((await limiter.hit('nonce:spent', 1, 60_000, 10)).allowed).toBe(true);
    // Far past the table's first size, all inside the window: the table grows instead of dropping anyone.
    for (let i = 0; i < 100_000; i++) await limiter.hit(`flood:${i}`, 1, 60_000, 20 + (i >> 12));
    expect(limiter.size()).toBe(100_002);
    expect(await limiter.hit('signin:victim', 5, 60_000, 30_000)).toMatchObject({ allowed: false, count: 5 });
    expect((await limiter.hit('nonce:spent', 1, 60_000, 30_000)).allowed).toBe(false);
  });

  it('drops a key once its window has ended, counts it afresh after, and reuses its room', async () => {
    const limiter = createMemoryLimiter();
    // Five thousand keys a second, each counted for a second: a steady state of about ten thousand held.
    let now = 0;
    let refused = 0;
    for (let second = 0; second < 20; second++)
      for (let i = 0; i < 5000; i++) {
        now = second * 1000 + Math.floor(i / 5);
        if (!(await limiter.hit(`k:${second}:${i}`, 1, 1000, now)).allowed) refused++;
      }
    expect(refused).toBe(0);
    expect(limiter.size()).toBeLessThan(20_000);
    // A key whose window ended long ago is gone: its next hit is its first.
    expect(await limiter.peek('k:0:0', 1000, now)).toBe(0);
    expect(await limiter.hit('k:0:0', 1, 1000, now)).toMatchObject({ allowed: true, count: 1 });
    // One still inside its window is still held.
    expect((await limiter.hit('k:19:4999', 1, 1000, now)).allowed).toBe(false);
  });
});

describe('the in-memory limiter across many keys', () => {
  it('counts each key alone: a neighbour in the table neither spends nor refunds its budget', async () => {
    const limiter = createMemoryLimiter();
    // Thousands of keys sharing probe runs, each given two hits of a budget of three.
    for (let round = 0; round < 2; round++)
      for (let i = 0; i < 5000; i++) expect((await limiter.hit(`victim:${i}`, 3, 60_000, round)).count).toBe(round + 1);
    // Resetting every other key changes nothing for the rest.
    for (let i = 0; i < 5000; i += 2) await limiter.reset(`victim:${i}`);
    for (let i = 0; i < 5000; i++) expect(await limiter.peek(`victim:${i}`, 60_000, 10)).toBe(i % 2 === 0 ? 0 : 2);
    // A key with more hits than fit beside it still counts exactly, and still slides.
    for (let t = 0; t < 20; t++) expect((await limiter.hit('busy', 10, 60_000, t * 1000)).allowed).toBe(t < 10);
    expect(await limiter.peek('busy', 60_000, 60_000 + 4_500)).toBe(5);
  });
});
