import { type PasskeyOptions, passkeyChallengeValidityMs, passkeyLimit } from '@console/contract';
import { translate } from '@console/phrases';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { assertOldPasswordTriesLeft, countWrongOldPassword } from '../../platform/limits.js';
import { verifyPassword } from '../../platform/password.js';
import { keyedHash } from '../../platform/personal-data.js';
import { type FactorChange, recordFactorChange } from './notices.js';
import * as pq from './passkey-queries.js';
import * as q from './queries.js';
import { useFactorCode } from './verify.js';

/**
 * Passkeys and security keys (WebAuthn, with @simplewebauthn/server): registered under a name with
 * the account password again, used at the second sign-in step, renamed, removed with the password
 * or a current factor code. User verification is required; challenges are stored server-side as
 * keyed hashes, single-use and valid 5 minutes; the relying party is the configured public origin
 * (its host name is the RP ID); a signature counter that does not move forward is refused.
 */

type JsonResponse = { id: string; rawId: string; type: 'public-key'; response: { clientDataJSON: string } };
type Purpose = 'register' | 'signIn' | 'login' | 'operation';

/**
 * The relying party: the console's public origin, and its host name as the RP ID. Browsers refuse an
 * IP address as an RP ID, so a loopback address (a computer testing itself) serves passkeys at
 * `localhost` on the same port.
 */
export function relyingParty(deps: Pick<Deps, 'config'>) {
  const url = new URL(deps.config.publicUrl);
  if (url.hostname === '127.0.0.1' || url.hostname === '[::1]') url.hostname = 'localhost';
  return { rpID: url.hostname, origin: url.origin };
}

const challengeHash = (deps: Pick<Deps, 'config'>, challenge: string) => keyedHash(deps, 'mfa-webauthn', challenge);

/** The challenge a browser's answer signed, read from its client data (undefined when unreadable). */
function challengeOf(response: JsonResponse): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge.length > 0 ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

async function storeChallenge(deps: Pick<Deps, 'db' | 'clock' | 'config'>, userId: string, purpose: Purpose, challenge: string) {
  const now = deps.clock.now();
  await pq.insertChallenge(deps.db, {
    id: newId(now),
    userId,
    purpose,
    hash: challengeHash(deps, challenge),
    now,
    expiresAt: now + passkeyChallengeValidityMs,
  });
}

const transportsOf = (text: string) => (text ? (text.split(',') as AuthenticatorTransportFuture[]) : undefined);

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
export async function startPasskeyRegistration(deps: Deps, { caller }: { caller: UserCaller }): Promise<PasskeyOptions> {
  const userId = caller.user.userId;
  const existing = await pq.listPasskeys(deps.db, userId);
  if (existing.length >= passkeyLimit) throw new AppError('mfaPasskeyLimit');
  const { rpID } = relyingParty(deps);
  const options = await generateRegistrationOptions({
    rpName: translate(caller.lang, 'common.appName'),
    rpID,
    userName: caller.user.userName,
    userID: Uint8Array.from(Buffer.from(userId, 'utf8')),
    timeout: passkeyChallengeValidityMs,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: transportsOf(p.transports) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  });
  await storeChallenge(deps, userId, 'register', options.challenge);
  return options as unknown as PasskeyOptions;
}

/** The browser's answer registers the passkey; the password again proves the person at the keyboard. */
export async function confirmPasskeyRegistration(
  deps: Deps,
  { caller, response, name, password }: { caller: UserCaller; response: JsonResponse; name: string; password: string },
): Promise<void> {
  const userId = caller.user.userId;
  await assertOldPasswordTriesLeft(deps, userId);
  if (!(await verifyPassword(await q.findPasswordHash(deps.db, userId), password)))
    throw await countWrongOldPassword(deps, userId, fieldError('oldPasswordWrong', 'password', caller.lang));
  const challenge = challengeOf(response);
  if (!challenge) throw new AppError('mfaPasskeyWrong');
  const now = deps.clock.now();
  const live = await pq.findLiveChallenge(deps.db, { userId, purpose: 'register', hash: challengeHash(deps, challenge), now });
  if (!live) throw new AppError('mfaPasskeyChallenge');
  const { rpID, origin } = relyingParty(deps);
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
  } catch {
    throw new AppError('mfaPasskeyWrong');
  }
  if (!verified.verified) throw new AppError('mfaPasskeyWrong');
  const { credential } = verified.registrationInfo;
  if (await pq.findPasskeyByCredential(deps.db, credential.id)) throw new AppError('mfaPasskeyWrong');
  await deps.db.transaction().execute(async (trx) => {
    if (!(await pq.useChallenge(trx, live.id, now))) throw new AppError('mfaPasskeyChallenge');
    if ((await pq.listPasskeys(trx, userId)).length >= passkeyLimit) throw new AppError('mfaPasskeyLimit');
    await pq.insertPasskey(trx, {
      id: newId(now),
      userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
      name,
      now,
    });
  });
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
    if (!(await verifyPassword(await q.findPasswordHash(deps.db, userId), password)))
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

