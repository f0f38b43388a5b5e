import { generateKeyPair } from 'node:crypto';
import type { KeyAlgorithm } from './keystore.js';

/** A key pair as the key store seals and stores it: SubjectPublicKeyInfo and PKCS#8, DER. */
export interface KeyPair {
  publicKey: Buffer;
  privateKey: Buffer;
}

/** Background generations at once: the rest of libuv's four threads stay free for files, scrypt and zlib. */
const refillingAtOnce = 2;

/**
 * Key pairs generated ahead, per algorithm, held only in this process's memory (decision 43): a
 * fresh RSA-2048 key costs ~150 ms of CPU, and every signing act of a sign flow needs one for its
 * event certificate. Taking one answers at once when one is ready; then the pool refills itself in
 * the background to its target, at most two generations at a time, on libuv's thread pool
 * (`generateKeyPair`, never the `Sync` form). An empty pool generates the taker's key the same way,
 * so a taker never waits longer than without a pool. A restart loses the unused pairs: they were
 * never stored, sealed or handed to anyone. A pair is handed out once.
 */
export function createKeyPool(o: { target: number; generate?: (algorithm: KeyAlgorithm) => Promise<KeyPair> }) {
  const make = o.generate ?? newKeyPair;
  let target = o.target;
  const ready = new Map<KeyAlgorithm, KeyPair[]>();
  const refilling = new Map<KeyAlgorithm, number>();
  const readyOf = (algorithm: KeyAlgorithm) => ready.get(algorithm) ?? ready.set(algorithm, []).get(algorithm)!;

  function refill(algorithm: KeyAlgorithm): void {
    const pairs = readyOf(algorithm);
    const running = refilling.get(algorithm) ?? 0;
    if (running >= refillingAtOnce || pairs.length + running >= target) return;
    refilling.set(algorithm, running + 1);
    make(algorithm).then(
      (pair) => {
        refilling.set(algorithm, (refilling.get(algorithm) ?? 1) - 1);
        if (pairs.length < target) pairs.push(pair);
        else pair.privateKey.fill(0);
        refill(algorithm);
      },
      // A failed generation is not retried in a loop; the next take tries again (and generates its own).
      () => refilling.set(algorithm, (refilling.get(algorithm) ?? 1) - 1),
    );
    refill(algorithm);
  }

  return {
    /** A new key pair of `algorithm`, never handed out before: a ready one at once, else generated now. */
    async take(algorithm: KeyAlgorithm): Promise<KeyPair> {
      const pair = readyOf(algorithm).shift();
      refill(algorithm);
      return pair ?? make(algorithm);
    },
    /** Starts filling `algorithm`'s pairs to the target (at server start, so the first signers find them ready). */
    warm(algorithm: KeyAlgorithm): void {
      refill(algorithm);
    },
    /** Pairs held ahead per algorithm; 0 generates every key when asked. Extra ready pairs are dropped. */
    setTarget(size: number): void {
      target = size;
      for (const pairs of ready.values()) pairs.splice(size).forEach((p) => p.privateKey.fill(0));
    },
    ready: (algorithm: KeyAlgorithm) => readyOf(algorithm).length,
  };
}

export function newKeyPair(algorithm: KeyAlgorithm): Promise<KeyPair> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, publicKey: Buffer, privateKey: Buffer) =>
      error ? reject(error) : resolve({ publicKey, privateKey });
    const publicKeyEncoding = { type: 'spki', format: 'der' } as const;
    const privateKeyEncoding = { type: 'pkcs8', format: 'der' } as const;
    if (algorithm === 'rsa2048')
      generateKeyPair('rsa', { modulusLength: 2048, publicExponent: 0x10001, publicKeyEncoding, privateKeyEncoding }, done);
    else generateKeyPair('ec', { namedCurve: 'SM2', publicKeyEncoding, privateKeyEncoding }, done);
  });
}

/** The process's pool, used by the local key store's `generate`; its target is set from KEY_POOL_SIZE at start. */
export const keyPool = createKeyPool({ target: 8 });
