import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyStoreOf } from '../../src/features/certificates/index.js';
import { type TestApp, startTestApp } from '../support/harness.js';
import { openssl } from './support.js';

/**
 * Key pairs are generated off the event loop: while one is made, the loop keeps turning (other
 * requests are served). Counted in loop turns, not time.
 */
describe('key generation', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No pairs held ahead: the process's pool may hold some another file's takes left (one worker runs
    // file after file), and a ready pair answers without a turn of the loop.
    t = await startTestApp('sqlite', { KEY_POOL_SIZE: '0' });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['rsa2048', 'sm2'] as const)('lets the event loop turn while a %s key is made, and the key is sound', async (algorithm) => {
    let done = false;
    let turns = 0;
    const spin = () => {
      if (done) return;
      turns++;
      setImmediate(spin);
    };
    setImmediate(spin);
    const made = keyStoreOf(t.app.deps).generate({ algorithm, label: `loop-${algorithm}` });
    const { keyId, publicKey } = await made;
    done = true;
    expect(turns).toBeGreaterThan(0);
    const der = openssl({ 'key.der': publicKey }, ['pkey', '-pubin', '-inform', 'DER', '-in', 'key.der', '-noout', '-text']);
    expect(der.ok, der.out).toBe(true);
    expect(der.out).toContain(algorithm === 'rsa2048' ? '2048 bit' : 'SM2');
    const signature = await keyStoreOf(t.app.deps).sign(keyId, Buffer.from('hello'));
    expect(signature.length).toBeGreaterThan(0);
  });
});
