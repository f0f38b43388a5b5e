import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** SQL of the back office's person picker. */

/** People whose account name or nickname contains the keyword (LIKE wildcards in it are literal), or whose phone hashes to it. */
export async function findPeople(db: Db, input: { keyword: string; phoneHash: string | null; limit: number }) {
  let query = db.selectFrom('users').select(['id', 'account_name', 'nickname', 'phone_cipher', 'created_at']);
  if (input.keyword) {
    const pattern = `%${input.keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        sql<SqlBool>`lower(account_name) like ${pattern} escape '\\'`,
        sql<SqlBool>`lower(coalesce(nickname, '')) like ${pattern} escape '\\'`,
        ...(input.phoneHash ? [eb('phone_hash', '=', input.phoneHash)] : []),
      ]),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(input.limit).execute();
}
