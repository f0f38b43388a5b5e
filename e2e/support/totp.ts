import { createHmac } from 'node:crypto';

/**
 * An authenticator app's code for a base32 key, as the apps compute it (RFC 6238: HMAC-SHA1, 30-second
 * steps, 6 digits): what a journey types where a person or an operator would read their phone.
 */
function base32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/\s/g, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

export const stepNow = () => Math.floor(Date.now() / 30_000);

export function appCode(key: string, step = stepNow()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32(key)).update(counter).digest();
  const offset = mac[19]! & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Waits for the next 30-second step, so a new code is not refused as the one just used. */
export async function nextStep(): Promise<void> {
  const wait = 30_000 - (Date.now() % 30_000) + 200;
  await new Promise((resolve) => setTimeout(resolve, wait));
}
