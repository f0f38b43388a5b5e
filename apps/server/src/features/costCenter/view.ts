import {
  type CouponView,
  type OrderStatusName,
  type OrderView,
  type PackageView,
  costCenterRules,
  couponStatus,
  issuingMode,
  orderStatus,
} from '@console/contract';
import type * as q from './queries.js';
import type { CouponListRow, PackageRow } from './packages.js';

/** Rows as the console reads them. */

const statusNames = Object.fromEntries(Object.entries(orderStatus).map(([name, code]) => [code, name])) as Record<number, OrderStatusName>;
export const orderStatusName = (code: number): OrderStatusName => statusNames[code] ?? 'cancelled';

/** Custom packages and installments are agreed with an operator before they can be paid. */
export const needsReview = (mode: number): boolean =>
  mode === issuingMode.prepaidCustomPackage || mode === issuingMode.prepaidCustomInstallment;

export const packageView = (row: PackageRow): PackageView => ({
  id: row.id,
  productId: row.product_id,
  productNo: row.product_no,
  productName: row.product_name,
  serviceCode: row.service_code as PackageView['serviceCode'],
  name: row.name,
  issuingMode: Number(row.issuing_mode),
  quantity: Number(row.quantity),
  months: Number(row.months),
  priceFen: Number(row.price_fen),
  needsReview: needsReview(Number(row.issuing_mode)),
  createdAt: Number(row.created_at),
});

const numberOrNull = (v: number | string | null) => (v === null ? null : Number(v));

export const orderView = (row: q.OrderRow): OrderView => ({
  id: row.id,
  orderNo: row.order_no,
  status: orderStatusName(Number(row.status)),
  packageId: row.package_id,
  productId: row.product_id,
  itemName: row.item_name,
  issuingMode: Number(row.issuing_mode),
  quantity: Number(row.quantity),
  listAmountFen: Number(row.list_amount_fen),
  discountFen: Number(row.discount_fen),
  amountFen: Number(row.amount_fen),
  couponId: row.coupon_id,
  payDeadlineAt: Number(row.status) === orderStatus.toBePaid ? numberOrNull(row.pay_deadline_at) : null,
  paidAt: numberOrNull(row.paid_at),
  paidAmountFen: numberOrNull(row.paid_amount_fen),
  paymentMethod: row.payment_method === 'gateway' || row.payment_method === 'offline' ? row.payment_method : null,
  subscriptionId: row.subscription_id,
  note: row.note,
  invoiced: Number(row.invoiced) === 1,
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
});

const tabOf = (status: number) => (status === couponStatus.used ? 'used' : status === couponStatus.expired ? 'expired' : 'available');

export const couponView = (row: CouponListRow, now: number): CouponView => ({
  id: row.id,
  name: row.name,
  kind: row.kind === 'percent' ? 'percent' : 'fixed',
  value: Number(row.value),
  minSpendFen: Number(row.min_spend_fen),
  productId: row.product_id,
  productName: row.product_name,
  startsAt: Number(row.starts_at),
  expiresAt: Number(row.expires_at),
  tab: tabOf(Number(row.status)),
  usedOrderNo: row.used_order_no,
  expiringSoon: Number(row.status) === couponStatus.available && Number(row.expires_at) - now <= costCenterRules.couponExpiringMs,
  createdAt: Number(row.created_at),
});
