import type { PasskeyOptions } from '@console/contract';
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
import { useFactorCode } from './verify.js';
import { type JsonResponse, registerPasskeyFor, registrationOptionsFor } from './webauthn.js';

/**
 * A person's passkeys and security keys (WebAuthn, the checks in `webauthn.ts`): registered under a
 * name with the account password again, used at the second sign-in step, renamed, removed with the
 * password or a current factor code.
 */

export {
  type PasskeyRefusal,
  passkeySignInOptions,
  passwordlessOptions,
  relyingParty,
  usePasskeyAssertion,
  usePasswordlessAssertion,
} from './webauthn.js';

const record = (deps: Deps, caller: UserCaller, change: FactorChange, name: string) =>
  recordFactorChange(deps, {
    userId: caller.user.userId,
    userName: caller.user.userName,
    change,
    name,
    ip: caller.ip,
    device: caller.userAgent,
    lang: caller.lang,
    log: caller.log,
  });

/** Creation options for a new passkey of the signed-in person (their other passkeys excluded). */
export function startPasskeyRegistration(deps: Deps, { caller }: { caller: UserCaller }): Promise<PasskeyOptions> {
  return registrationOptionsFor(deps, {
    holder: { kind: 'user', id: caller.user.userId },
    userName: caller.user.userName,
    rpName: translate(caller.lang, 'common.appName'),
  });
}

/** The browser's answer registers the passkey; the password again proves the person at the keyboard. */
export async function confirmPasskeyRegistration(
  deps: Deps,
  { caller, response, name, password }: { caller: UserCaller; response: JsonResponse; name: string; password: string },
): Promise<void> {
  const userId = caller.user.userId;
  await assertOldPasswordTriesLeft(deps, userId);
  if (!(await verifyPassword(await (await accountRecordOf(deps, { userId }))?.password_hash, password)))
    throw await countWrongOldPassword(deps, userId, fieldError('oldPasswordWrong', 'password', caller.lang));
  await registerPasskeyFor(deps, { holder: { kind: 'user', id: userId }, response, name });
  await record(deps, caller, 'passkeyAdded', name);
}

export async function renamePasskey(deps: Deps, { caller, id, name }: { caller: UserCaller; id: string; name: string }): Promise<void> {
  if (!(await pq.renamePasskey(deps.db, { userId: caller.user.userId, id, name }))) throw new AppError('notFound');
  await record(deps, caller, 'passkeyRenamed', name);
}

/**
 * Removes a passkey with the password again or a current factor code (wrong ones count like a wrong
 * current password). The last factor gone, sign-in protection and trusted browsers go too.
 */
export async function removePasskey(
  deps: Deps,
  { caller, id, password, code }: { caller: UserCaller; id: string; password?: string; code?: string },
): Promise<void> {
  const userId = caller.user.userId;
  await assertOldPasswordTriesLeft(deps, userId);
  if (password !== undefined) {
    if (!(await verifyPassword(await (await accountRecordOf(deps, { userId }))?.password_hash, password)))
      throw await countWrongOldPassword(deps, userId, fieldError('oldPasswordWrong', 'password', caller.lang));
  } else if (!(await useFactorCode(deps, userId, code ?? '')))
    throw await countWrongOldPassword(deps, userId, fieldError('mfaCodeWrong', 'code', caller.lang));
  const passkey = await pq.findPasskeyOf(deps.db, userId, id);
  if (!passkey) throw new AppError('notFound');
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await pq.deletePasskey(trx, { userId, id }))) throw new AppError('notFound');
    const totp = await q.findTotp(trx, userId);
    if (totp?.confirmed_at == null && !(await pq.hasPasskey(trx, userId))) {
      await q.deleteFactors(trx, userId);
      await q.revokeTrustedDevicesOf(trx, userId, now);
    }
  });
  await record(deps, caller, 'passkeyRemoved', passkey.name);
}
