import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of the exact body: what the gateway puts in X-Signature (README, "Payment gateway"). */
export const signNotification = (body: string | Buffer, secret: string): string => createHmac('sha256', secret).update(body).digest('hex');

export function verifySignature(body: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signNotification(body, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
