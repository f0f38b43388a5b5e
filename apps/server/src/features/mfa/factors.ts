import { type MfaStatus, type RecoveryCodes, type TotpSetup, operationProofMs } from '@console/contract';
import { translate } from '@console/phrases';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { assertOldPasswordTriesLeft, countWrongOldPassword } from '../../platform/sign-in-limits.js';
import { verifyPassword } from '../../platform/password.js';
import { accountRecordOf } from '../account/index.js';
import { type FactorChange, recordFactorChange } from './notices.js';
import * as pq from './passkey-queries.js';
import * as q from './queries.js';
import { isRequiredByEnterprise } from './sign-in-step.js';
import { newTotpKey, otpauthUri, matchTotp } from './totp.js';
import { issueRecoveryCodes, openKey, useFactorCode } from './verify.js';

/**
 * The security center's second factors: an authenticator app set up and confirmed by its first
 * code, recovery codes, sign-in protection. Every change after set-up needs a current factor
 * code; wrong ones count toward the same lock as a wrong current password from a session.
 */

const record = (deps: Deps, caller: UserCaller, change: FactorChange) =>
  recordFactorChange(deps, {
    userId: caller.user.userId,
    userName: caller.user.userName,
    change,
    ip: caller.ip,
    device: caller.userAgent,
    lang: caller.lang,
    log: caller.log,
  });

export async function readMfaStatus(deps: Deps, { caller }: { caller: UserCaller }): Promise<MfaStatus> {
  const userId = caller.user.userId;
  const totp = await q.findTotp(deps.db, userId);
  const since = totp?.confirmed_at ?? null;
  const passkeys = await pq.listPasskeys(deps.db, userId);
  const hasFactor = since !== null || passkeys.length > 0;
  return {
    totpSince: since === null ? null : Number(since),
    recoveryCodesLeft: since === null ? 0 : await q.countRecoveryCodesLeft(deps.db, userId),
    signInProtected: hasFactor && (await q.isSignInProtected(deps.db, userId)),
    setUpRequired: !hasFactor && (await isRequiredByEnterprise(deps, userId)),
    passkeys: passkeys.map((p) => ({
      id: p.id,
      name: p.name,
      createdAt: Number(p.created_at),
      lastUsedAt: p.last_used_at === null ? null : Number(p.last_used_at),
    })),
  };
}

export async function startTotpSetup(deps: Deps, { caller }: { caller: UserCaller }): Promise<TotpSetup> {
  const userId = caller.user.userId;
  const existing = await q.findTotp(deps.db, userId);
  if (existing?.confirmed_at != null) throw new AppError('mfaAlreadySet');
  const key = newTotpKey();
  await deps.db
    .transaction()
    .execute((trx) => q.storePendingTotp(trx, { userId, keyCipher: deps.cipher.encrypt(key), now: deps.clock.now() }));
  return { key, uri: otpauthUri({ issuer: translate(caller.lang, 'common.appName'), account: caller.user.userName, key }) };
}

/**
 * The first code confirms the app, and the account password again proves that the person at the
 * keyboard owns the account (not someone at a session left open); a wrong password counts like a
 * wrong current password anywhere.
 */
export async function confirmTotpSetup(
  deps: Deps,
  { caller, code, password }: { caller: UserCaller; code: string; password: string },
): Promise<RecoveryCodes> {
  const userId = caller.user.userId;
  await assertOldPasswordTriesLeft(deps, userId);
  if (!(await verifyPassword(await (await accountRecordOf(deps, { userId }))?.password_hash, password)))
    throw await countWrongOldPassword(deps, userId, fieldError('oldPasswordWrong', 'password', caller.lang));
  const pending = await q.findTotp(deps.db, userId);
  if (!pending) throw new AppError('mfaSetupMissing');
  if (pending.confirmed_at !== null) throw new AppError('mfaAlreadySet');
  const now = deps.clock.now();
  const step = matchTotp({ key: openKey(deps, pending.key_cipher), code, nowMs: now, lastStep: null });
  if (step === undefined) throw await countWrongOldPassword(deps, userId, fieldError('mfaCodeWrong', 'code', caller.lang));
  const recoveryCodes = await deps.db.transaction().execute(async (trx) => {
    if (!(await q.confirmTotp(trx, { userId, step, now }))) throw new AppError('mfaAlreadySet');
    return issueRecoveryCodes(deps, trx, userId);
  });
  await record(deps, caller, 'totpAdded');
  return { recoveryCodes };
}

/** A current factor code of a signed-in person, or the refusal counted like a wrong current password. */
async function proveFactor(deps: Deps, caller: UserCaller, code: string): Promise<void> {
  const userId = caller.user.userId;
  await assertOldPasswordTriesLeft(deps, userId);
  const totp = await q.findTotp(deps.db, userId);
  if (totp?.confirmed_at == null) throw new AppError('mfaNotSet');
  if (!(await useFactorCode(deps, userId, code)))
    throw await countWrongOldPassword(deps, userId, fieldError('mfaCodeWrong', 'code', caller.lang));
}

export async function removeTotp(deps: Deps, { caller, code }: { caller: UserCaller; code: string }): Promise<void> {
  await proveFactor(deps, caller, code);
  await deps.db.transaction().execute(async (trx) => {
    // With passkeys left, sign-in protection and trusted browsers stay: they still have a factor.
    const passkeysLeft = await pq.hasPasskey(trx, caller.user.userId);
    await q.deleteFactors(trx, caller.user.userId, { keepSettings: passkeysLeft });
    if (!passkeysLeft) await q.revokeTrustedDevicesOf(trx, caller.user.userId, deps.clock.now());
  });
  await record(deps, caller, 'totpRemoved');
}

export async function renewRecoveryCodes(deps: Deps, { caller, code }: { caller: UserCaller; code: string }): Promise<RecoveryCodes> {
  await proveFactor(deps, caller, code);
  const recoveryCodes = await deps.db.transaction().execute((trx) => issueRecoveryCodes(deps, trx, caller.user.userId));
  await record(deps, caller, 'recoveryRenewed');
  return { recoveryCodes };
}

/**
 * Sign-in protection on or off, with a current factor code (so a session left open cannot turn it
 * off). An account with passkeys and no app has no code: it switches under the session's fresh
 * operation proof instead ([decision 36](docs/decisions/0036-operation-protection.md)), which the
 * console asks for with the passkey first; without one, `operationProtectionRequired`.
 */
export async function setSignInProtection(
  deps: Deps,
  { caller, enabled, code }: { caller: UserCaller; enabled: boolean; code?: string | undefined },
): Promise<void> {
  const userId = caller.user.userId;
  const hasApp = (await q.findTotp(deps.db, userId))?.confirmed_at != null;
  if (!hasApp && (await pq.hasPasskey(deps.db, userId))) {
    const provenAt = caller.user.operationProvenAt;
    const now = deps.clock.now();
    if (provenAt === null || now - provenAt >= operationProofMs || provenAt > now) throw new AppError('operationProtectionRequired');
  } else {
    // Not counted toward the lock: no code at all is a form left empty, not a guess.
    if (code === undefined) throw fieldError('mfaCodeWrong', 'code', caller.lang);
    await proveFactor(deps, caller, code);
  }
  await q.setSignInProtected(deps.db, { userId, enabled, now: deps.clock.now() });
  await record(deps, caller, enabled ? 'protectionOn' : 'protectionOff');
}
