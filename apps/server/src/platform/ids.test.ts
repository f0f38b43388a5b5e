import { describe, expect, it } from 'vitest';
import { newId } from './ids.js';

const uuidV7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** The 48-bit millisecond timestamp at the front of a UUIDv7. */
const timeOf = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 12), 16);

// newId keeps its last time across calls, so each test works on its own later stretch of time.
let base = Date.now() + 60_000;
const later = () => (base += 60_000);

describe('newId (UUIDv7)', () => {
  it('has the UUID shape with version 7 and the RFC 9562 variant', () => {
    for (let i = 0; i < 100; i++) expect(newId()).toMatch(uuidV7);
  });

  it('carries the creation time in its first 48 bits', () => {
    const now = later();
    expect(timeOf(newId(now))).toBe(now);
  });

  it('is strictly increasing within the same millisecond, past the 12-bit counter', () => {
    const now = later();
    const ids = Array.from({ length: 5000 }, () => newId(now));
    for (const id of ids) expect(id).toMatch(uuidV7);
    for (let i = 1; i < ids.length; i++) expect(ids[i]! > ids[i - 1]!, `${ids[i - 1]} < ${ids[i]}`).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps increasing when the clock steps back', () => {
    const now = later();
    const first = newId(now);
    const second = newId(now - 5_000);
    expect(second > first).toBe(true);
    expect(timeOf(second)).toBeGreaterThanOrEqual(now);
  });

  it('sorts by creation across milliseconds', () => {
    const now = later();
    const ids = [newId(now), newId(now + 1), newId(now + 2)];
    expect([...ids].sort()).toEqual(ids);
  });
});
