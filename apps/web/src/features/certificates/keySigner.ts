import type { Bytes } from './der';
import { Pkcs12Error } from './pbe';

/**
 * Signing with a private key held in memory as PKCS#8 (one opened from a PKCS#12 file), by the
 * algorithm of its certificate. RSA goes through WebCrypto (RSASSA-PKCS1-v1_5 with SHA-256, what the
 * server's sign-in verifies); the key is imported non-extractable and only for this one signature.
 * SM2 has no WebCrypto: `sm2Key.ts` signs with the library, the scalar alive only for the call.
 */
export type Signer = (pkcs8: Bytes, data: Bytes) => Promise<Bytes>;

const rsa: Signer = async (pkcs8, data) => {
  const algorithm = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
  const key = await crypto.subtle.importKey('pkcs8', pkcs8, algorithm, false, ['sign']).catch(() => {
    throw new Pkcs12Error('unsupported', 'RSA key');
  });
  return new Uint8Array(await crypto.subtle.sign(algorithm.name, key, data));
};

// SM2 needs a library the RSA path never loads.
const sm2: Signer = async (pkcs8, data) => {
  const { signSm2WithPkcs8 } = await import('./sm2Key');
  try {
    return signSm2WithPkcs8(pkcs8, data);
  } catch {
    throw new Pkcs12Error('unsupported', 'SM2 key');
  }
};

export const signers: Record<string, Signer | undefined> = { rsa, sm2 };

/** `algorithm` is the certificate's ('rsa', 'sm2', or an OID this console does not know). */
export async function signWithPkcs8(pkcs8: Bytes, algorithm: string, data: Bytes): Promise<Bytes> {
  const signer = signers[algorithm];
  if (!signer) throw new Pkcs12Error('unsupported', algorithm);
  return signer(pkcs8, data);
}

/** The sign-in signature over a server challenge (its UTF-8 bytes), base64 as the login call takes it. */
export async function signChallengeWithPkcs8(pkcs8: Bytes, algorithm: string, challenge: string): Promise<string> {
  const signature = await signWithPkcs8(pkcs8, algorithm, new TextEncoder().encode(challenge));
  return btoa(Array.from(signature, (b) => String.fromCharCode(b)).join(''));
}
