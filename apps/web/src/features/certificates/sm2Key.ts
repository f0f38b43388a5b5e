import { sm2 } from 'sm-crypto-v2';
import { type Bytes, base64, children, hex, octetsOf, oidText, pem, readAll, seq, tlv } from './der';

/**
 * An SM2 key pair made in this browser (GB/T 32918, signatures SM2 with SM3 and the default user id
 * 1234567812345678, GM/T 0009/0010). WebCrypto holds no SM2 key, so the library (sm-crypto-v2, on
 * @noble/curves) does the arithmetic, and the private scalar is kept in IndexedDB only encrypted
 * (AES-256-GCM) under a non-extractable WebCrypto key stored beside it: script in this browser can
 * use it through `crypto.subtle.decrypt`, but the raw scalar is never stored, and it is decrypted
 * for one signature at a time. This module is loaded only when an SM2 browser key is made or used.
 */
export interface Sm2KeptKey {
  algorithm: 'sm2';
  /** Uncompressed public point 04‖x‖y, hex. */
  publicKey: string;
  /** The 32-byte scalar, AES-GCM encrypted with the public point as additional data. */
  wrapped: ArrayBuffer;
  iv: Uint8Array<ArrayBuffer>;
  wrappingKey: CryptoKey;
}

export const sm2DefaultUserId = '1234567812345678';

const bits = (b: Uint8Array) => tlv(0x03, new Uint8Array([0]), b);
const unhex = (h: string) => new Uint8Array((h.match(/../g) ?? []).map((v) => parseInt(v, 16)));

// DER OIDs: 1.2.840.10045.2.1 ecPublicKey, 1.2.156.10197.1.301 the SM2 curve, 1.2.156.10197.1.501
// SM2 with SM3 (no parameters, GM/T 0010), 2.5.4.3 commonName.
const ecPublicKey = new Uint8Array([0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01]);
const sm2Curve = new Uint8Array([0x06, 0x08, 0x2a, 0x81, 0x1c, 0xcf, 0x55, 0x01, 0x82, 0x2d]);
const sm2WithSm3 = new Uint8Array([0x06, 0x08, 0x2a, 0x81, 0x1c, 0xcf, 0x55, 0x01, 0x83, 0x75]);
const commonNameOid = new Uint8Array([0x06, 0x03, 0x55, 0x04, 0x03]);

const spkiOf = (publicKey: string) => seq(seq(ecPublicKey, sm2Curve), bits(unhex(publicKey)));

/** SM2-with-SM3 signature (Z of the default user id and the public key, then SM3), DER (r, s). */
function sign(scalar: string, publicKey: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  return unhex(sm2.doSignature(data, scalar, { hash: true, der: true, publicKey, userId: sm2DefaultUserId }));
}

/** Decrypts the scalar for one use; the plain bytes are overwritten once `signer` returns. */
async function withScalar<T>(kept: Sm2KeptKey, signer: (scalar: string) => T): Promise<T> {
  const plain = new Uint8Array(
    await crypto.subtle.decrypt({ name: 'AES-GCM', iv: kept.iv, additionalData: unhex(kept.publicKey) }, kept.wrappingKey, kept.wrapped),
  );
  try {
    return signer(hex(plain));
  } finally {
    plain.fill(0);
  }
}

/** A new SM2 pair: the kept (encrypted) form for IndexedDB and a PKCS#10 request signed by it. */
export async function newSm2Key(): Promise<{ keys: Sm2KeptKey; csr: string }> {
  const pair = sm2.generateKeyPairHex();
  const scalar = unhex(pair.privateKey);
  const wrappingKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const wrapped = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: unhex(pair.publicKey) }, wrappingKey, scalar);
  scalar.fill(0);
  const keys: Sm2KeptKey = { algorithm: 'sm2', publicKey: pair.publicKey, wrapped, iv, wrappingKey };
  // The server takes the subject from the real-name record; the request's own name is a placeholder.
  const subject = seq(tlv(0x31, seq(commonNameOid, tlv(0x0c, new TextEncoder().encode('browser key')))));
  const info = seq(new Uint8Array([0x02, 0x01, 0x00]), subject, spkiOf(pair.publicKey), new Uint8Array([0xa0, 0x00]));
  const signature = await withScalar(keys, (d) => sign(d, pair.publicKey, info));
  return { keys, csr: pem('CERTIFICATE REQUEST', seq(info, seq(sm2WithSm3), bits(signature))) };
}

/** The kept key's SM2 signature over a sign-in challenge (its UTF-8 bytes), DER, base64. */
export async function signSm2Challenge(kept: Sm2KeptKey, challenge: string): Promise<string> {
  return withScalar(kept, (d) => base64(sign(d, kept.publicKey, new TextEncoder().encode(challenge))));
}

/**
 * The key as PKCS#8 DER (RFC 5915 ECPrivateKey on the SM2 curve, with its public key), for putting
 * into a PKCS#12 file when the certificate is issued. The caller owns the bytes and should wipe them.
 */
export async function sm2Pkcs8(kept: Sm2KeptKey): Promise<Uint8Array<ArrayBuffer>> {
  return withScalar(kept, (d) => {
    const scalar = unhex(d);
    const ecPrivateKey = seq(new Uint8Array([0x02, 0x01, 0x01]), tlv(0x04, scalar), tlv(0xa1, bits(unhex(kept.publicKey))));
    scalar.fill(0);
    return seq(new Uint8Array([0x02, 0x01, 0x00]), seq(ecPublicKey, sm2Curve), tlv(0x04, ecPrivateKey));
  });
}

/**
 * SM2 signature with a key opened from a PKCS#12 file (PKCS#8 holding an RFC 5915 ECPrivateKey on
 * the SM2 curve): the scalar lives only in this call; the public key is the file's, else derived.
 */
export function signSm2WithPkcs8(pkcs8: Bytes, data: Bytes): Bytes {
  const [, algorithmId, privateKey] = children(readAll(pkcs8));
  const [keyOid, curveOid] = children(algorithmId!);
  if (oidText(keyOid) !== '1.2.840.10045.2.1' || oidText(curveOid) !== '1.2.156.10197.1.301') throw new Error('not an SM2 key');
  const ecKey = children(readAll(octetsOf(privateKey)));
  const scalar = hex(octetsOf(ecKey[1]));
  const tagged = ecKey.find((n) => n.tag === 0xa1);
  const publicKey = tagged ? hex(children(tagged)[0]!.content.subarray(1)) : sm2.getPublicKeyFromPrivateKey(scalar);
  return sign(scalar, publicKey, data);
}
