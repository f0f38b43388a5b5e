import type { TotpSetup } from '@console/contract';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { hasAnyFactor } from './sign-in-step.js';
import * as q from './queries.js';
import { matchTotp, newTotpKey, otpauthUri } from './totp.js';
import { issueRecoveryCodes, openKey } from './verify.js';

/**
 * The authenticator app of a holder other than a person: an operator of the back office (every
 * operator must have a factor). `ops` owns the operator, its password and its endpoints and calls
 * these through this capability's index (mfa never imports ops, as it never imports auth). The key
 * and recovery codes live in the same tables under the holder's id (ids are random and unique across
 * people and operators; no query of a person's reaches an operator's row: every one starts from a
 * person's own id or membership).
 */

/** The holder's app (when confirmed) and recovery codes left. */
export async function factorsOf(
  deps: Pick<Deps, 'db'>,
  holderId: string,
): Promise<{ totpSince: number | null; recoveryCodesLeft: number }> {
  const since = (await q.findTotp(deps.db, holderId))?.confirmed_at ?? null;
  return {
    totpSince: since === null ? null : Number(since),
    recoveryCodesLeft: since === null ? 0 : await q.countRecoveryCodesLeft(deps.db, holderId),
  };
}

/** Whether the holder has a second factor (an operator without one is led to set it up). */
export const hasSecondFactor = (deps: Pick<Deps, 'db'>, holderId: string) => hasAnyFactor(deps, holderId);

/** A new key for the holder's app (replacing an unconfirmed one), as base32 and an otpauth:// URI. */
export async function startTotpFor(deps: Deps, input: { holderId: string; issuer: string; account: string }): Promise<TotpSetup> {
  const existing = await q.findTotp(deps.db, input.holderId);
  if (existing?.confirmed_at != null) throw new AppError('mfaAlreadySet');
  const key = newTotpKey();
  await deps.db
    .transaction()
    .execute((trx) => q.storePendingTotp(trx, { userId: input.holderId, keyCipher: deps.cipher.encrypt(key), now: deps.clock.now() }));
  return { key, uri: otpauthUri({ issuer: input.issuer, account: input.account, key }) };
}

/**
 * Confirms the holder's app by its first code: the ten recovery codes (answered once), or undefined
 * for a wrong code (the caller counts it, having checked the holder's password first).
 */
export async function confirmTotpFor(deps: Deps, input: { holderId: string; code: string }): Promise<string[] | undefined> {
  const pending = await q.findTotp(deps.db, input.holderId);
  if (!pending) throw new AppError('mfaSetupMissing');
  if (pending.confirmed_at !== null) throw new AppError('mfaAlreadySet');
  const now = deps.clock.now();
  const step = matchTotp({ key: openKey(deps, pending.key_cipher), code: input.code, nowMs: now, lastStep: null });
  if (step === undefined) return undefined;
  return deps.db.transaction().execute(async (trx) => {
    if (!(await q.confirmTotp(trx, { userId: input.holderId, step, now }))) throw new AppError('mfaAlreadySet');
    return issueRecoveryCodes(deps, trx, input.holderId);
  });
}

/** Removes the holder's app and recovery codes (a lost app; the caller checked the holder's password and logged why). */
export async function removeFactorsFor(deps: Deps, holderId: string): Promise<void> {
  const existing = await q.findTotp(deps.db, holderId);
  if (existing?.confirmed_at == null) throw new AppError('mfaNotSet');
  await deps.db.transaction().execute((trx) => q.deleteFactors(trx, holderId));
}

/** Ten new recovery codes for the holder (after the caller checked a current factor code). */
export function renewRecoveryCodesFor(deps: Deps, holderId: string): Promise<string[]> {
  return deps.db.transaction().execute((trx) => issueRecoveryCodes(deps, trx, holderId));
}
