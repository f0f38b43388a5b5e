import { describe, expect, it } from 'vitest';
import { orderStatus } from '../enums.js';
import {
  canMoveInvoice,
  canMoveOrder,
  couponDiscountFen,
  couponRefusal,
  formatFen,
  gbkByteLength,
  isGbkText,
  lineAmountFen,
} from './rules.js';

describe('cost-center rules', () => {
  it('computes coupon discounts in integer fen', () => {
    expect(couponDiscountFen({ kind: 'fixed', value: 500 }, 1999)).toBe(500);
    expect(couponDiscountFen({ kind: 'fixed', value: 5000 }, 1999)).toBe(1999);
    // 15 % of 19.99 is 2.9985 yuan: the discount rounds down to 2.99.
    expect(couponDiscountFen({ kind: 'percent', value: 15 }, 1999)).toBe(299);
    expect(couponDiscountFen({ kind: 'percent', value: 10 }, 1)).toBe(0);
    expect(() => couponDiscountFen({ kind: 'fixed', value: 1 }, 1.5)).toThrow(RangeError);
    expect(lineAmountFen(1999, 3)).toBe(5997);
    expect(formatFen(5997)).toBe('59.97');
    expect(formatFen(5)).toBe('0.05');
  });

  it('applies a coupon only inside its window, scope and minimum spend', () => {
    const terms = { kind: 'fixed' as const, value: 100, minSpendFen: 1000, productId: 'p1', startsAt: 100, expiresAt: 200 };
    expect(couponRefusal(terms, { amountFen: 1000, productId: 'p1' }, 150)).toBeNull();
    expect(couponRefusal(terms, { amountFen: 999, productId: 'p1' }, 150)).toBe('belowMinimum');
    expect(couponRefusal(terms, { amountFen: 1000, productId: 'p2' }, 150)).toBe('outOfScope');
    expect(couponRefusal(terms, { amountFen: 1000, productId: 'p1' }, 99)).toBe('notStarted');
    expect(couponRefusal(terms, { amountFen: 1000, productId: 'p1' }, 200)).toBe('expired');
    expect(couponRefusal({ ...terms, productId: null }, { amountFen: 1000, productId: 'p9' }, 150)).toBeNull();
  });

  it('moves orders and invoices only along §4 edges', () => {
    expect(canMoveOrder(orderStatus.toBePaid, orderStatus.paid)).toBe(true);
    expect(canMoveOrder(orderStatus.cancelled, orderStatus.paid)).toBe(false);
    expect(canMoveOrder(orderStatus.completed, orderStatus.cancelled)).toBe(false);
    expect(canMoveOrder(orderStatus.toBeReviewed, orderStatus.paid)).toBe(false);
    expect(canMoveOrder(orderStatus.abnormalPayment, orderStatus.paid)).toBe(true);
    expect(canMoveInvoice('requested', 'issued')).toBe(true);
    expect(canMoveInvoice('issued', 'reversed')).toBe(true);
    expect(canMoveInvoice('rejected', 'issued')).toBe(false);
  });

  it('counts GBK bytes: ASCII one, Chinese two', () => {
    expect(gbkByteLength('abc 123')).toBe(7);
    expect(gbkByteLength('北京市海淀区 010-12345678')).toBe(12 + 13);
    expect(gbkByteLength('中'.repeat(50))).toBe(100);
    expect(isGbkText('北京市（海淀区）')).toBe(true);
    expect(isGbkText('emoji 😀')).toBe(false);
  });
});
