import { randomBytes } from 'node:crypto';
import { recoveryCodeCount } from '@console/contract';
import type { Db } from '../../db/database.js';
import type { Deps } from '../../platform/context.js';
import { newId } from '../../platform/ids.js';
import { keyedHash } from '../../platform/personal-data.js';
import * as q from './queries.js';
import { base32Decode, base32Encode, matchTotp } from './totp.js';

/** Which factor a code proved. */
export type FactorUsed = 'totp' | 'recovery';

/** A recovery code as typed (any case, with or without its dash) → the form its hash is taken of. */
const normalRecovery = (code: string) => code.replace('-', '').toLowerCase();
const recoveryHash = (deps: Pick<Deps, 'config'>, userId: string, code: string) =>
  keyedHash(deps, 'mfa-recovery', userId, normalRecovery(code));

/** The app's key, unsealed. */
export const openKey = (deps: Pick<Deps, 'cipher'>, keyCipher: string) => base32Decode(deps.cipher.decrypt(keyCipher));

/**
 * Whether `code` is the person's: a current app code (one step either side, newer than the last
 * accepted, which it then becomes) or an unspent recovery code (then spent). Undefined otherwise;
 * the caller counts the failure.
 */
export async function useFactorCode(deps: Pick<Deps, 'db' | 'cipher' | 'config' | 'clock'>, userId: string, code: string) {
  const now = deps.clock.now();
  const totp = await q.findTotp(deps.db, userId);
  if (!totp || totp.confirmed_at === null) return undefined;
  if (/^\d{6}$/.test(code)) {
    const step = matchTotp({
      key: openKey(deps, totp.key_cipher),
      code,
      nowMs: now,
      lastStep: totp.last_step === null ? null : Number(totp.last_step),
    });
    return step !== undefined && (await q.advanceTotpStep(deps.db, userId, step)) ? ('totp' as FactorUsed) : undefined;
  }
  return (await q.useRecoveryCode(deps.db, { userId, hash: recoveryHash(deps, userId, code), now }))
    ? ('recovery' as FactorUsed)
    : undefined;
}

/** Ten new recovery codes (xxxxx-xxxxx, 50 random bits each) replacing any earlier; answered in the clear this once. */
export async function issueRecoveryCodes(deps: Pick<Deps, 'config' | 'clock'>, db: Db, userId: string): Promise<string[]> {
  const now = deps.clock.now();
  const codes = Array.from({ length: recoveryCodeCount }, () => {
    const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
  await q.replaceRecoveryCodes(db, {
    userId,
    rows: codes.map((code) => ({ id: newId(now), hash: recoveryHash(deps, userId, code) })),
    now,
  });
  return codes;
}
