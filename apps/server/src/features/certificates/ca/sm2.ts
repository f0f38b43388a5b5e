import { type KeyObject, createPublicKey } from 'node:crypto';
import { sm2 } from 'sm-crypto-v2';
import { children, readBits, readOne } from './der.js';

/**
 * SM2 signatures (GB/T 32918.2, GM/T 0003) with SM3 and the default user id 1234567812345678.
 * Node's OpenSSL generates SM2 keys and hashes SM3, but its `sign` over an SM2 key is plain ECDSA
 * (no Z value), which `openssl verify` rejects; so the signature equation comes from sm-crypto-v2
 * (on @noble/curves: projective points and a precomputed base table, ~1 ms a signature where plain
 * affine BigInt arithmetic took 20–120 ms on the event loop), the same library the console signs with.
 */
const sm2DefaultUserId = '1234567812345678';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** The uncompressed public point 04‖x‖y of an SPKI, in hex. */
function publicPointHex(spki: Buffer): string {
  const point = readBits(children(readOne(spki))[1]!);
  if (point.length !== 65 || point[0] !== 4) throw new Error('not an uncompressed SM2 point');
  return hex(point);
}

/** The private scalar of an SM2 key (PKCS#8 → ECPrivateKey's privateKey), in hex. */
function scalarHex(key: KeyObject): string {
  const pkcs8 = key.export({ type: 'pkcs8', format: 'der' });
  const ecPrivateKey = readOne(children(readOne(pkcs8))[2]!.content);
  return hex(children(ecPrivateKey)[1]!.content).padStart(64, '0');
}

/** A DER SEQUENCE { r, s } over SM3(Z ‖ data). */
export function sm2Sign(key: KeyObject, data: Buffer): Buffer {
  const publicKey = publicPointHex(createPublicKey(key).export({ type: 'spki', format: 'der' }));
  const signature = sm2.doSignature(data, scalarHex(key), { der: true, hash: true, publicKey, userId: sm2DefaultUserId });
  return Buffer.from(signature, 'hex');
}

/** Checks a DER (r, s) SM2 signature over `data` with the SPKI's key; false for anything malformed. */
export function sm2Verify(spki: Buffer, data: Buffer, signature: Buffer): boolean {
  try {
    const [r, s] = children(readOne(signature));
    if (!r || !s || r.tag !== 2 || s.tag !== 2) return false;
    return sm2.doVerifySignature(data, signature.toString('hex'), publicPointHex(spki), {
      der: true,
      hash: true,
      userId: sm2DefaultUserId,
    });
  } catch {
    return false;
  }
}
