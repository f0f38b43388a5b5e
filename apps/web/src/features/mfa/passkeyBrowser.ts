/**
 * The browser side of WebAuthn (@simplewebauthn/browser), loaded only when a passkey is added or
 * used: the sign-in bundle stays within its budget.
 */
import type { PasskeyOptions } from '@console/contract';

const browser = () => import('@simplewebauthn/browser');

/** Creates a passkey from the server's creation options; the answer goes back to the server as is. */
export async function createPasskey(options: PasskeyOptions): Promise<Record<string, unknown>> {
  const { startRegistration } = await browser();
  return (await startRegistration({ optionsJSON: options as never })) as unknown as Record<string, unknown>;
}

/** Signs the server's challenge with one of the account's passkeys. */
export async function usePasskey(options: PasskeyOptions): Promise<Record<string, unknown>> {
  const { startAuthentication } = await browser();
  return (await startAuthentication({ optionsJSON: options as never })) as unknown as Record<string, unknown>;
}

/** Whether this browser offers WebAuthn at all. */
export const passkeysSupported = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
