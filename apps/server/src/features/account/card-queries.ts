import type { Db } from '../../db/database.js';

/** SQL of `cards.ts`: how several people are named and reached, over the primary key. */
export const findCards = (db: Db, userIds: readonly string[]) =>
  db
    .selectFrom('users')
    .select(['id', 'account_name', 'nickname', 'email', 'phone_cipher'])
    .where('id', 'in', [...userIds])
    .execute();
