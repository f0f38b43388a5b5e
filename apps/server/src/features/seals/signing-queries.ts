import type { Db } from '../../db/database.js';

/** SQL of applying a seal to a signature. */

/** The first signed document that carries the seal (later ones change nothing). */
export const markSealUsed = (db: Db, id: string, now: number) =>
  db.updateTable('seals').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).execute();
