import { randomInt } from 'node:crypto';
import {
  type OrderDetail,
  type OrderFilter,
  type OrderStatusName,
  type OrderView,
  type Page,
  costCenterRules,
  couponDiscountFen,
  couponRefusal,
  couponStatus,
  formatFen,
  lineAmountFen,
  orderStatus,
  ordersToBeClosed,
  type LogPhraseOf,
} from '@console/contract';
import type { OperatorCaller, UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { type OperationLogEntry, actionOf, writeOperationLog } from '../../platform/audit.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import { enterpriseOf, tenantOf } from '../../platform/tenant.js';
import { latestPaymentStatusOf } from './payment-queries.js';
import { packageOf } from './packages.js';
import * as q from './queries.js';
import { needsReview, orderView } from './view.js';

/** Orders (§3 Order, §4 statuses): created from a package with an optional coupon, listed, cancelled. */

/** 'OD' + the platform's date and time to the second + 6 random digits; the column is unique, a clash retries. */
function orderNumber(now: number): string {
  const stamp = new Date(now + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `OD${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export async function createOrder(
  deps: Deps,
  input: { caller: UserCaller; packageId: string; quantity: number; couponId?: string },
): Promise<OrderView> {
  const { caller } = input;
  const enterpriseId = enterpriseOf(caller.user);
  const pkg = await packageOf(deps, input.packageId);
  if (!pkg) throw fieldError('packageUnknown', 'packageId', caller.lang);
  const now = deps.clock.now();
  const listAmountFen = lineAmountFen(Number(pkg.price_fen), input.quantity);
  let discountFen = 0;
  if (input.couponId) {
    const coupon = await q.findCouponOf(deps.db, tenantOf(caller.user), input.couponId);
    if (!coupon) throw new AppError('notFound');
    if (Number(coupon.status) !== couponStatus.available) throw fieldError('couponNotUsable', 'couponId', caller.lang);
    const terms = {
      kind: coupon.kind === 'percent' ? ('percent' as const) : ('fixed' as const),
      value: Number(coupon.value),
      minSpendFen: Number(coupon.min_spend_fen),
      productId: coupon.product_id,
      startsAt: Number(coupon.starts_at),
      expiresAt: Number(coupon.expires_at),
    };
    const refusal = couponRefusal(terms, { amountFen: listAmountFen, productId: pkg.product_id }, now);
    if (refusal === 'belowMinimum')
      throw fieldError('couponBelowMinimum', 'couponId', caller.lang, { amount: formatFen(terms.minSpendFen) });
    if (refusal) throw fieldError('couponNotUsable', 'couponId', caller.lang);
    discountFen = couponDiscountFen(terms, listAmountFen);
  }
  const review = needsReview(Number(pkg.issuing_mode));
  const id = newId(now);
  const orderNo = orderNumber(now);
  await deps.db.transaction().execute(async (trx) => {
    if (
      input.couponId &&
      !(await q.claimCoupon(trx, { id: input.couponId, available: couponStatus.available, used: couponStatus.used, orderId: id, at: now }))
    )
      throw fieldError('couponNotUsable', 'couponId', caller.lang);
    await q.insertOrder(trx, {
      id,
      enterprise_id: enterpriseId,
      user_id: caller.user.userId,
      order_no: orderNo,
      status: review ? orderStatus.toBeReviewed : orderStatus.toBePaid,
      amount_fen: listAmountFen - discountFen,
      invoiced: 0,
      created_at: now,
      updated_at: now,
      package_id: pkg.id,
      product_id: pkg.product_id,
      item_name: `${pkg.product_name} · ${pkg.name}`,
      issuing_mode: Number(pkg.issuing_mode),
      quantity: input.quantity,
      list_amount_fen: listAmountFen,
      discount_fen: discountFen,
      coupon_id: input.couponId ?? null,
      pay_deadline_at: review ? null : now + costCenterRules.payWithinMs,
      note: '',
    });
    await writeOperationLog(
      { db: trx, clock: deps.clock },
      {
        userId: caller.user.userId,
        enterpriseId,
        service: 'costCenter',
        action: 'orderCreate',
        phrase: {
          key: 'costCenter.orderCreate',
          params: {
            order: orderNo,
            product: { zh: pkg.product_name, en: pkg.product_name_en || pkg.product_name },
            package: pkg.name,
            quantity: input.quantity,
            amount: formatFen(listAmountFen - discountFen),
          },
        },
        content: `${pkg.product_no} ${pkg.name} x${input.quantity} ${formatFen(listAmountFen - discountFen)}`,
        ip: caller.ip,
        device: caller.userAgent,
      },
    );
  });
  return orderView((await q.findOrder(deps.db, id))!);
}

export async function listOrders(
  deps: Deps,
  input: { caller: UserCaller; status?: OrderFilter; after?: string; pageSize: number },
): Promise<Page<OrderView>> {
  const enterpriseId = enterpriseOf(input.caller.user);
  const names: readonly OrderStatusName[] | undefined =
    input.status === 'toBeClosed' ? ordersToBeClosed : input.status === undefined ? undefined : [input.status];
  const status = names?.map((name) => orderStatus[name]);
  const scope = { enterpriseId, status: input.status ?? null };
  const position = listPosition(q.orderList, { scope, after: input.after, pageSize: input.pageSize, lang: input.caller.lang });
  const { rows, total } = await q.pageOrders(deps.db, { enterpriseId, status, position });
  return pageFrom(q.orderList, { scope, pageSize: input.pageSize, rows, total, view: orderView });
}

/** The session enterprise's order; another's (or none) is not found. */
export async function ownOrder(deps: Deps, caller: UserCaller, id: string): Promise<q.OrderRow> {
  const row = await q.findOrderOf(deps.db, enterpriseOf(caller.user), id);
  if (!row) throw new AppError('notFound');
  return row;
}

export async function orderDetail(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<OrderDetail> {
  const row = await ownOrder(deps, caller, id);
  const lastPayment = await latestPaymentStatusOf(deps.db, row.id);
  return { ...orderView(row), lastPayment: (lastPayment as OrderDetail['lastPayment'] | undefined) ?? null };
}

/** Cancels an order (the person, the deadline, an operator's refusal or refund); its coupon returns. */
export async function cancelOrderRow(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { order: q.OrderRow; from: number[]; note?: string },
): Promise<boolean> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const moved = await q.moveOrder(trx, {
      id: input.order.id,
      from: input.from,
      set: { status: orderStatus.cancelled, updated_at: now, ...(input.note === undefined ? {} : { note: input.note }) },
    });
    if (moved && input.order.coupon_id)
      await q.releaseCoupon(trx, { orderId: input.order.id, couponId: input.order.coupon_id, available: couponStatus.available });
    return moved;
  });
}

export async function cancelOrder(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<OrderView> {
  const order = await ownOrder(deps, caller, id);
  if (!(await cancelOrderRow(deps, { order, from: [orderStatus.toBeReviewed, orderStatus.toBePaid] })))
    throw new AppError('orderTransition');
  await writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId: order.enterprise_id,
    service: 'costCenter',
    action: 'orderCancel',
    phrase: { key: 'costCenter.orderCancel', params: orderParams(order) },
    content: order.order_no,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return orderView((await q.findOrder(deps.db, id))!);
}

/** The job: orders to be paid past their deadline cancel themselves. */
export async function cancelOverdueOrders(deps: Pick<Deps, 'db' | 'clock'>): Promise<number> {
  const rows = await q.ordersPastDeadline(deps.db, { status: orderStatus.toBePaid, now: deps.clock.now(), limit: 200 });
  let cancelled = 0;
  for (const order of rows) if (await cancelOrderRow(deps, { order, from: [orderStatus.toBePaid] })) cancelled++;
  return cancelled;
}

/** An order as the log names it: its number and what was bought. */
export const orderParams = (order: Pick<q.OrderRow, 'order_no' | 'item_name'>) => ({ order: order.order_no, item: order.item_name });

export function operatorLog(
  caller: OperatorCaller,
  order: q.OrderRow,
  phrase: LogPhraseOf<'costCenter'>,
  content: string,
): OperationLogEntry {
  return {
    operatorId: caller.operator.operatorId,
    enterpriseId: order.enterprise_id,
    service: 'costCenter',
    action: actionOf(phrase),
    phrase,
    content: `${order.order_no} ${content}`.trim(),
    ip: caller.ip,
    device: caller.userAgent,
  };
}
