import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { type ListPosition, defineListOrder } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';

/** SQL of the back office's enterprise list: companies by name or number, and the superior/subordinate tree. */

/** A keyword matches the name or the shown enterprise number, case-insensitively (LIKE wildcards in it are literal). */
function keywordMatch(keyword: string): Expression<SqlBool> {
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`(lower(e.name) like ${pattern} escape '\\' or lower(coalesce(e.enterprise_no, '')) like ${pattern} escape '\\')`;
}

/** Newest first (index enterprises_created); a keyword filters along that index, it cannot narrow it. */
export const enterpriseListOrder = defineListOrder<{ created_at: number; id: string }>('enterprise.list', 'desc', [
  { ref: 'e.created_at', field: 'created_at', type: 'number' },
  { ref: 'e.id', field: 'id', type: 'string' },
]);

export async function listEnterprises(db: Db, input: { keyword: string; position: ListPosition }) {
  let query = db
    .selectFrom('enterprises as e')
    .leftJoin('enterprises as s', 's.id', 'e.superior_id')
    .select((eb) => [
      'e.id',
      'e.enterprise_no',
      'e.name',
      'e.real_name_status',
      'e.created_at',
      's.id as superior_id',
      's.name as superior_name',
      eb
        .selectFrom('enterprises as c')
        .select((c) => c.fn.countAll<string | number>().as('n'))
        .whereRef('c.superior_id', '=', 'e.id')
        .as('subordinates'),
    ]);
  if (input.keyword) query = query.where(keywordMatch(input.keyword));
  return keysetPage(query, enterpriseListOrder, input.position).execute();
}

export async function countEnterprises(db: Db, keyword: string): Promise<number> {
  let query = db.selectFrom('enterprises as e').select('e.id');
  if (keyword) query = query.where(keywordMatch(keyword));
  return countUpTo(db, query);
}

export async function findEnterpriseNode(db: Db, id: string) {
  return db.selectFrom('enterprises').select(['id', 'name', 'superior_id']).where('id', '=', id).executeTakeFirst();
}

export async function setSuperior(db: Db, input: { id: string; superiorId: string | null; now: number }): Promise<void> {
  await db.updateTable('enterprises').set({ superior_id: input.superiorId, updated_at: input.now }).where('id', '=', input.id).execute();
}
