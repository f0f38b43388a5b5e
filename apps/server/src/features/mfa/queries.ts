import type { Db } from '../../db/database.js';

/** SQL of second factors. Times are epoch ms handed in by the service (its clock). */

export async function findTotp(db: Db, userId: string) {
  return db.selectFrom('mfa_totp').select(['key_cipher', 'confirmed_at', 'last_step']).where('user_id', '=', userId).executeTakeFirst();
}

/** A new key waiting for its first code; an earlier unconfirmed one is replaced. `db` is a transaction. */
export async function storePendingTotp(db: Db, input: { userId: string; keyCipher: string; now: number }): Promise<void> {
  await db.deleteFrom('mfa_totp').where('user_id', '=', input.userId).where('confirmed_at', 'is', null).execute();
  await db
    .insertInto('mfa_totp')
    .values({ user_id: input.userId, key_cipher: input.keyCipher, confirmed_at: null, last_step: null, created_at: input.now })
    .execute();
}

export async function confirmTotp(db: Db, input: { userId: string; step: number; now: number }): Promise<boolean> {
  const result = await db
    .updateTable('mfa_totp')
    .set({ confirmed_at: input.now, last_step: input.step })
    .where('user_id', '=', input.userId)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records `step` as the newest accepted one, only if it is newer than the one recorded: of two
 * requests with the same code, one wins and the other is refused.
 */
export async function advanceTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('mfa_totp')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteFactors(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('mfa_totp').where('user_id', '=', userId).execute();
  await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('mfa_settings').where('user_id', '=', userId).execute();
}

/** The person's recovery codes become these (keyed hashes); earlier ones are gone. `db` is a transaction. */
export async function replaceRecoveryCodes(db: Db, input: { userId: string; rows: { id: string; hash: string }[]; now: number }) {
  await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', input.userId).execute();
  await db
    .insertInto('mfa_recovery_codes')
    .values(input.rows.map((r) => ({ id: r.id, user_id: input.userId, code_hash: r.hash, used_at: null, created_at: input.now })))
    .execute();
}

/** Spends a recovery code; false when it is not the person's or was spent already. */
export async function useRecoveryCode(db: Db, input: { userId: string; hash: string; now: number }): Promise<boolean> {
  const result = await db
    .updateTable('mfa_recovery_codes')
    .set({ used_at: input.now })
    .where('user_id', '=', input.userId)
    .where('code_hash', '=', input.hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countRecoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('mfa_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function isSignInProtected(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('mfa_settings').select('sign_in_protected').where('user_id', '=', userId).executeTakeFirst();
  return row?.sign_in_protected === 1;
}

export async function setSignInProtected(db: Db, input: { userId: string; enabled: boolean; now: number }): Promise<void> {
  const value = input.enabled ? 1 : 0;
  await db
    .insertInto('mfa_settings')
    .values({ user_id: input.userId, sign_in_protected: value, updated_at: input.now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ sign_in_protected: value, updated_at: input.now }))
    .execute();
}
