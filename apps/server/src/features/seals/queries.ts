import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SealTable } from '../../db/schema.js';
import { defineListOrder, type ListPosition } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';
import { ofEnterprise } from '../../platform/tenant-queries.js';

/** SQL of seals: the enterprise's list and rows, and the back office's review queue. */
export type SealRow = Selectable<SealTable>;

export const listOrder = defineListOrder<{ created_at: number; id: string }>('seals.list', 'desc', [
  { ref: 's.created_at', field: 'created_at', type: 'number' },
  { ref: 's.id', field: 'id', type: 'string' },
]);

export const reviewOrder = defineListOrder<{ created_at: number; id: string }>('seals.review', 'asc', [
  { ref: 's.created_at', field: 'created_at', type: 'number' },
  { ref: 's.id', field: 'id', type: 'string' },
]);

const ofTenant = (db: Db, enterpriseId: string, status: number | undefined) => {
  const q = db.selectFrom('seals as s').where(ofEnterprise(enterpriseId, 's'));
  return status === undefined ? q : q.where('s.status', '=', status);
};

export const pageOfEnterprise = (db: Db, enterpriseId: string, status: number | undefined, position: ListPosition) =>
  keysetPage(ofTenant(db, enterpriseId, status).selectAll('s'), listOrder, position).execute();

export const countOfEnterprise = (db: Db, enterpriseId: string, status: number | undefined) =>
  countUpTo(db, ofTenant(db, enterpriseId, status).select('s.id'));

/** One of the enterprise's seals; another enterprise's id finds nothing. */
export const findOfEnterprise = (db: Db, enterpriseId: string, id: string) =>
  ofTenant(db, enterpriseId, undefined).selectAll('s').where('s.id', '=', id).executeTakeFirst();

export const insertSeal = (db: Db, row: Insertable<SealTable>) => db.insertInto('seals').values(row).execute();

/** Changes a seal only while it is in the status the caller read; answers whether it did. */
export async function updateSealFrom(db: Db, id: string, fromStatus: number, change: Updateable<SealTable>): Promise<boolean> {
  const result = await db.updateTable('seals').set(change).where('id', '=', id).where('status', '=', fromStatus).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a seal no signed document carries; answers whether it did. */
export async function deleteUnusedSeal(db: Db, enterpriseId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('seals')
    .where('id', '=', id)
    .where('enterprise_id', '=', enterpriseId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

const uploadsBy = (db: Db, status: number) => db.selectFrom('seals as s').where('s.kind', '=', 'uploaded').where('s.status', '=', status);

/** A page of the review queue; the enterprises' names are enterprise's (review.ts reads them for the page). */
export const pageOfReview = (db: Db, status: number, position: ListPosition) =>
  keysetPage(uploadsBy(db, status).selectAll('s'), reviewOrder, position).execute();

export const countOfReview = (db: Db, status: number) => countUpTo(db, uploadsBy(db, status).select('s.id'));

export const findUpload = (db: Db, id: string) =>
  db.selectFrom('seals as s').selectAll('s').where('s.id', '=', id).where('s.kind', '=', 'uploaded').executeTakeFirst();
