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

export async function deleteFactors(db: Db, userId: string, options: { keepSettings?: boolean } = {}): Promise<void> {
  await db.deleteFrom('mfa_totp').where('user_id', '=', userId).execute();
  await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  if (!options.keepSettings) await db.deleteFrom('mfa_settings').where('user_id', '=', userId).execute();
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

/** Whether one of these enterprises requires a second factor of every member, by the rules' primary key. */
export async function isAnyRequiring(db: Db, enterpriseIds: readonly string[]): Promise<boolean> {
  if (!enterpriseIds.length) return false;
  const row = await db
    .selectFrom('mfa_enterprise_rules')
    .select('enterprise_id')
    .where('enterprise_id', 'in', [...enterpriseIds])
    .where('required', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function isEnterpriseRequiring(db: Db, enterpriseId: string): Promise<boolean> {
  const row = await db.selectFrom('mfa_enterprise_rules').select('required').where('enterprise_id', '=', enterpriseId).executeTakeFirst();
  return row?.required === 1;
}

export async function setEnterpriseRule(db: Db, input: { enterpriseId: string; required: boolean; userId: string; now: number }) {
  const value = input.required ? 1 : 0;
  await db
    .insertInto('mfa_enterprise_rules')
    .values({ enterprise_id: input.enterpriseId, required: value, updated_by: input.userId, updated_at: input.now })
    .onConflict((oc) => oc.column('enterprise_id').doUpdateSet({ required: value, updated_by: input.userId, updated_at: input.now }))
    .execute();
}

export async function insertTrustedDevice(
  db: Db,
  row: { id: string; userId: string; tokenHash: string; device: string; ip: string; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('mfa_trusted_devices')
    .values({
      id: row.id,
      user_id: row.userId,
      token_hash: row.tokenHash,
      device: row.device,
      ip: row.ip,
      created_at: row.now,
      last_used_at: row.now,
      expires_at: row.expiresAt,
      revoked_at: null,
    })
    .execute();
}

/** Marks the person's live trusted device with this token hash as used now; false when there is none. */
export async function touchTrustedDevice(db: Db, input: { userId: string; tokenHash: string; now: number }): Promise<boolean> {
  const result = await db
    .updateTable('mfa_trusted_devices')
    .set({ last_used_at: input.now })
    .where('token_hash', '=', input.tokenHash)
    .where('user_id', '=', input.userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', input.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The person's live trusted devices, newest first (at most 50: a person trusts a handful). */
export async function listTrustedDevices(db: Db, userId: string, now: number) {
  return db
    .selectFrom('mfa_trusted_devices')
    .select(['id', 'token_hash', 'device', 'ip', 'created_at', 'last_used_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}

export async function revokeTrustedDevice(db: Db, input: { userId: string; id: string; now: number }): Promise<boolean> {
  const result = await db
    .updateTable('mfa_trusted_devices')
    .set({ revoked_at: input.now })
    .where('id', '=', input.id)
    .where('user_id', '=', input.userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every trusted device of the person stops skipping the second step (their factor was removed). */
export async function revokeTrustedDevicesOf(db: Db, userId: string, now: number): Promise<void> {
  await db
    .updateTable('mfa_trusted_devices')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
