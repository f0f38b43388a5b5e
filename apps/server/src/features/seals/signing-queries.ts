import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SealUseTable } from '../../db/schema.js';

/** SQL of applying a seal to a signature. */

/** The first signed document that carries the seal (later ones change nothing). */
export const markSealUsed = (db: Db, id: string, now: number) =>
  db.updateTable('seals').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).execute();

/** The seal's history: one row per document a signing put it on. */
export const insertSealUses = async (db: Db, rows: Insertable<SealUseTable>[]) => {
  if (rows.length > 0) await db.insertInto('seal_uses').values(rows).execute();
};
