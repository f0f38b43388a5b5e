import { base64, pem, seq, tlv } from './der';
import type { Sm2KeptKey } from './sm2Key';

/**
 * A key pair made in this browser for a certificate: WebCrypto RSA-2048 (SM2: `sm2Key.ts`), the
 * private key kept non-extractable in IndexedDB under the certificate's serial for signing later
 * (sign-in by certificate); its PKCS#8 exists only in memory while the person may download a PKCS#12
 * file. Only a PKCS#10 request — the public key signed by the private one — is sent to the server,
 * which takes the subject from the real-name record, never from the request.
 */
const algorithm = { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' };

// 2.5.4.3 commonName and 1.2.840.113549.1.1.11 sha256WithRSAEncryption, DER-encoded.
const commonNameOid = new Uint8Array([0x06, 0x03, 0x55, 0x04, 0x03]);
const sha256WithRsa = new Uint8Array([0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b, 0x05, 0x00]);

/** What IndexedDB keeps under a serial: a WebCrypto RSA pair, or an SM2 key (`sm2Key.ts`). */
export type KeptKey = CryptoKeyPair | Sm2KeptKey;

const isSm2 = (keys: KeptKey): keys is Sm2KeptKey => 'algorithm' in keys && keys.algorithm === 'sm2';

export interface BrowserKey {
  keys: KeptKey;
  csr: string;
  /** The private key's PKCS#8, in memory for the PKCS#12 download offered once; never stored. */
  pkcs8: Uint8Array<ArrayBuffer>;
}

/**
 * A new browser key of the certificate's algorithm (0 RSA-2048, 1 SM2) and its request. An RSA pair
 * is generated extractable only to export its PKCS#8 once; what is kept (`keys`) holds a
 * non-extractable re-import of the private key, so nothing read from IndexedDB later can export it.
 */
export async function newBrowserKey(certificateAlgorithm: 0 | 1 = 0): Promise<BrowserKey> {
  if (certificateAlgorithm === 1) {
    // SM2 needs a library the RSA path and the login page never load.
    const sm2 = await import('./sm2Key');
    const made = await sm2.newSm2Key();
    return { ...made, pkcs8: await sm2.sm2Pkcs8(made.keys) };
  }
  const made = (await crypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as CryptoKeyPair;
  const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', made.privateKey));
  const privateKey = await crypto.subtle.importKey('pkcs8', pkcs8, algorithm, false, ['sign']);
  const keys = { publicKey: made.publicKey, privateKey };
  return { keys, csr: await requestOf(keys), pkcs8 };
}

async function requestOf(keys: CryptoKeyPair): Promise<string> {
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey));
  const subject = seq(tlv(0x31, seq(commonNameOid, tlv(0x0c, new TextEncoder().encode('browser key')))));
  const info = seq(new Uint8Array([0x02, 0x01, 0x00]), subject, spki, new Uint8Array([0xa0, 0x00]));
  const signature = new Uint8Array(await crypto.subtle.sign(algorithm.name, keys.privateKey, info));
  const csr = seq(info, seq(sha256WithRsa), tlv(0x03, new Uint8Array([0]), signature));
  return pem('CERTIFICATE REQUEST', csr);
}

function openStore(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('esign-certificates', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('keys');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

/** Keeps the key pair under the certificate's serial (CryptoKeys are stored as they are, still non-extractable). */
export async function keepBrowserKey(serial: string, keys: KeptKey): Promise<void> {
  const db = await openStore();
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction('keys', 'readwrite');
    tx.objectStore('keys').put(keys, serial);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
  });
  db.close();
}

/** The key pair kept for a serial in this browser, if any. */
export async function browserKeyOf(serial: string): Promise<KeptKey | undefined> {
  const db = await openStore();
  const keys = await new Promise<KeptKey | undefined>((resolve, reject) => {
    const request = db.transaction('keys').objectStore('keys').get(serial);
    request.onsuccess = () => resolve(request.result as KeptKey | undefined);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
  });
  db.close();
  return keys;
}

/** The kept keys' serials with their algorithms (the sign-in page tells RSA and SM2 apart). */
export async function keptKeys(): Promise<{ serial: string; algorithm: 'rsa' | 'sm2' }[]> {
  const db = await openStore();
  const kept = await new Promise<{ serial: string; algorithm: 'rsa' | 'sm2' }[]>((resolve, reject) => {
    const found: { serial: string; algorithm: 'rsa' | 'sm2' }[] = [];
    const request = db.transaction('keys').objectStore('keys').openCursor();
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return resolve(found);
      found.push({ serial: String(cursor.key), algorithm: isSm2(cursor.value as KeptKey) ? 'sm2' : 'rsa' });
      cursor.continue();
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
  });
  db.close();
  return kept;
}

/** The kept key's signature over a sign-in challenge (RSASSA-PKCS1-v1_5 with SHA-256, or SM2 with SM3), base64. */
export async function signChallenge(serial: string, challenge: string): Promise<string> {
  const keys = await browserKeyOf(serial);
  if (!keys) throw new Error(`no key kept for ${serial}`);
  if (isSm2(keys)) return (await import('./sm2Key')).signSm2Challenge(keys, challenge);
  const signature = new Uint8Array(await crypto.subtle.sign(algorithm.name, keys.privateKey, new TextEncoder().encode(challenge)));
  return base64(signature);
}
