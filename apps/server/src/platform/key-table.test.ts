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
