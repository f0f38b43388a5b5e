/**
 * A protected account's sign-in between its two steps: the first step (password or SMS code) answered
 * no session, only the sealed pending sign-in, kept in this tab until the second step page spends it.
 * Tiny and antd-free, because the sign-in forms use it.
 */
import type { StoredLoginPath } from '../../app/session';
import { channelLanding, signFlowLanding } from './landing';

const pendingKey = 'console.secondStep';

export interface PendingSignIn {
  stepTicket: string;
  userName: string;
  path: StoredLoginPath;
  /** When the account has passkeys: the WebAuthn request options for the second step (WebAuthn's JSON form). */
  passkeyOptions?: { challenge: string };
}

/** What the sign-in answers say about the steps left (the contract's `SignInAnswer`, its optional part). */
export interface StepsLeft {
  userName: string;
  secondStep?: 'code';
  stepTicket?: string;
  mfaSetUpRequired?: true;
  passkeyOptions?: { challenge: string };
}

export function readPendingSignIn(): PendingSignIn | null {
  try {
    const raw = sessionStorage.getItem(pendingKey);
    return raw ? (JSON.parse(raw) as PendingSignIn) : null;
  } catch {
    return null;
  }
}

export function clearPendingSignIn(): void {
  try {
    sessionStorage.removeItem(pendingKey);
  } catch {
    // Storage refused: nothing was kept.
  }
}

/** The forced set-up page an enterprise's requirement leads to. */
export const mfaSetUpPath = '/mfaSetUp';

/**
 * Where a sign-in's answer leads: the second step (the pending sign-in kept for it), the forced
 * second-factor set-up, or the console. A full load for the console, so its routes are built fresh.
 */
export function landingAfter(answer: StepsLeft, path: StoredLoginPath): string {
  if (answer.secondStep === 'code' && answer.stepTicket) {
    sessionStorage.setItem(
      pendingKey,
      JSON.stringify({ stepTicket: answer.stepTicket, userName: answer.userName, path, passkeyOptions: answer.passkeyOptions }),
    );
    return '/loginSecondStep';
  }
  clearPendingSignIn();
  if (answer.mfaSetUpRequired) return mfaSetUpPath;
  return channelLanding() ?? signFlowLanding() ?? '/dashboard';
}
