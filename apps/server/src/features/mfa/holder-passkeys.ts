import type { PasskeyOptions } from '@console/contract';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import * as pq from './passkey-queries.js';
import {
  type JsonResponse,
  type PasskeyRefusal,
  passkeySignInOptions,
  registerPasskeyFor,
  registrationOptionsFor,
  usePasskeyAssertion,
} from './webauthn.js';

/**
 * The passkeys of an operator of the back office, with the same WebAuthn checks as a
 * person's (`webauthn.ts`) but kept as the `operator` kind of holder (0064): an operator's credential
 * or challenge never satisfies a person's check, nor the reverse. `ops` owns the operator, its
 * password, its log and its endpoints and calls these through the index (mfa never imports ops).
 * The operator's required factor stays the authenticator app (decision 41); passkeys come on top.
 */

const operator = (holderId: string) => ({ kind: 'operator' as const, id: holderId });

/** The operator's passkeys, oldest first. */
export async function passkeysOfOperator(deps: Pick<Deps, 'db'>, holderId: string) {
  const rows = await pq.listPasskeys(deps.db, holderId, 'operator');
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    createdAt: Number(p.created_at),
    lastUsedAt: p.last_used_at === null ? null : Number(p.last_used_at),
  }));
}

/** Creation options for a new passkey of the operator (their other passkeys excluded). */
export function operatorPasskeyOptions(deps: Deps, input: { holderId: string; userName: string; rpName: string }): Promise<PasskeyOptions> {
  return registrationOptionsFor(deps, { holder: operator(input.holderId), userName: input.userName, rpName: input.rpName });
}

/** Registers the operator's passkey from the browser's answer (the caller checked the operator password). */
export function registerOperatorPasskey(deps: Deps, input: { holderId: string; response: JsonResponse; name: string }): Promise<void> {
  return registerPasskeyFor(deps, { holder: operator(input.holderId), response: input.response, name: input.name });
}

export async function renameOperatorPasskey(deps: Pick<Deps, 'db'>, input: { holderId: string; id: string; name: string }): Promise<void> {
  const renamed = await pq.renamePasskey(deps.db, { userId: input.holderId, id: input.id, name: input.name, holder: 'operator' });
  if (!renamed) throw new AppError('notFound');
}

/** Removes one of the operator's passkeys (the caller asked for a fresh factor); its name, for the log. */
export async function removeOperatorPasskey(deps: Pick<Deps, 'db'>, input: { holderId: string; id: string }): Promise<string> {
  const passkey = await pq.findPasskeyOf(deps.db, input.holderId, input.id, 'operator');
  if (!passkey || !(await pq.deletePasskey(deps.db, { userId: input.holderId, id: input.id, holder: 'operator' })))
    throw new AppError('notFound');
  return passkey.name;
}

/** Request options over the operator's passkeys for the second sign-in step or an operation proof; undefined without passkeys. */
export function operatorAssertionOptions(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  holderId: string,
  purpose: 'signIn' | 'operation',
): Promise<PasskeyOptions | undefined> {
  return passkeySignInOptions(deps, holderId, purpose, 'operator');
}

/** An operator's passkey's assertion over a live challenge of this purpose: `'passkey'`, or why it was refused. */
export function checkOperatorPasskey(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  input: { holderId: string; response: JsonResponse; purpose: 'signIn' | 'operation' },
): Promise<'passkey' | { refused: PasskeyRefusal }> {
  return usePasskeyAssertion(deps, input.holderId, input.response, input.purpose, 'operator');
}
