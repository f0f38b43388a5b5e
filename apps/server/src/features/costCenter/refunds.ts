import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { PaymentGatewayError } from '../../providers/payment/index.js';
import * as pq from './payment-queries.js';
import type * as q from './queries.js';

/**
 * Gives an abnormal payment's money back through the gateway that collected it, before the order is
 * cancelled. The payment is claimed first (paid → refunding), so two operators cannot refund it
 * twice; the refund id is the payment's id, so a retry after a crash or a gateway timeout asks the
 * gateway for the same refund again. A transfer confirmed offline has no gateway payment: its money
 * goes back outside the platform, and the operator's reason says how.
 * @returns how the money went back, for the operation log.
 */
export async function refundCollectedPayment(deps: Deps, input: { order: q.OrderRow; reason: string }): Promise<string> {
  const payment = await pq.collectedPaymentOf(deps.db, input.order.id);
  if (!payment) {
    if (input.order.payment_method === 'gateway') throw new AppError('paymentRefundUnavailable');
    return 'offline';
  }
  const now = deps.clock.now();
  if (!(await pq.movePayment(deps.db, { id: payment.id, from: ['paid', 'refunding'], set: { status: 'refunding', updated_at: now } })))
    throw new AppError('orderTransition');
  const amountFen = Number(input.order.paid_amount_fen ?? payment.amount_fen);
  try {
    const refund = await deps.providers.payment.refund({
      reference: payment.id,
      refundId: payment.id,
      amountFen,
      reason: input.reason || 'abnormal payment',
    });
    await pq.movePayment(deps.db, { id: payment.id, from: ['refunding'], set: { status: 'refunded', updated_at: deps.clock.now() } });
    return `gateway ${refund.status} ${refund.refundRef ?? ''}`.trim();
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    // Nothing went back: the payment stays collected for the operator to try again.
    await pq.movePayment(deps.db, { id: payment.id, from: ['refunding'], set: { status: 'paid', updated_at: deps.clock.now() } });
    throw new AppError('paymentRefundFailed');
  }
}
