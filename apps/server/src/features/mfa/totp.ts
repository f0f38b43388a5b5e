import { createHmac, randomBytes } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP) with node:crypto's HMAC, as
 * authenticator apps compute them: HMAC-SHA1 of the 30-second step counter, dynamically truncated
 * to 6 digits. Keys travel as RFC 4648 base32 (what the apps read from the QR code or type in).
 */

export const totpStepSeconds = 30;
export const totpDigits = 6;

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new 160-bit key (RFC 4226 recommends the HMAC's own output size), base32. */
export function newTotpKey(): string {
  return base32Encode(randomBytes(20));
}

/** The 30-second step a moment falls in. */
export const totpStep = (nowMs: number): number => Math.floor(nowMs / 1000 / totpStepSeconds);

/** The code of one step (HOTP with the step as counter). */
export function totpAt(key: Buffer, step: number, digits = totpDigits, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1'): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac(algorithm, key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return binary.toString().padStart(digits, '0');
}

/**
 * The step whose code `code` is, looking one step either side of now (a phone's clock a little off,
 * a code typed as it turned), and only at steps after `lastStep`: a code once accepted, and any
 * older one, never works again. Undefined when none matches.
 */
export function matchTotp(input: { key: Buffer; code: string; nowMs: number; lastStep: number | null }): number | undefined {
  const now = totpStep(input.nowMs);
  for (const step of [now - 1, now, now + 1]) {
    if (input.lastStep !== null && step <= input.lastStep) continue;
    if (totpAt(input.key, step) === input.code) return step;
  }
  return undefined;
}

/** The otpauth:// URI the QR code carries (Google Authenticator's key-uri format). */
export function otpauthUri(input: { issuer: string; account: string; key: string }): string {
  const label = `${encodeURIComponent(input.issuer)}:${encodeURIComponent(input.account)}`;
  const params = new URLSearchParams({
    secret: input.key,
    issuer: input.issuer,
    algorithm: 'SHA1',
    digits: String(totpDigits),
    period: String(totpStepSeconds),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
