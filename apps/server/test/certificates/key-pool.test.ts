import { describe, expect, it } from 'vitest';
import { type KeyPair, createKeyPool, newKeyPair } from '../../src/features/certificates/ca/key-pool.js';
import { openssl } from './support.js';

/** A generator under the test's control: each call waits until the test lets it finish. */
function controlled() {
  const waiting: ((pair: KeyPair) => void)[] = [];
  let made = 0;
  return {
    generate: () =>
      new Promise<KeyPair>((resolve) => {
        const n = made++;
        waiting.push(() => resolve({ publicKey: Buffer.from(`public ${n}`), privateKey: Buffer.from(`private ${n}`) }));
      }),
    /** Finishes every generation started so far and lets their callbacks run. */
    async finish() {
      while (waiting.length) waiting.shift()!({} as KeyPair);
      for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
    },
    started: () => made,
  };
}

describe('key pool (event certificates keys generated ahead)', () => {
  it('fills to its target two at a time, hands each pair out once, and refills after a take', async () => {
    const g = controlled();
    const pool = createKeyPool({ target: 3, generate: g.generate });
    pool.warm('rsa2048');
    expect(g.started()).toBe(2);
    await g.finish();
    await g.finish();
    expect(pool.ready('rsa2048')).toBe(3);
    expect(g.started()).toBe(3);

    const taken = await Promise.all([pool.take('rsa2048'), pool.take('rsa2048'), pool.take('rsa2048')]);
    expect(new Set(taken.map((p) => p.publicKey.toString())).size).toBe(3);
    // Taking started the refill at once (at most two generating), none of them awaited by the takers.
    expect(pool.ready('rsa2048')).toBe(0);
    expect(g.started()).toBe(5);
    await g.finish();
    await g.finish();
    expect(pool.ready('rsa2048')).toBe(3);
    const next = await pool.take('rsa2048');
    expect(taken.map((p) => p.publicKey.toString())).not.toContain(next.publicKey.toString());
  });

  it('generates the taker its own pair when none is ready, and with target 0 holds none ahead', async () => {
    const g = controlled();
    const pool = createKeyPool({ target: 0, generate: g.generate });
    const taking = pool.take('sm2');
    expect(g.started()).toBe(1);
    await g.finish();
    expect((await taking).publicKey.toString()).toBe('public 0');
    expect(pool.ready('sm2')).toBe(0);
    expect(g.started()).toBe(1);
  });

  it('drops ready pairs over a lowered target', async () => {
    const g = controlled();
    const pool = createKeyPool({ target: 2, generate: g.generate });
    pool.warm('rsa2048');
    await g.finish();
    expect(pool.ready('rsa2048')).toBe(2);
    pool.setTarget(1);
    expect(pool.ready('rsa2048')).toBe(1);
  });

  it('makes real RSA-2048 pairs whose keys openssl reads, all different', async () => {
    const pool = createKeyPool({ target: 2 });
    const pairs = [await pool.take('rsa2048'), await pool.take('rsa2048'), await pool.take('rsa2048')];
    expect(new Set(pairs.map((p) => p.publicKey.toString('hex'))).size).toBe(3);
    const read = openssl({ 'key.der': pairs[2]!.privateKey }, ['pkey', '-inform', 'DER', '-in', 'key.der', '-noout', '-text']);
    expect(read.ok, read.out).toBe(true);
    expect(read.out).toContain('2048 bit');
    const direct = await newKeyPair('sm2');
    expect(direct.publicKey.length).toBeGreaterThan(0);
  });
});
