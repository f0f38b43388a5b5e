import type { Db } from '../../db/database.js';

/** An account's name and the ways to reach it: phone (sealed), e-mail, language and time zone. */
export const findRecipient = (db: Db, userId: string) =>
  db
    .selectFrom('users')
    .select(['account_name', 'phone_cipher', 'email', 'language', 'time_zone'])
    .where('id', '=', userId)
    .executeTakeFirst();

/** Account names of several people at once, over the primary key. */
export const findAccountNames = (db: Db, userIds: readonly string[]) =>
  db
    .selectFrom('users')
    .select(['id', 'account_name'])
    .where('id', 'in', [...userIds])
    .execute();
