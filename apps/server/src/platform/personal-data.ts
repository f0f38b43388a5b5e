import { createHmac, hkdfSync } from 'node:crypto';
import type { Config } from '../config.js';
import type { Deps } from './context.js';
import { loadFieldKey } from './crypto.js';

/**
 * Keyed hashes for look-ups of personal data and of short secrets. A phone number or a 6-digit
 * code has too few possibilities for a plain hash (anyone with the table could try them all), so
 * the hash is keyed with a key derived from the field-encryption key, which never sits in the
 * database.
 */
const lookupKeys = new WeakMap<Config, Buffer>();

function lookupKey(config: Config): Buffer {
  let key = lookupKeys.get(config);
  if (!key) {
    const fieldKey = Buffer.from(loadFieldKey(config.fieldEncryptionKey, config.dataDir), 'hex');
    key = Buffer.from(hkdfSync('sha256', fieldKey, Buffer.alloc(0), 'esign-console lookup hash v1', 32));
    lookupKeys.set(config, key);
  }
  return key;
}

export function keyedHash(deps: Pick<Deps, 'config'>, ...parts: string[]): string {
  return createHmac('sha256', lookupKey(deps.config)).update(parts.join('\u0000')).digest('hex');
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function phoneHash(deps: Pick<Deps, 'config'>, phone: string): string {
  return keyedHash(deps, 'phone', phone.trim());
}

export function sealPhone(deps: Pick<Deps, 'cipher'>, phone: string): string {
  return deps.cipher.encrypt(phone.trim());
}

export function openPhone(deps: Pick<Deps, 'cipher'>, sealed: string | null): string | null {
  return sealed ? deps.cipher.decrypt(sealed) : null;
}

// ---- masking: how personal data shows outside an operator's review (screens and log lines) --------
// Enough to recognise one's own, too little to use.

export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** Whatever was typed into a sign-in box: it may be an e-mail, a phone, a name, or a password typed in the wrong box. */
export function maskIdentifier(value: string): string {
  if (value.includes('@')) return maskEmail(value);
  if (/^1\d{10}$/.test(value)) return maskPhone(value);
  return value.length <= 2 ? '***' : `${value[0]}***${value.at(-1)}`;
}

export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return '*';
  return `${'*'.repeat(Math.min(chars.length - 1, 3))}${chars.at(-1)}`;
}

export function maskIdNumber(idNumber: string): string {
  return idNumber.length > 7 ? `${idNumber.slice(0, 3)}${'*'.repeat(idNumber.length - 7)}${idNumber.slice(-4)}` : '****';
}

export function maskBankCard(card: string): string {
  return card.length > 8 ? `${card.slice(0, 4)}${'*'.repeat(card.length - 8)}${card.slice(-4)}` : '****';
}

/** ID numbers are compared by keyed hash: a table never needs them in the clear to find a duplicate. */
export const idNumberHash = (deps: Pick<Deps, 'config'>, idNumber: string) => keyedHash(deps, 'id-number', idNumber.trim().toUpperCase());
