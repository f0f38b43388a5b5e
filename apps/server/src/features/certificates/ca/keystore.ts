import os from 'node:os';
import type { KeyStoreKeyRow } from '../../../db/schema.js';
import type { Deps } from '../../../platform/context.js';
import { batchWhileInFlight } from '../../../db/in-flight-batches.js';
import { newId } from '../../../platform/ids.js';
import { createWorkerPool } from '../../../platform/worker-pool.js';
import { keyPool } from './key-pool.js';
import type { SignTask } from './key-worker.js';
import { insertKey, keyRow } from './keystore-queries.js';

/**
 * Signatures are made in worker threads (key-worker.ts): parsing the PKCS#8 key and the signature
 * itself took ~1–2 ms of the event loop per signature (more than half of a `sign/digest`
 * call's main-thread time), during which no other request moved. One thread per core beyond the first.
 */
const signingPool = createWorkerPool<SignTask>({
  module: 'key-worker',
  beside: import.meta.url,
  size: Math.max(1, Math.min(4, os.availableParallelism() - 1)),
  // A batch of up to 32 signatures takes milliseconds; half a minute means the thread is stuck.
  timeoutMs: 30_000,
  // Signatures of one key already go together (signTogether); this many batches waiting is overload.
  maxQueue: 256,
});

/** The key algorithms of §3's enumeration: 0 RSA-2048 (signs SHA-256), 1 SM2 (signs SM3 with the default user id). */
export type KeyAlgorithm = 'rsa2048' | 'sm2';

/**
 * Where private keys live. Everything that signs with a CA's, a TSA's or a platform-held subscriber's
 * key goes through this interface and never sees the key itself: it is what a PKCS#11 / HSM adapter
 * implements (generate = C_GenerateKeyPair, publicKey = C_GetAttributeValue, sign = C_Sign with
 * CKM_SHA256_RSA_PKCS or the SM2-with-SM3 mechanism). Key ids are opaque strings owned by the store.
 */
export interface KeyStore {
  generate(options: { algorithm: KeyAlgorithm; label: string }): Promise<{ keyId: string; publicKey: Buffer }>;
  /** SubjectPublicKeyInfo, DER. */
  publicKey(keyId: string): Promise<Buffer>;
  algorithm(keyId: string): Promise<KeyAlgorithm>;
  /** The signature value over `data` (hashing included): PKCS#1 v1.5 SHA-256, or SM2/SM3 (DER r,s). */
  sign(keyId: string, data: Buffer): Promise<Buffer>;
}

/**
 * The local store: key pairs generated here, the private key (PKCS#8 DER) sealed with the field
 * cipher (AES-256-GCM, `platform/crypto.ts`) in `key_store_keys`; opened only for the moment of a
 * signature. `readAlready`: a key's row the caller read in this request together with its
 * certificate (one query instead of two on a signature's path), used instead of reading it again.
 */
export function localKeyStore(deps: Pick<Deps, 'db' | 'cipher' | 'clock'>, readAlready?: KeyStoreKeyRow | null): KeyStore {
  const row = (keyId: string) => keyRowOf(deps, keyId, readAlready);
  return {
    async generate({ algorithm, label }) {
      // Taken from the pairs generated ahead (key-pool.ts, decision 43), else generated now — both on
      // libuv's thread pool, not the event loop: an RSA key takes ~150 ms of CPU.
      const { publicKey, privateKey } = await keyPool.take(algorithm);
      const keyId = newId(deps.clock.now());
      await insertKey(deps.db, {
        id: keyId,
        algorithm,
        label,
        public_key: publicKey.toString('base64'),
        sealed_private_key: deps.cipher.encrypt(privateKey.toString('base64')),
        created_at: deps.clock.now(),
      });
      return { keyId, publicKey };
    },
    async publicKey(keyId) {
      return Buffer.from((await row(keyId)).public_key, 'base64');
    },
    async algorithm(keyId) {
      return (await row(keyId)).algorithm as KeyAlgorithm;
    },
    async sign(keyId, data) {
      return signTogether(deps.db, keyId, { deps, readAlready, data });
    },
  };
}

/**
 * A key's row, for a signer that signs with one key over and over (the TSA) and hands it back as
 * `readAlready`: rows are never rewritten (a key is inserted once), so a copy held stays true.
 */
export const heldKeyRowOf = (deps: Pick<Deps, 'db'>, keyId: string): Promise<KeyStoreKeyRow> => keyRowOf(deps, keyId);

async function keyRowOf(deps: Pick<Deps, 'db'>, keyId: string, readAlready?: KeyStoreKeyRow | null): Promise<KeyStoreKeyRow> {
  if (readAlready?.id === keyId) return readAlready;
  const found = await keyRow(deps.db, keyId);
  if (!found) throw new Error(`key ${keyId} is not in the key store`);
  return found;
}

interface SignRequest {
  deps: Pick<Deps, 'db' | 'cipher'>;
  readAlready?: KeyStoreKeyRow | null;
  data: Buffer;
}

/**
 * Signatures of one key asked for while one of its signatures is being made go together as the
 * next task: the key is read, unsealed and parsed once for all of them (parsing an RSA
 * PKCS#8 key costs more than the signature; an enterprise's server signs with one key at once).
 * A lone signature goes at once, as before.
 */
const signTogether = batchWhileInFlight<SignRequest, Buffer>({
  maxBatch: 32,
  run: async (_db, keyId, requests) => {
    const found = await keyRowOf(requests[0]!.deps, keyId, requests.find((r) => r.readAlready?.id === keyId)?.readAlready);
    const opened = Buffer.from(requests[0]!.deps.cipher.decrypt(found.sealed_private_key), 'base64');
    // Copies of their own, handed over (a pooled Buffer would send its whole 8 KiB slab along);
    // the opened key is wiped here and lives on only in the worker, for these signatures.
    const task: SignTask = {
      algorithm: found.algorithm as KeyAlgorithm,
      pkcs8: new Uint8Array(opened),
      data: requests.map((r) => new Uint8Array(r.data)),
    };
    opened.fill(0);
    const signatures = await signingPool.run<Uint8Array[]>(task, [
      task.pkcs8.buffer as ArrayBuffer,
      ...task.data.map((d) => d.buffer as ArrayBuffer),
    ]);
    return signatures.map((s) => Buffer.from(s.buffer, s.byteOffset, s.byteLength));
  },
});
