import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** SQL of orders' payments, the gateway's notifications and refunds. */

export async function insertPayment(db: Db, row: Omit<Insertable<Database['payments']>, 'enterprise_id' | 'user_id'>): Promise<void> {
  // The order's tenant (0067), read in the same statement.
  const order = () => db.selectFrom('orders').where('id', '=', row.order_id);
  await db
    .insertInto('payments')
    .values({ ...row, enterprise_id: order().select('enterprise_id'), user_id: order().select('user_id') })
    .execute();
}

export async function findPayment(db: Db, id: string) {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function movePayment(db: Db, input: { id: string; from: string[]; set: Updateable<Database['payments']> }): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set(input.set)
    .where('id', '=', input.id)
    .where('status', 'in', input.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Payments left without an answer since before `before` (the reconciliation job). */
export async function unsettledPayments(db: Db, input: { before: number; limit: number }) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('status', 'in', ['pending', 'unknown'])
    .where('updated_at', '<=', input.before)
    .orderBy('updated_at')
    .limit(input.limit)
    .execute();
}

/** Records a notification once: false when its id was seen before (a replay). */
export async function claimNotification(
  db: Db,
  row: Omit<Insertable<Database['payment_notifications']>, 'enterprise_id' | 'user_id'>,
): Promise<boolean> {
  const payment = () => db.selectFrom('payments').where('id', '=', row.payment_id);
  const inserted = await db
    .insertInto('payment_notifications')
    .values({ ...row, enterprise_id: payment().select('enterprise_id'), user_id: payment().select('user_id') })
    .onConflict((oc) => oc.column('notification_id').doNothing())
    .returning('notification_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The status of the order's newest gateway payment, if it has one. */
export async function latestPaymentStatusOf(db: Db, orderId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('payments')
    .select('status')
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.status;
}

/** The order's collected payment (or one whose refund was started and not finished), newest first. */
export async function collectedPaymentOf(db: Db, orderId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', 'in', ['paid', 'refunding'])
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
