import { type PasskeyOptions, passkeyChallengeValidityMs, passkeyLimit } from '@console/contract';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { keyedHash } from '../../platform/personal-data.js';
import { type HolderKind } from './passkey-queries.js';
import * as pq from './passkey-queries.js';

/**
 * WebAuthn for any kind of account (a person or an operator of the back office), with
 * @simplewebauthn/server: registration and assertion checks over challenges stored server-side as
 * keyed hashes (single-use, 5 minutes, bound to a purpose and to the holder's kind); user
 * verification required; the relying party is the configured public origin; a counter that does not
 * move forward is refused. The callers check passwords and log; this checks the WebAuthn itself.
 */

export type JsonResponse = { id: string; rawId: string; type: 'public-key'; response: { clientDataJSON: string } };
type Purpose = 'register' | 'signIn' | 'login' | 'operation';
/** Whose passkey: the kind of account and its id. */
export type Holder = { kind: HolderKind; id: string };

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

async function storeChallenge(deps: Pick<Deps, 'db' | 'clock' | 'config'>, holder: Holder, purpose: Purpose, challenge: string) {
  const now = deps.clock.now();
  await pq.insertChallenge(deps.db, {
    id: newId(now),
    userId: holder.id,
    holder: holder.kind,
    purpose,
    hash: challengeHash(deps, challenge),
    now,
    expiresAt: now + passkeyChallengeValidityMs,
  });
}

const transportsOf = (text: string) => (text ? (text.split(',') as AuthenticatorTransportFuture[]) : undefined);

/** Creation options for a new passkey of the holder (their other passkeys excluded). */
export async function registrationOptionsFor(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  input: { holder: Holder; userName: string; rpName: string },
): Promise<PasskeyOptions> {
  const existing = await pq.listPasskeys(deps.db, input.holder.id, input.holder.kind);
  if (existing.length >= passkeyLimit) throw new AppError('mfaPasskeyLimit');
  const options = await generateRegistrationOptions({
    rpName: input.rpName,
    rpID: relyingParty(deps).rpID,
    userName: input.userName,
    userID: Uint8Array.from(Buffer.from(input.holder.id, 'utf8')),
    timeout: passkeyChallengeValidityMs,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: transportsOf(p.transports) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  });
  await storeChallenge(deps, input.holder, 'register', options.challenge);
  return options as unknown as PasskeyOptions;
}

/** Registers the passkey from the browser's answer over a live registration challenge of the holder (the caller checked the password). */
export async function registerPasskeyFor(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  { holder, response, name }: { holder: Holder; response: JsonResponse; name: string },
): Promise<void> {
  const challenge = challengeOf(response);
  if (!challenge) throw new AppError('mfaPasskeyWrong');
  const now = deps.clock.now();
  const hash = challengeHash(deps, challenge);
  const live = await pq.findLiveChallenge(deps.db, { userId: holder.id, holder: holder.kind, purpose: 'register', hash, now });
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
    if ((await pq.listPasskeys(trx, holder.id, holder.kind)).length >= passkeyLimit) throw new AppError('mfaPasskeyLimit');
    await pq.insertPasskey(trx, {
      id: newId(now),
      userId: holder.id,
      holder: holder.kind,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
      name,
      now,
    });
  });
}

/** Request options over the holder's passkeys (a new single-use challenge of this purpose); undefined without passkeys. */
export async function passkeySignInOptions(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  userId: string,
  purpose: 'signIn' | 'operation' = 'signIn',
  kind: HolderKind = 'user',
): Promise<PasskeyOptions | undefined> {
  const passkeys = await pq.listPasskeys(deps.db, userId, kind);
  if (passkeys.length === 0) return undefined;
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps).rpID,
    allowCredentials: passkeys.map((p) => ({ id: p.credential_id, transports: transportsOf(p.transports) })),
    userVerification: 'required',
    timeout: passkeyChallengeValidityMs,
  });
  await storeChallenge(deps, { kind, id: userId }, purpose, options.challenge);
  return options as unknown as PasskeyOptions;
}

/** Why a passkey's assertion was refused: each its own message; the caller counts it like a wrong password. */
export type PasskeyRefusal = 'mfaPasskeyWrong' | 'mfaPasskeyNotThisAccount' | 'mfaPasskeyCounter' | 'mfaPasskeyChallenge';

/**
 * A passkey's assertion at a second step or for an operation: the holder's own credential (of the
 * same kind of account), over a live challenge of theirs for this purpose (then spent), user-verified,
 * signed by its key, with a counter ahead of the stored one (then stored). `'passkey'`, or why not.
 */
export async function usePasskeyAssertion(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  userId: string,
  response: JsonResponse,
  purpose: 'signIn' | 'operation' = 'signIn',
  kind: HolderKind = 'user',
): Promise<'passkey' | { refused: PasskeyRefusal }> {
  // A challenge is bound to its purpose: a sign-in's never proves an operation, nor the reverse.
  const checked = await checkAssertion(deps, { userId, kind, purpose }, response);
  return 'refused' in checked ? { refused: checked.refused } : 'passkey';
}

/** Request options for signing in with a passkey instead of the password: any person's (discoverable) passkey, a new single-use challenge. */
export async function passwordlessOptions(deps: Pick<Deps, 'db' | 'clock' | 'config'>): Promise<PasskeyOptions> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps).rpID,
    userVerification: 'required',
    timeout: passkeyChallengeValidityMs,
  });
  // Not anyone's yet: the challenge is kept under no account until an assertion names its passkey.
  await storeChallenge(deps, { kind: 'user', id: '' }, 'login', options.challenge);
  return options as unknown as PasskeyOptions;
}

/**
 * A person's passkey's assertion instead of the password (an operator's never signs a person in): the
 * account it belongs to (its challenge spent, its counter stored), with the owner also when refused
 * (to count the failure), or why.
 */
export async function usePasswordlessAssertion(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  response: JsonResponse,
): Promise<{ userId: string } | { refused: PasskeyRefusal; userId?: string }> {
  return checkAssertion(deps, { userId: null, kind: 'user', purpose: 'login' }, response);
}

async function checkAssertion(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  expected: { userId: string | null; kind: HolderKind; purpose: Purpose },
  response: JsonResponse,
): Promise<{ userId: string } | { refused: PasskeyRefusal; userId?: string }> {
  const challenge = challengeOf(response);
  if (!challenge) return { refused: 'mfaPasskeyWrong' };
  const passkey = await pq.findPasskeyByCredential(deps.db, response.id);
  if (!passkey) return { refused: 'mfaPasskeyWrong' };
  // Another kind of account's credential: never its owner's id, so nothing of that account is counted or signed in.
  if (passkey.holder !== expected.kind) return expected.userId ? { refused: 'mfaPasskeyNotThisAccount' } : { refused: 'mfaPasskeyWrong' };
  const userId = expected.userId ?? passkey.user_id;
  const refused = (why: PasskeyRefusal) => ({ refused: why, userId });
  if (passkey.user_id !== userId) return refused('mfaPasskeyNotThisAccount');
  const now = deps.clock.now();
  const live = await pq.findLiveChallenge(deps.db, {
    userId: expected.userId ?? '',
    holder: expected.kind,
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