/** The second sign-in step's request options when the person has passkeys (a new single-use challenge); undefined otherwise. */
export async function passkeySignInOptions(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  userId: string,
  purpose: 'signIn' | 'operation' = 'signIn',
): Promise<PasskeyOptions | undefined> {
  const passkeys = await pq.listPasskeys(deps.db, userId);
  if (passkeys.length === 0) return undefined;
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps).rpID,
    allowCredentials: passkeys.map((p) => ({ id: p.credential_id, transports: transportsOf(p.transports) })),
    userVerification: 'required',
    timeout: passkeyChallengeValidityMs,
  });
  await storeChallenge(deps, userId, purpose, options.challenge);
  return options as unknown as PasskeyOptions;
}

/** Why a passkey's assertion was refused: each its own message; the caller counts it like a wrong password. */
export type PasskeyRefusal = 'mfaPasskeyWrong' | 'mfaPasskeyNotThisAccount' | 'mfaPasskeyCounter' | 'mfaPasskeyChallenge';

/**
 * A passkey's assertion at the second sign-in step: the person's own credential, over a live
 * sign-in challenge of theirs (then spent), user-verified, signed by its key, with a counter ahead
 * of the stored one (then stored). `'passkey'`, or why it was refused.
 */
export async function usePasskeyAssertion(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  userId: string,
  response: JsonResponse,
  purpose: 'signIn' | 'operation' = 'signIn',
): Promise<'passkey' | { refused: PasskeyRefusal }> {
  // A challenge is bound to its purpose: a sign-in's never proves an operation, nor the reverse.
  const checked = await checkAssertion(deps, { userId, purpose }, response);
  return 'refused' in checked ? checked : 'passkey';
}

/** Request options for signing in with a passkey instead of the password: any account's (discoverable) passkey, a new single-use challenge. */
export async function passwordlessOptions(deps: Pick<Deps, 'db' | 'clock' | 'config'>): Promise<PasskeyOptions> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps).rpID,
    userVerification: 'required',
    timeout: passkeyChallengeValidityMs,
  });
  // Not anyone's yet: the challenge is kept under no account until an assertion names its passkey.
  await storeChallenge(deps, '', 'login', options.challenge);
  return options as unknown as PasskeyOptions;
}

/**
 * A passkey's assertion instead of the password: the account it belongs to (its challenge spent, its
 * counter stored), with the passkey's owner also when refused (to count the failure), or why.
 */
export async function usePasswordlessAssertion(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  response: JsonResponse,
): Promise<{ userId: string } | { refused: PasskeyRefusal; userId?: string }> {
  return checkAssertion(deps, { userId: null, purpose: 'login' }, response);
}

async function checkAssertion(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  expected: { userId: string | null; purpose: Purpose },
  response: JsonResponse,
): Promise<{ userId: string } | { refused: PasskeyRefusal; userId?: string }> {
  const challenge = challengeOf(response);
  if (!challenge) return { refused: 'mfaPasskeyWrong' };
  const passkey = await pq.findPasskeyByCredential(deps.db, response.id);
  if (!passkey) return { refused: 'mfaPasskeyWrong' };
  const userId = expected.userId ?? passkey.user_id;
  const refused = (why: PasskeyRefusal) => ({ refused: why, userId });
  if (passkey.user_id !== userId) return refused('mfaPasskeyNotThisAccount');
  const now = deps.clock.now();
  const live = await pq.findLiveChallenge(deps.db, {
    userId: expected.userId ?? '',
    purpose: expected.purpose,
    hash: challengeHash(deps, challenge),
    now,
  });
  if (!live) return refused('mfaPasskeyChallenge');
  const stored = Number(passkey.counter);
  const { rpID, origin } = relyingParty(deps);
  let newCounter: number;
  try {
    const verified = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      // The counter is compared below, so that a counter gone back has its own refusal.
      credential: { id: passkey.credential_id, publicKey: Buffer.from(passkey.public_key, 'base64url'), counter: 0 },
    });
    if (!verified.verified) return refused('mfaPasskeyWrong');
    newCounter = verified.authenticationInfo.newCounter;
  } catch {
    return refused('mfaPasskeyWrong');
  }
  // Authenticators that keep no counter answer 0 every time; any other must move forward.
  if ((newCounter > 0 || stored > 0) && newCounter <= stored) return refused('mfaPasskeyCounter');
  if (!(await pq.useChallenge(deps.db, live.id, now))) return refused('mfaPasskeyChallenge');
  if (!(await pq.advancePasskeyCounter(deps.db, { id: passkey.id, from: stored, to: newCounter, now })))
    return refused('mfaPasskeyCounter');
  return { userId };
}
