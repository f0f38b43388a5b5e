import type { Db } from '../../db/database.js';

/**
 * SQL of passkeys and their WebAuthn challenges. Times are epoch ms handed in by the service (its
 * clock). Every read names the kind of account (`holder`): a person's query never meets an
 * operator's credential or challenge, nor the reverse; a person's is the default.
 */

export type HolderKind = 'user' | 'operator';

export async function listPasskeys(db: Db, userId: string, holder: HolderKind = 'user') {
  return db
    .selectFrom('mfa_passkeys')
    .select(['id', 'credential_id', 'public_key', 'counter', 'transports', 'name', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('holder', '=', holder)
    .orderBy('id', 'asc')
    .limit(50)
    .execute();
}

export async function hasPasskey(db: Db, userId: string, holder: HolderKind = 'user'): Promise<boolean> {
  const row = await db
    .selectFrom('mfa_passkeys')
    .select('id')
    .where('user_id', '=', userId)
    .where('holder', '=', holder)
    .executeTakeFirst();
  return row !== undefined;
}

/** A credential by its id, whoever's it is (the caller tells "another account's" from "unknown"). */
export async function findPasskeyByCredential(db: Db, credentialId: string) {
  return db
    .selectFrom('mfa_passkeys')
    .select(['id', 'user_id', 'holder', 'credential_id', 'public_key', 'counter', 'transports', 'name'])
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
}

export async function insertPasskey(
  db: Db,
  row: {
    id: string;
    userId: string;
    credentialId: string;
    publicKey: string;
    counter: number;
    transports: string;
    name: string;
    now: number;
    holder: HolderKind;
  },
): Promise<void> {
  await db
    .insertInto('mfa_passkeys')
    .values({
      id: row.id,
      user_id: row.userId,
      credential_id: row.credentialId,
      public_key: row.publicKey,
      counter: row.counter,
      transports: row.transports,
      name: row.name,
      created_at: row.now,
      last_used_at: null,
      holder: row.holder,
    })
    .execute();
}

/**
 * Records the counter of an accepted assertion, only if the stored one is still the one checked
 * against: of two requests with the same answer, one wins.
 */
export async function advancePasskeyCounter(db: Db, input: { id: string; from: number; to: number; now: number }): Promise<boolean> {
  const result = await db
    .updateTable('mfa_passkeys')
    .set({ counter: input.to, last_used_at: input.now })
    .where('id', '=', input.id)
    .where('counter', '=', input.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findPasskeyOf(db: Db, userId: string, id: string, holder: HolderKind = 'user') {
  return db
    .selectFrom('mfa_passkeys')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('holder', '=', holder)
    .executeTakeFirst();
}

export async function renamePasskey(db: Db, input: { userId: string; id: string; name: string; holder?: HolderKind }): Promise<boolean> {
  const result = await db
    .updateTable('mfa_passkeys')
    .set({ name: input.name })
    .where('id', '=', input.id)
    .where('user_id', '=', input.userId)
    .where('holder', '=', input.holder ?? 'user')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deletePasskey(db: Db, input: { userId: string; id: string; holder?: HolderKind }): Promise<boolean> {
  const result = await db
    .deleteFrom('mfa_passkeys')
    .where('id', '=', input.id)
    .where('user_id', '=', input.userId)
    .where('holder', '=', input.holder ?? 'user')
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function insertChallenge(
  db: Db,
  row: {
    id: string;
    userId: string;
    purpose: 'register' | 'signIn' | 'login' | 'operation';
    hash: string;
    now: number;
    expiresAt: number;
    holder: HolderKind;
  },
): Promise<void> {
  // Expired challenges of the person go as new ones come.
  await db.deleteFrom('mfa_webauthn_challenges').where('user_id', '=', row.userId).where('expires_at', '<=', row.now).execute();
  await db
    .insertInto('mfa_webauthn_challenges')
    .values({
      id: row.id,
      user_id: row.userId,
      purpose: row.purpose,
      challenge_hash: row.hash,
      created_at: row.now,
      expires_at: row.expiresAt,
      used_at: null,
      holder: row.holder,
    })
    .execute();
}

/** The person's live, unused challenge of this purpose with this hash. */
export async function findLiveChallenge(
  db: Db,
  input: { userId: string; purpose: 'register' | 'signIn' | 'login' | 'operation'; hash: string; now: number; holder: HolderKind },
) {
  return db
    .selectFrom('mfa_webauthn_challenges')
    .select('id')
    .where('challenge_hash', '=', input.hash)
    .where('user_id', '=', input.userId)
    .where('purpose', '=', input.purpose)
    .where('holder', '=', input.holder)
    .where('used_at', 'is', null)
    .where('expires_at', '>', input.now)
    .executeTakeFirst();
}

/** Spends a challenge; false when another request spent it first. */
export async function useChallenge(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('mfa_webauthn_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
