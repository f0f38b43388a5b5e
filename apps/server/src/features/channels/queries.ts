import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { defineListOrder, type ListPosition } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';

/** SQL of channel partners: the partners and who each brought (their paid orders are the cost center's: order-directory.ts). */

export type ChannelRow = Database['channels'];

export const findChannel = (db: Db, id: string) => db.selectFrom('channels').selectAll().where('id', '=', id).executeTakeFirst();
export const findChannelByCode = (db: Db, code: string) =>
  db.selectFrom('channels').selectAll().where('code', '=', code).executeTakeFirst();
export const findChannelByEntry = (db: Db, entryPath: string) =>
  db.selectFrom('channels').selectAll().where('entry_path', '=', entryPath).executeTakeFirst();

export async function insertChannel(db: Db, row: Insertable<ChannelRow>): Promise<void> {
  await db.insertInto('channels').values(row).execute();
}

export async function updateChannel(db: Db, id: string, patch: Updateable<ChannelRow>): Promise<void> {
  await db.updateTable('channels').set(patch).where('id', '=', id).execute();
}

export const channelOrder = defineListOrder<{ created_at: number; id: string }>('channels.list', 'desc', [
  { ref: 'c.created_at', field: 'created_at', type: 'number' },
  { ref: 'c.id', field: 'id', type: 'string' },
]);

function channels(db: Db, status: number | undefined) {
  let q = db.selectFrom('channels as c');
  if (status !== undefined) q = q.where('c.status', '=', status);
  return q;
}

export const listChannels = (db: Db, input: { status?: number; position: ListPosition }) =>
  keysetPage(channels(db, input.status).selectAll('c'), channelOrder, input.position).execute();
export const countChannels = (db: Db, status?: number) => countUpTo(db, channels(db, status).select('c.id'));

/** How many accounts and enterprises a partner brought, each an index count capped like a list's total. */
export async function broughtCounts(db: Db, channelId: string): Promise<{ accounts: number; enterprises: number }> {
  const [accounts, enterprises] = await Promise.all([
    countUpTo(db, db.selectFrom('channel_accounts').select('user_id').where('channel_id', '=', channelId)),
    countUpTo(db, db.selectFrom('channel_enterprises').select('enterprise_id').where('channel_id', '=', channelId)),
  ]);
  return { accounts, enterprises };
}

/** First association wins: the person's id is the key, a second insert changes nothing. */
export async function associateAccount(db: Db, row: { userId: string; channelId: string; now: number }): Promise<void> {
  await db
    .insertInto('channel_accounts')
    .values({ user_id: row.userId, channel_id: row.channelId, created_at: row.now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export async function associateEnterprise(db: Db, row: { enterpriseId: string; channelId: string; now: number }): Promise<void> {
  await db
    .insertInto('channel_enterprises')
    .values({ enterprise_id: row.enterpriseId, channel_id: row.channelId, created_at: row.now })
    .onConflict((oc) => oc.column('enterprise_id').doNothing())
    .execute();
}

export const accountChannel = (db: Db, userId: string) =>
  db
    .selectFrom('channel_accounts as a')
    .innerJoin('channels as c', 'c.id', 'a.channel_id')
    .select(['c.id', 'c.code', 'c.name', 'a.created_at'])
    .where('a.user_id', '=', userId)
    .executeTakeFirst();

export const enterpriseChannel = (db: Db, enterpriseId: string) =>
  db
    .selectFrom('channel_enterprises as e')
    .innerJoin('channels as c', 'c.id', 'e.channel_id')
    .select(['c.id', 'c.code', 'c.name', 'e.created_at'])
    .where('e.enterprise_id', '=', enterpriseId)
    .executeTakeFirst();

export const accountOrder = defineListOrder<{ created_at: number; user_id: string }>('channels.accounts', 'desc', [
  { ref: 'a.created_at', field: 'created_at', type: 'number' },
  { ref: 'a.user_id', field: 'user_id', type: 'string' },
]);

function broughtAccounts(db: Db, channelId: string) {
  return db.selectFrom('channel_accounts as a').where('a.channel_id', '=', channelId);
}

export const listAccounts = (db: Db, input: { channelId: string; position: ListPosition }) =>
  keysetPage(broughtAccounts(db, input.channelId).select(['a.user_id', 'a.created_at']), accountOrder, input.position).execute();
export const countAccounts = (db: Db, channelId: string) => countUpTo(db, broughtAccounts(db, channelId).select('a.user_id'));

export const enterpriseOrder = defineListOrder<{ created_at: number; enterprise_id: string }>('channels.enterprises', 'desc', [
  { ref: 'b.created_at', field: 'created_at', type: 'number' },
  { ref: 'b.enterprise_id', field: 'enterprise_id', type: 'string' },
]);

function broughtEnterprises(db: Db, channelId: string) {
  return db.selectFrom('channel_enterprises as b').where('b.channel_id', '=', channelId);
}

export const listEnterprises = (db: Db, input: { channelId: string; position: ListPosition }) =>
  keysetPage(
    broughtEnterprises(db, input.channelId).select(['b.enterprise_id', 'b.created_at']),
    enterpriseOrder,
    input.position,
  ).execute();
export const countEnterprises = (db: Db, channelId: string) => countUpTo(db, broughtEnterprises(db, channelId).select('b.enterprise_id'));
