import { createPrivateKey, sign } from 'node:crypto';
import type { KeyAlgorithm } from './keystore.js';
import { sm2Sign } from './sm2.js';

/**
 * The key store's signing thread (keystore.ts): the private key arrives opened (PKCS#8 DER), is
 * parsed once for the signatures asked of it together (concurrent callers of one key), used for
 * them here, and is not kept — parsing a key and the signatures' arithmetic stay off the event loop.
 */
export interface SignTask {
  algorithm: KeyAlgorithm;
  pkcs8: Uint8Array;
  data: Uint8Array[];
}

export default function signWith(task: SignTask): Uint8Array[] {
  const key = createPrivateKey({
    key: Buffer.from(task.pkcs8.buffer, task.pkcs8.byteOffset, task.pkcs8.byteLength),
    format: 'der',
    type: 'pkcs8',
  });
  task.pkcs8.fill(0);
  return task.data.map((bytes) => {
    const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // A copy of its own: a pooled Buffer would carry its whole slab back to the main thread.
    return new Uint8Array(task.algorithm === 'rsa2048' ? sign('sha256', data, key) : sm2Sign(key, data));
  });
}
