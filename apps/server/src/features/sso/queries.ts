import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { defineListOrder, type ListPosition } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';

/** SQL of single sign-on: trusted systems, ssorand codes, used nonces, and the accounts they name. */

export type SystemRow = Database['sso_systems'];

export const findSystem = (db: Db, id: string) => db.selectFrom('sso_systems').selectAll().where('id', '=', id).executeTakeFirst();
export const findSystemByCode = (db: Db, code: string) =>
  db.selectFrom('sso_systems').selectAll().where('code', '=', code).executeTakeFirst();
export const findSystemByOutSign = (db: Db, outSign: string) =>
  db.selectFrom('sso_systems').selectAll().where('out_sign', '=', outSign).executeTakeFirst();

export async function insertSystem(db: Db, row: Insertable<SystemRow>): Promise<void> {
  await db.insertInto('sso_systems').values(row).execute();
}
export async function updateSystem(db: Db, id: string, patch: Updateable<SystemRow>): Promise<void> {
  await db.updateTable('sso_systems').set(patch).where('id', '=', id).execute();
}

export const systemOrder = defineListOrder<{ created_at: number; id: string }>('sso.systems', 'desc', [
  { ref: 's.created_at', field: 'created_at', type: 'number' },
  { ref: 's.id', field: 'id', type: 'string' },
]);
export const listSystems = (db: Db, position: ListPosition) =>
  keysetPage(db.selectFrom('sso_systems as s').selectAll('s'), systemOrder, position).execute();
export const countSystems = (db: Db) => countUpTo(db, db.selectFrom('sso_systems as s').select('s.id'));

export async function insertCode(db: Db, row: Insertable<Database['sso_codes']>): Promise<void> {
  await db.insertInto('sso_codes').values(row).execute();
}
export const findCode = (db: Db, codeHash: string) =>
  db.selectFrom('sso_codes').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();
/** Single use: one conditional update, so two redeemers at once cannot both win. */
export async function useCode(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('sso_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
/** Codes and nonces past any use are dropped by the capability's job. */
export async function dropExpired(db: Db, now: number): Promise<void> {
  await db
    .deleteFrom('sso_codes')
    .where('expires_at', '<', now - 24 * 3600_000)
    .execute();
  await db.deleteFrom('sso_nonces').where('expires_at', '<', now).execute();
}

/** A nonce counts once per system: the primary key refuses the second. */
export async function claimNonce(db: Db, row: { systemId: string; nonce: string; expiresAt: number }): Promise<boolean> {
  const result = await db
    .insertInto('sso_nonces')
    .values({ system_id: row.systemId, nonce: row.nonce, expires_at: row.expiresAt })
    .onConflict((oc) => oc.columns(['system_id', 'nonce']).doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return result !== undefined;
}
