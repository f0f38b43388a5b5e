import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { type SignedParts, canonicalString } from '@console/contract';

/** The redeem call is signed exactly like the open API (contract/openApi/signature.ts), with the trusted system's secret. */
export const signatureOf = (secret: string, parts: SignedParts) =>
  createHmac('sha256', secret).update(canonicalString(parts)).digest('base64');

/** A synchronization token's signature: Base64url HMAC-SHA256 of its Base64url payload. */
export const tokenSignatureOf = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export const sha256Hex = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
