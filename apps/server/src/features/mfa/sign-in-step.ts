import { trustedDeviceValidityMs } from '@console/contract';
import type { Deps } from '../../platform/context.js';
import { newToken } from '../../platform/crypto.js';
import { newId } from '../../platform/ids.js';
import { keyedHash } from '../../platform/personal-data.js';
import { activeMembershipsOf } from '../organization/index.js';
import {
  type PasskeyRefusal,
  passkeySignInOptions,
  passwordlessOptions,
  usePasskeyAssertion,
  usePasswordlessAssertion,
} from './passkeys.js';
import * as pq from './passkey-queries.js';
import * as q from './queries.js';
import { type FactorUsed, useFactorCode } from './verify.js';

/**
 * What sign-in asks of a person after their password or SMS code was right — the pure checks `auth`
 * calls through this capability's index (mfa never imports auth: decision 0034). Nothing here is
 * asked before the first step succeeded, so nothing tells a stranger whether an account has a factor.
 */

/** The browser cookie of a trusted device: a 256-bit random token, kept only as a keyed hash. */
export const trustedDeviceCookie = 'esign_device';
const deviceHash = (deps: Pick<Deps, 'config'>, token: string) => keyedHash(deps, 'mfa-device', token);

/**
 * `none`: start the session. `code`: the account asks for a second factor (its own sign-in
 * protection, or an enterprise of the person requires one) and this browser is not trusted for it.
 * `setUp`: an enterprise requires a factor the person has not set up: the session starts, and the
 * console leads them to set one up.
 */
export type SecondStep = 'none' | 'code' | 'setUp';

export async function secondStepOf(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  input: { userId: string; deviceToken: string | undefined },
): Promise<SecondStep> {
  const hasFactor = await hasAnyFactor(deps, input.userId);
  const required = await isRequiredByEnterprise(deps, input.userId);
  if (!hasFactor) return required ? 'setUp' : 'none';
  if (!required && !(await q.isSignInProtected(deps.db, input.userId))) return 'none';
  if (input.deviceToken && /^[A-Za-z0-9_-]{20,100}$/.test(input.deviceToken)) {
    const trusted = await q.touchTrustedDevice(deps.db, {
      userId: input.userId,
      tokenHash: deviceHash(deps, input.deviceToken),
      now: deps.clock.now(),
    });
    if (trusted) return 'none';
  }
  return 'code';
}

/** Whether an enterprise requires a factor of the person that they have not set up (the forced set-up page). */
export async function isSetUpRequired(deps: Pick<Deps, 'db'>, userId: string): Promise<boolean> {
  return !(await hasAnyFactor(deps, userId)) && (await isRequiredByEnterprise(deps, userId));
}

/**
 * Whether an enterprise the person is an active member of requires a second factor of every member:
 * their memberships are organization's (one read by person), the rules this capability's (one read
 * by key, skipped for a person in no enterprise).
 */
export async function isRequiredByEnterprise(deps: Pick<Deps, 'db'>, userId: string): Promise<boolean> {
  const enterpriseIds = (await activeMembershipsOf(deps, { userId })).map((m) => m.enterpriseId);
  return q.isAnyRequiring(deps.db, enterpriseIds);
}

/** A confirmed authenticator app or a passkey. */
export async function hasAnyFactor(deps: Pick<Deps, 'db'>, userId: string): Promise<boolean> {
  const totp = await q.findTotp(deps.db, userId);
  return totp?.confirmed_at != null || (await pq.hasPasskey(deps.db, userId));
}

/** The second step's passkey request options (a new single-use challenge), when the person has passkeys. */
export const secondStepPasskeyOptions = passkeySignInOptions;

/**
 * A passkey's assertion at the second step: `'passkey'` (its challenge spent, its counter stored), or
 * why it was refused; the caller counts a refusal like a wrong password.
 */
export const checkSecondStepPasskey = usePasskeyAssertion;
export type { PasskeyRefusal };

/** Request options for signing in with a passkey instead of the password (auth's `loginPasskeyOptions`). */
export const passkeyLoginOptions = passwordlessOptions;

/**
 * A passkey's assertion instead of the password: the account whose passkey signed it, or why it was
 * refused (with the passkey's owner when known, for the caller to count the failure against).
 */
export const checkPasskeyLogin = usePasswordlessAssertion;

/** A factor code of the second step: which factor it proved (then spent), or undefined; the caller counts a failure. */
export function checkSecondFactor(deps: Pick<Deps, 'db' | 'cipher' | 'config' | 'clock'>, userId: string, code: string) {
  return useFactorCode(deps, userId, code) as Promise<FactorUsed | undefined>;
}

/** Trusts this browser for 30 days: a new token for its cookie, stored hashed. */
export async function trustDevice(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  input: { userId: string; ip: string; device: string },
): Promise<{ token: string; maxAgeSeconds: number }> {
  const now = deps.clock.now();
  const token = newToken();
  await q.insertTrustedDevice(deps.db, {
    id: newId(now),
    userId: input.userId,
    tokenHash: deviceHash(deps, token),
    device: input.device.slice(0, 255),
    ip: input.ip.slice(0, 64),
    now,
    expiresAt: now + trustedDeviceValidityMs,
  });
  return { token, maxAgeSeconds: trustedDeviceValidityMs / 1000 };
}

/** The hash a device cookie is stored under (the list marks the current browser). */
export const trustedDeviceHash = deviceHash;
