import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ServiceProductTable, ServiceSubscriptionTable } from '../../db/schema.js';
import { type ListPosition, defineListOrder } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';

/** SQL of services: the product catalogue and subscriptions (metering's is metering-queries.ts). */

export type ProductRow = Selectable<ServiceProductTable>;
export type SubscriptionRow = Selectable<ServiceSubscriptionTable> & {
  product_name: string | null;
  product_name_en: string | null;
  product_no: string | null;
};

export const listProducts = (db: Db) => db.selectFrom('service_products').selectAll().orderBy('product_no').limit(500).execute();

/** The catalogue oldest first (products.ts). */
export const listProductsByAge = (db: Db) =>
  db.selectFrom('service_products').selectAll().orderBy('created_at', 'asc').orderBy('id', 'asc').limit(500).execute();

/** Several products over the primary key (products.ts). */
export const findProductsIn = (db: Db, ids: readonly string[]) =>
  db
    .selectFrom('service_products')
    .select(['id', 'product_no', 'name', 'name_en', 'service_code'])
    .where('id', 'in', [...ids])
    .execute();

export const findProduct = (db: Db, id: string) => db.selectFrom('service_products').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertProduct(db: Db, row: Insertable<ServiceProductTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('service_products')
    .values(row)
    .onConflict((oc) => oc.column('product_no').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

const subscriptions = (db: Db) =>
  db
    .selectFrom('service_subscriptions')
    .leftJoin('service_products', 'service_products.id', 'service_subscriptions.product_id')
    .selectAll('service_subscriptions')
    .select([
      'service_products.name as product_name',
      'service_products.name_en as product_name_en',
      'service_products.product_no as product_no',
    ]);

/** An enterprise's subscriptions, newest first, over (enterprise_id, created_at, id). */
export const subscriptionOrder = defineListOrder<SubscriptionRow>('services.subscriptions', 'desc', [
  { ref: 'service_subscriptions.created_at', field: 'created_at', type: 'number' },
  { ref: 'service_subscriptions.id', field: 'id', type: 'string' },
]);

/** One enterprise's, or (the back office without a filter) every enterprise's. */
export async function pageSubscriptions(db: Db, enterpriseId: string | undefined, position: ListPosition) {
  const all = subscriptions(db);
  const base = enterpriseId ? all.where('service_subscriptions.enterprise_id', '=', enterpriseId) : all;
  // Counted without the product join, over the index alone.
  const counted = db.selectFrom('service_subscriptions').select('id');
  const [rows, total] = await Promise.all([
    keysetPage(base, subscriptionOrder, position).execute(),
    countUpTo(db, enterpriseId ? counted.where('enterprise_id', '=', enterpriseId) : counted),
  ]);
  return { rows, total };
}
export type OpsSubscriptionRow = SubscriptionRow & { enterprise_name: string | null; enterprise_no: string | null };

export const findSubscription = (db: Db, id: string) => subscriptions(db).where('service_subscriptions.id', '=', id).executeTakeFirst();

export const findSubscriptionsByIds = (db: Db, enterpriseId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([] as SubscriptionRow[])
    : subscriptions(db)
        .where('service_subscriptions.enterprise_id', '=', enterpriseId)
        .where('service_subscriptions.id', 'in', [...ids])
        .execute();

/** An enterprise's subscriptions (a handful per enterprise), newest first, over (enterprise_id, created_at, id). */
export const subscriptionsOfEnterprise = (db: Db, enterpriseId: string, limit: number) =>
  subscriptions(db)
    .where('service_subscriptions.enterprise_id', '=', enterpriseId)
    .orderBy('service_subscriptions.created_at', 'desc')
    .orderBy('service_subscriptions.id', 'desc')
    .limit(limit)
    .execute();

export const insertSubscription = (db: Db, row: Insertable<ServiceSubscriptionTable>) =>
  db.insertInto('service_subscriptions').values(row).execute();

export const updateSubscription = (
  db: Db,
  id: string,
  set: Partial<Pick<ServiceSubscriptionTable, 'total_count' | 'due_at' | 'status' | 'updated_at'>>,
) => db.updateTable('service_subscriptions').set(set).where('id', '=', id).execute();

/** Subscriptions whose stored status no longer says what the clock says (the job's refresh). */
export const subscriptionsPastDue = (db: Db, now: number, limit: number) =>
  db
    .selectFrom('service_subscriptions')
    .select(['id', 'starts_at', 'due_at', 'total_count', 'used_count', 'status'])
    .where((eb) =>
      eb.or([eb.and([eb('status', 'in', [1, 2, 4]), eb('due_at', '<=', now)]), eb.and([eb('status', '=', 1), eb('starts_at', '<=', now)])]),
    )
    .limit(limit)
    .execute();

// The cost center bills pay-on-demand charges monthly.
export const payOnDemandCharges = (db: Db, limit: number) =>
  db
    .selectFrom('service_subscriptions')
    .select(['id', 'enterprise_id', 'user_id', 'product_id', 'charges_fen'])
    .where('issuing_mode', '=', 4)
    .where('charges_fen', '>', 0)
    .orderBy('id')
    .limit(limit)
    .execute();
