import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { type SignedParts, canonicalString } from '@console/contract';

/** The open API's signature over the canonical string (contract/openApi/signature.ts says what is signed). */
export function signatureOf(secret: string, parts: SignedParts): string {
  return createHmac('sha256', secret).update(canonicalString(parts)).digest('base64');
}

export const sha256Hex = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** Constant-time comparison of two signatures (Base64 text). */
export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The query string of a URL as name/value pairs, decoded as sent (`+` is a space, as in forms). */
export function queryPairs(url: string): [string, string][] {
  const at = url.indexOf('?');
  return at < 0 ? [] : [...new URLSearchParams(url.slice(at + 1))];
}

export const pathOf = (url: string) => {
  const at = url.indexOf('?');
  return at < 0 ? url : url.slice(0, at);
};
