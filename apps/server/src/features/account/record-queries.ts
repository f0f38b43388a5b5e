import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** SQL of the account record other capabilities read and change through `records.ts`. Times are epoch ms handed in. */

const recordColumns = [
  'id',
  'account_name',
  'nickname',
  'email',
  'phone_cipher',
  'phone_hash',
  'password_hash',
  'language',
  'time_zone',
  'real_name_status',
  'real_name_at',
  'check_status',
  'status',
  'created_at',
] as const;

/** One account by its id, e-mail (as stored, or in any case), phone (keyed hash) or account name. */
export function findRecord(
  db: Db,
  by: { userId: string } | { email: string } | { emailAnyCase: string } | { phoneHash: string } | { accountName: string },
) {
  const q = db.selectFrom('users').select(recordColumns);
  if ('userId' in by) return q.where('id', '=', by.userId).executeTakeFirst();
  if ('email' in by) return q.where('email', '=', by.email).executeTakeFirst();
  if ('emailAnyCase' in by) return q.where(sql<SqlBool>`lower(email) = ${by.emailAnyCase.toLowerCase()}`).executeTakeFirst();
  if ('phoneHash' in by) return q.where('phone_hash', '=', by.phoneHash).executeTakeFirst();
  return q.where('account_name', '=', by.accountName).executeTakeFirst();
}

/** Whether an account other than `userId` holds this phone (keyed hash) or e-mail. */
export async function findHeldByOther(db: Db, by: { phoneHash: string } | { email: string }, userId: string): Promise<boolean> {
  let q = db.selectFrom('users').select('id').where('id', '!=', userId);
  q = 'phoneHash' in by ? q.where('phone_hash', '=', by.phoneHash) : q.where('email', '=', by.email);
  return !!(await q.executeTakeFirst());
}

export async function insertRecord(
  db: Db,
  row: {
    id: string;
    accountName: string;
    email: string;
    phoneCipher: string;
    phoneHash: string;
    passwordHash: string;
    language: string;
    now: number;
  },
): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: row.id,
      account_name: row.accountName,
      email: row.email,
      phone: null,
      phone_cipher: row.phoneCipher,
      phone_hash: row.phoneHash,
      password_hash: row.passwordHash,
      nickname: null,
      language: row.language,
      real_name_status: 0,
      real_name_at: null,
      check_status: 0,
      status: 1,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
}

/** Sets the given profile fields (and `updated_at`, which alone takes the row's lock). */
export async function updateRecord(
  db: Db,
  userId: string,
  set: {
    updated_at?: number;
    password_hash?: string;
    nickname?: string;
    email?: string;
    phone_cipher?: string;
    phone_hash?: string;
    real_name_status?: number;
    real_name_at?: number | null;
    check_status?: number;
    last_enterprise_id?: string | null;
  },
): Promise<void> {
  await db.updateTable('users').set(set).where('id', '=', userId).execute();
}

/** Account names and real-name status of several people at once, over the primary key. */
export const findSummaries = (db: Db, userIds: readonly string[]) =>
  db
    .selectFrom('users')
    .select(['id', 'account_name', 'real_name_status'])
    .where('id', 'in', [...userIds])
    .execute();

/** People whose account name or nickname contains the keyword (LIKE wildcards in it are literal), or whose phone hashes to it; newest first. */
export async function findMatching(db: Db, input: { keyword: string; phoneHash: string | null; limit: number }) {
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
