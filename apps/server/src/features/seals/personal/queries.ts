import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { PersonalSignatureTable } from '../../../db/schema.js';
import { defineListOrder, type ListPosition } from '../../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../../platform/keyset-queries.js';

/** SQL of personal signatures: a person's list, one row by id and owner, the default, deletion. */
export type PersonalSignatureRow = Selectable<PersonalSignatureTable>;

export const listOrder = defineListOrder<{ created_at: number; id: string }>('seals.personal', 'desc', [
  { ref: 'p.created_at', field: 'created_at', type: 'number' },
  { ref: 'p.id', field: 'id', type: 'string' },
]);

const ofUser = (db: Db, userId: string) => db.selectFrom('personal_signatures as p').where('p.user_id', '=', userId);

export const pageOfUser = (db: Db, userId: string, position: ListPosition) =>
  keysetPage(ofUser(db, userId).selectAll('p'), listOrder, position).execute();

export const countOfUser = (db: Db, userId: string) => countUpTo(db, ofUser(db, userId).select('p.id'));

/** One of the person's signatures; another person's id finds nothing. */
export const findOfUser = (db: Db, userId: string, id: string) =>
  ofUser(db, userId).selectAll('p').where('p.id', '=', id).executeTakeFirst();

export const insertSignature = (db: Db, row: Insertable<PersonalSignatureTable>) =>
  db.insertInto('personal_signatures').values(row).execute();

/** The id of the person's default signature, if any. */
export const defaultOf = async (db: Db, userId: string): Promise<string | undefined> =>
  (await db.selectFrom('personal_signature_defaults').select('signature_id').where('user_id', '=', userId).executeTakeFirst())
    ?.signature_id;

/** Makes a signature the person's default: one upsert, so there is never a second default. */
export const setDefault = (db: Db, userId: string, signatureId: string, now: number) =>
  db
    .insertInto('personal_signature_defaults')
    .values({ user_id: userId, signature_id: signatureId, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ signature_id: signatureId, updated_at: now }))
    .execute();

/** Makes a signature the default only when the person has none (their first signature). */
export const defaultIfNone = (db: Db, userId: string, signatureId: string, now: number) =>
  db
    .insertInto('personal_signature_defaults')
    .values({ user_id: userId, signature_id: signatureId, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();

/** The person's newest signature (the next default when the default is deleted). */
export const newestOfUser = (db: Db, userId: string) =>
  ofUser(db, userId).select('p.id').orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(1).executeTakeFirst();

/** Deletes a signature no signed document carries; answers whether it did. */
export async function deleteUnused(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('personal_signatures')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Points the default elsewhere (or nowhere) when it named the deleted signature. */
export async function replaceDefault(db: Db, userId: string, deletedId: string, nextId: string | undefined, now: number): Promise<void> {
  if (nextId) {
    await db
      .updateTable('personal_signature_defaults')
      .set({ signature_id: nextId, updated_at: now })
      .where('user_id', '=', userId)
      .where('signature_id', '=', deletedId)
      .execute();
  } else {
    await db.deleteFrom('personal_signature_defaults').where('user_id', '=', userId).where('signature_id', '=', deletedId).execute();
  }
}

/** Records the first use by a signed document (from then on the signature is kept for verification). */
export const markUsed = (db: Db, id: string, now: number) =>
  db.updateTable('personal_signatures').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).execute();
