import { orderStatus } from '../enums.js';

/**
 * The cost center's pure rules (§4 order statuses, §5 money): money is integer fen from
 * the form to the database, coupons are integer arithmetic, and every status move is one edge of a
 * table — the server refuses any other with a conditional update, so two hands never both win.
 */

export type OrderStatus = (typeof orderStatus)[keyof typeof orderStatus];

/** §4: which statuses an order may move to from each. Completed and cancelled are final. */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [orderStatus.toBeReviewed]: [orderStatus.toBePaid, orderStatus.cancelled],
  [orderStatus.toBePaid]: [orderStatus.paid, orderStatus.paymentToBeConfirmed, orderStatus.abnormalPayment, orderStatus.cancelled],
  [orderStatus.paymentToBeConfirmed]: [orderStatus.paid, orderStatus.toBePaid, orderStatus.abnormalPayment],
  [orderStatus.paid]: [orderStatus.completed],
  // An operator resolves an abnormal payment: refunded (cancelled) or accepted (paid, then completed).
  [orderStatus.abnormalPayment]: [orderStatus.paid, orderStatus.cancelled],
  [orderStatus.completed]: [],
  // Only the gateway reopens a cancelled order: money arrived for it, which an operator must resolve.
  [orderStatus.cancelled]: [orderStatus.abnormalPayment],
};

export const canMoveOrder = (from: number, to: OrderStatus): boolean => (orderTransitions[from as OrderStatus] ?? []).includes(to);

/** The statuses an order may be in for each move (the `from` of a conditional update). */
export const orderStatusesBefore = (to: OrderStatus): OrderStatus[] =>
  (Object.keys(orderTransitions).map(Number) as OrderStatus[]).filter((from) => orderTransitions[from].includes(to));

export const invoiceStatusNames = ['requested', 'issued', 'rejected', 'reversed'] as const;
export type InvoiceStatusName = (typeof invoiceStatusNames)[number];
/** Stored codes: 1..3 are the dashboard's (`invoiceStatus` in enums.ts); 4 is the red-letter reversal. */
export const invoiceStatusCode = { requested: 1, issued: 2, rejected: 3, reversed: 4 } as const satisfies Record<InvoiceStatusName, number>;
export const invoiceTransitions: Readonly<Record<InvoiceStatusName, readonly InvoiceStatusName[]>> = {
  requested: ['issued', 'rejected'],
  issued: ['reversed'],
  rejected: [],
  reversed: [],
};
export const canMoveInvoice = (from: InvoiceStatusName, to: InvoiceStatusName): boolean => invoiceTransitions[from].includes(to);

export interface CouponTerms {
  kind: 'fixed' | 'percent';
  /** Fixed: fen off. Percent: percent off, 1..99. */
  value: number;
  minSpendFen: number;
  /** null: every product. */
  productId: string | null;
  startsAt: number;
  expiresAt: number;
}

export type CouponRefusal = 'notStarted' | 'expired' | 'belowMinimum' | 'outOfScope';

/** Why a coupon cannot apply to an order of `amountFen` for `productId` at `now`, or null when it can. */
export function couponRefusal(terms: CouponTerms, order: { amountFen: number; productId: string }, now: number): CouponRefusal | null {
  if (now < terms.startsAt) return 'notStarted';
  if (now >= terms.expiresAt) return 'expired';
  if (terms.productId !== null && terms.productId !== order.productId) return 'outOfScope';
  if (order.amountFen < terms.minSpendFen) return 'belowMinimum';
  return null;
}

/**
 * The discount in fen: a fixed coupon never takes more than the amount; a percentage rounds the
 * discount down to the fen (the payer never pays a fraction, the platform never gives one away).
 */
export function couponDiscountFen(terms: Pick<CouponTerms, 'kind' | 'value'>, amountFen: number): number {
  assertFen(amountFen);
  if (terms.kind === 'fixed') return Math.min(terms.value, amountFen);
  return Math.floor((amountFen * terms.value) / 100);
}

/** A package price times a quantity of packages, in fen. */
export function lineAmountFen(priceFen: number, quantity: number): number {
  assertFen(priceFen);
  const total = priceFen * quantity;
  if (!Number.isSafeInteger(total)) throw new RangeError('amount out of range');
  return total;
}

function assertFen(fen: number): void {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not an amount in fen: ${fen}`);
}

export { formatFen } from '../money.js';

/**
 * Bytes of a text in GBK, China's e-invoice encoding: ASCII is one byte, every other character of
 * GBK two. Characters outside GBK (emoji, rare CJK extensions) are refused by `isGbkText`.
 */
export function gbkByteLength(text: string): number {
  let bytes = 0;
  for (const ch of text) bytes += ch.codePointAt(0)! < 0x80 ? 1 : 2;
  return bytes;
}

/** Whether every character is one GBK can encode: ASCII, CJK unified ideographs of the BMP, CJK and full-width punctuation. */
export function isGbkText(text: string): boolean {
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    const ok =
      c < 0x80 ||
      (c >= 0x4e00 && c <= 0x9fa5) ||
      (c >= 0x3000 && c <= 0x303f) ||
      (c >= 0xff01 && c <= 0xff5e) ||
      c === 0x00b7 ||
      (c >= 0x2010 && c <= 0x2027);
    if (!ok) return false;
  }
  return true;
}

/** The digital e-invoice's limit for "address and phone" and for "bank and account", each. */
export const invoiceGbkMax = 100;
