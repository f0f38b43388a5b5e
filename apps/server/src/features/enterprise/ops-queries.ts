import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** SQL of the back office's enterprise list: companies by name or number, and the superior/subordinate tree. */

/** A keyword matches the name or the shown enterprise number, case-insensitively (LIKE wildcards in it are literal). */
function keywordMatch(keyword: string): Expression<SqlBool> {
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`(lower(e.name) like ${pattern} escape '\\' or lower(coalesce(e.enterprise_no, '')) like ${pattern} escape '\\')`;
}

export async function listEnterprises(db: Db, input: { keyword: string; offset: number; limit: number }) {
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
  return query.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').offset(input.offset).limit(input.limit).execute();
}

export async function countEnterprises(db: Db, keyword: string): Promise<number> {
  let query = db.selectFrom('enterprises as e').select((eb) => eb.fn.countAll<string | number>().as('n'));
  if (keyword) query = query.where(keywordMatch(keyword));
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export async function findEnterpriseNode(db: Db, id: string) {
  return db.selectFrom('enterprises').select(['id', 'name', 'superior_id']).where('id', '=', id).executeTakeFirst();
}

export async function setSuperior(db: Db, input: { id: string; superiorId: string | null; now: number }): Promise<void> {
  await db.updateTable('enterprises').set({ superior_id: input.superiorId, updated_at: input.now }).where('id', '=', input.id).execute();
}
