import type { Db } from '../../db/database.js';

/** An account's name and the ways to reach it: phone (sealed), e-mail, language and time zone. */
export const findRecipient = (db: Db, userId: string) =>
  db
    .selectFrom('users')
    .select(['account_name', 'phone_cipher', 'email', 'language', 'time_zone'])
    .where('id', '=', userId)
    .executeTakeFirst();

/** Names and ways to reach several people at once, over the primary key. */
export const findRecipients = (db: Db, userIds: readonly string[]) =>
  db
    .selectFrom('users')
    .select(['id', 'account_name', 'phone_cipher', 'email', 'language', 'time_zone'])
    .where('id', 'in', [...userIds])
    .execute();

/** Account names of several people at once, over the primary key. */
export const findAccountNames = (db: Db, userIds: readonly string[]) =>
  db
    .selectFrom('users')
    .select(['id', 'account_name'])
    .where('id', 'in', [...userIds])
    .execute();

/** A person by their id, their account name, or (a whole phone number, hashed) their phone. */
export const findAccountShown = (db: Db, key: string, phoneHash: string | null) =>
  db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', key), eb('account_name', '=', key), ...(phoneHash ? [eb('phone_hash', '=', phoneHash)] : [])]))
    .executeTakeFirst();

/** A person's real-name status and when it last changed. */
export const findAccountRealName = (db: Db, userId: string) =>
  db.selectFrom('users').select(['real_name_status', 'real_name_at']).where('id', '=', userId).executeTakeFirst();

/** An account's name, real-name status and status (an SSO code's person). */
export const findAccountStanding = (db: Db, id: string) =>
  db.selectFrom('users').select(['id', 'account_name', 'real_name_status', 'status']).where('id', '=', id).executeTakeFirst();

/** The account a trusted system names: by id, account name, e-mail or phone (keyed hash). */
export async function findAccountBy(db: Db, by: { id?: string; accountName?: string; email?: string; phoneHash?: string }) {
  let q = db.selectFrom('users').select(['id', 'account_name', 'status', 'phone_hash', 'email']);
  if (by.id) q = q.where('id', '=', by.id);
  else if (by.email) q = q.where('email', '=', by.email);
  else if (by.phoneHash) q = q.where('phone_hash', '=', by.phoneHash);
  else if (by.accountName) q = q.where('account_name', '=', by.accountName);
  else return undefined;
  return q.executeTakeFirst();
}
