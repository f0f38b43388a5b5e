import type { Db } from '../../db/database.js';
import { defineListOrder, type ListPosition } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';
import { ofEnterprise } from '../../platform/tenant-queries.js';

/**
 * SQL of a seal's history (`seal_uses`), newest first; read by `seal_uses_seal_created` (or
 * `_user_created` for a member's own). The applying person's name is organization's to give
 * (member-directory.ts), an application's apps' (`appSummariesOf`).
 */
export const useOrder = defineListOrder<{ created_at: number; id: string }>('seals.uses', 'desc', [
  { ref: 'u.created_at', field: 'created_at', type: 'number' },
  { ref: 'u.id', field: 'id', type: 'string' },
]);

const usesOf = (db: Db, enterpriseId: string, sealId: string, userId: string | null) => {
  const q = db.selectFrom('seal_uses as u').where(ofEnterprise(enterpriseId, 'u')).where('u.seal_id', '=', sealId);
  return userId === null ? q : q.where('u.user_id', '=', userId);
};

export const pageOfUses = (db: Db, enterpriseId: string, sealId: string, userId: string | null, position: ListPosition) =>
  keysetPage(usesOf(db, enterpriseId, sealId, userId).selectAll('u'), useOrder, position).execute();

export const countOfUses = (db: Db, enterpriseId: string, sealId: string, userId: string | null) =>
  countUpTo(db, usesOf(db, enterpriseId, sealId, userId).select('u.id'));
