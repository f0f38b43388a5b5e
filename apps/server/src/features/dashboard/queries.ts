import type { Db } from '../../db/database.js';

/** Whose rows: a person's own (personal context) or one enterprise's. */
export type Owner = { enterpriseId: string } | { userId: string };

type OwnedTable = 'orders' | 'work_orders' | 'coupons' | 'invoices' | 'service_subscriptions' | 'usage_records';

function owned<T extends OwnedTable>(db: Db, table: T, owner: Owner) {
  const q = db.selectFrom(table as OwnedTable);
  return 'enterpriseId' in owner
    ? q.where('enterprise_id', '=', owner.enterpriseId)
    : q.where('enterprise_id', 'is', null).where('user_id', '=', owner.userId);
}

export async function countByStatus(db: Db, table: 'orders' | 'work_orders' | 'coupons' | 'invoices' | 'service_subscriptions', owner: Owner) {
  const rows = await owned(db, table, owner)
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [Number(r.status), Number(r.count)]));
}

export async function sumOrders(db: Db, owner: Owner, statuses: number[], onlyUninvoiced = false) {
  let q = owned(db, 'orders', owner).where('status', 'in', statuses);
  if (onlyUninvoiced) q = q.where('invoiced', '=', 0);
  const row = await q
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.coalesce(eb.fn.sum<number>('amount_fen'), eb.lit(0)).as('amount')])
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), amountFen: Number(row?.amount ?? 0) };
}

export async function countCouponsExpiring(db: Db, owner: Owner, status: number, from: number, to: number) {
  const row = await owned(db, 'coupons', owner)
    .where('status', '=', status)
    .where('expires_at', '>=', from)
    .where('expires_at', '<', to)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function sumUsage(db: Db, owner: Owner, from: number, to: number) {
  const row = await owned(db, 'usage_records', owner)
    .where('called_at', '>=', from)
    .where('called_at', '<', to)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), eb.lit(0)).as('calls'))
    .executeTakeFirst();
  return Number(row?.calls ?? 0);
}

export async function findRealName(db: Db, owner: Owner) {
  if ('enterpriseId' in owner) {
    // The enterprise's own status (§4); the time is when it passed, else when its status last moved.
    const row = await db.selectFrom('enterprises').select(['real_name_status as status', 'updated_at as at', 'passed_at']).where('id', '=', owner.enterpriseId).executeTakeFirst();
    return { status: row?.status ?? 0, at: row?.status ? (row.status === 2 ? (row.passed_at ?? row.at) : row.at) : null };
  }
  const row = await db.selectFrom('users').select(['real_name_status as status', 'real_name_at as at']).where('id', '=', owner.userId).executeTakeFirst();
  return { status: row?.status ?? 0, at: row?.at ?? null };
}
