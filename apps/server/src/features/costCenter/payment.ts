import { z } from 'zod';
import { type OrderView, costCenterRules, issuingMode, orderStatus, paymentNotificationSchema, unlimitedDueAt } from '@console/contract';
import type { Language } from '@console/phrases';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { writeOperationLog } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { PaymentGatewayError } from '../../providers/payment/index.js';
import { grantSubscription } from '../services/index.js';
import { ownOrder } from './orders.js';
import * as pq from './payment-queries.js';
import { packageOf } from './packages.js';
import * as q from './queries.js';
import { orderView } from './view.js';

/**
 * Payment (§2 /payment): a gateway payment per attempt (`payments`), the gateway's signed
 * notification counted once, the reconciliation of payments left unknown, and the one way an order
 * is fulfilled — paid → the subscription granted through the services capability → completed.
 */

/** Who acted, for the services capability's operation log. */
export interface Actor {
  userId?: string;
  operatorId?: string;
  ip: string;
  lang: Language;
}

/** `months` calendar months after `from` (a month's end keeps to the shorter month's end). */
function addMonths(from: number, months: number): number {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.getTime();
}

/**
 * Paid → completed: grants the subscription the order bought (once: only the hand that moves the
 * order from paid to completed keeps its grant; the job retries an order left paid).
 */
export async function fulfilOrder(deps: Deps, input: { orderId: string; by: Actor }): Promise<void> {
  const order = await q.findOrder(deps.db, input.orderId);
  if (!order || Number(order.status) !== orderStatus.paid || !order.enterprise_id) return;
  if (order.package_id === '') {
    // A usage bill: what it pays for was used already; paid, it is complete.
    await q.moveOrder(deps.db, {
      id: order.id,
      from: [orderStatus.paid],
      set: { status: orderStatus.completed, updated_at: deps.clock.now() },
    });
    return;
  }
  const pkg = await packageOf(deps, order.package_id);
  if (!pkg) return;
  const now = deps.clock.now();
  const mode = Number(order.issuing_mode);
  const unlimited = mode === issuingMode.payOnDemand || Number(pkg.quantity) === -1;
  const subscription = await grantSubscription(deps, {
    grant: {
      enterpriseId: order.enterprise_id,
      productId: order.product_id,
      issuingMode: mode,
      totalCount: unlimited ? -1 : Number(pkg.quantity) * Number(order.quantity),
      startsAt: now,
      dueAt: unlimited ? unlimitedDueAt : addMonths(now, Number(pkg.months) * Number(order.quantity)),
      cycle: 'month',
    },
    by: input.by,
  });
  await q.moveOrder(deps.db, {
    id: order.id,
    from: [orderStatus.paid],
    set: { status: orderStatus.completed, subscription_id: subscription.id, updated_at: deps.clock.now() },
  });
}

/** Marks an order paid from one of `from` and fulfils it; false when another hand moved it first. */
export async function markPaid(
  deps: Deps,
  input: { order: q.OrderRow; from: number[]; amountFen: number; paidAt: number; method: 'gateway' | 'offline'; by: Actor },
): Promise<boolean> {
  const moved = await q.moveOrder(deps.db, {
    id: input.order.id,
    from: input.from,
    set: {
      status: orderStatus.paid,
      paid_at: input.paidAt,
      paid_amount_fen: input.amountFen,
      payment_method: input.method,
      updated_at: deps.clock.now(),
    },
  });
  if (moved) await fulfilOrder(deps, { orderId: input.order.id, by: input.by });
  return moved;
}

export async function startPayment(
  deps: Deps,
  { caller, id }: { caller: UserCaller; id: string },
): Promise<{ paymentId: string; payUrl: string }> {
  const order = await ownOrder(deps, caller, id);
  const now = deps.clock.now();
  if (Number(order.status) !== orderStatus.toBePaid || (order.pay_deadline_at !== null && Number(order.pay_deadline_at) <= now))
    throw new AppError('orderTransition');
  const paymentId = newId(now);
  const provider = deps.providers.payment;
  await pq.insertPayment(deps.db, {
    id: paymentId,
    order_id: order.id,
    provider: provider.kind,
    gateway_ref: null,
    amount_fen: Number(order.amount_fen),
    status: 'pending',
    created_at: now,
    updated_at: now,
  });
  const base = deps.config.publicUrl;
  try {
    const started = await provider.start({
      reference: paymentId,
      orderNo: order.order_no,
      amountFen: Number(order.amount_fen),
      returnUrl: `${base}/payment?order=${order.id}`,
      notifyUrl: `${base}/webgate/platform-api/payment/notify`,
    });
    await pq.movePayment(deps.db, {
      id: paymentId,
      from: ['pending'],
      set: { gateway_ref: started.gatewayRef, updated_at: deps.clock.now() },
    });
    return { paymentId, payUrl: started.payUrl };
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    // The gateway may still have booked it: the reconciliation job asks about it later.
    await pq.movePayment(deps.db, { id: paymentId, from: ['pending'], set: { status: 'unknown', updated_at: deps.clock.now() } });
    throw new AppError('paymentGatewayFailed');
  }
}

export type NotificationOutcome = 'paid' | 'declined' | 'abnormal' | 'duplicate';

/**
 * What a verified payment outcome does: counted once per payment (a conditional move of the payment
 * row), then the order is paid, or abnormal when the amount differs or the order is no longer
 * waiting for money (cancelled by its deadline, say).
 */
async function settle(
  deps: Deps,
  input: { paymentId: string; status: 'paid' | 'declined'; amountFen: number; paidAt: number },
): Promise<NotificationOutcome> {
  const payment = await pq.findPayment(deps.db, input.paymentId);
  if (!payment) throw new AppError('paymentUnknown');
  const now = deps.clock.now();
  if (input.status === 'declined') {
    const moved = await pq.movePayment(deps.db, {
      id: payment.id,
      from: ['pending', 'unknown'],
      set: { status: 'declined', updated_at: now },
    });
    return moved ? 'declined' : 'duplicate';
  }
  if (
    !(await pq.movePayment(deps.db, { id: payment.id, from: ['pending', 'unknown', 'declined'], set: { status: 'paid', updated_at: now } }))
  )
    return 'duplicate';
  const order = (await q.findOrder(deps.db, payment.order_id))!;
  const by: Actor = { userId: order.user_id, ip: '', lang: 'en' };
  const waiting = Number(order.status) === orderStatus.toBePaid || Number(order.status) === orderStatus.paymentToBeConfirmed;
  if (waiting && input.amountFen === Number(order.amount_fen)) {
    const from = [orderStatus.toBePaid, orderStatus.paymentToBeConfirmed];
    if (await markPaid(deps, { order, from, amountFen: input.amountFen, paidAt: input.paidAt, method: 'gateway', by })) return 'paid';
  }
  // Money arrived that the order did not expect: an operator completes or refunds it.
  const note = waiting ? `amount ${input.amountFen} != ${order.amount_fen}` : `paid while ${order.status}`;
  await q.moveOrder(deps.db, {
    id: order.id,
    from: [orderStatus.toBePaid, orderStatus.paymentToBeConfirmed, orderStatus.cancelled],
    set: {
      status: orderStatus.abnormalPayment,
      paid_at: input.paidAt,
      paid_amount_fen: input.amountFen,
      payment_method: 'gateway',
      note,
      updated_at: now,
    },
  });
  return 'abnormal';
}

/**
 * The gateway's notification: the signature over the exact bytes first (an unverifiable one changes
 * nothing), then the notification id claimed once (a replay is answered as a duplicate), then settled.
 */
export async function acceptNotification(
  deps: Deps,
  input: { body: Buffer | null; signature: string | undefined },
): Promise<{ accepted: boolean; duplicate: boolean }> {
  const provider = deps.providers.payment;
  const body = input.body ?? Buffer.alloc(0);
  if (!provider.verify(body, input.signature)) throw new AppError('paymentSignatureInvalid');
  let parsed: z.infer<typeof paymentNotificationSchema>;
  try {
    parsed = paymentNotificationSchema.parse(JSON.parse(body.toString('utf8')));
  } catch (error) {
    if (error instanceof SyntaxError || error instanceof z.ZodError) throw new AppError('validationFailed');
    throw error;
  }
  if (!(await pq.findPayment(deps.db, parsed.reference))) throw new AppError('paymentUnknown');
  const fresh = await pq.claimNotification(deps.db, {
    notification_id: parsed.notificationId,
    payment_id: parsed.reference,
    outcome: parsed.status,
    received_at: deps.clock.now(),
  });
  if (!fresh) return { accepted: true, duplicate: true };
  const outcome = await settle(deps, {
    paymentId: parsed.reference,
    status: parsed.status,
    amountFen: parsed.amountFen,
    paidAt: parsed.paidAt,
  });
  return { accepted: true, duplicate: outcome === 'duplicate' };
}

/** The job: asks the gateway about payments left pending or unknown, and settles what it answers. */
export async function reconcilePayments(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const rows = await pq.unsettledPayments(deps.db, { before: now - costCenterRules.reconcileAfterMs, limit: 100 });
  const provider = deps.providers.payment;
  let settled = 0;
  for (const payment of rows) {
    const state = await provider.query(payment.id).catch(() => ({ status: 'unknown' as const, amountFen: undefined, paidAt: undefined }));
    if (state.status === 'paid' || state.status === 'declined') {
      await settle(deps, {
        paymentId: payment.id,
        status: state.status,
        amountFen: state.amountFen ?? Number(payment.amount_fen),
        paidAt: state.paidAt ?? now,
      });
      settled++;
    } else {
      // Not known yet: to the back of the queue.
      await pq.movePayment(deps.db, { id: payment.id, from: ['pending', 'unknown'], set: { updated_at: now } });
    }
  }
  // Orders left paid (a grant that failed) are fulfilled again.
  for (const order of await q.ordersInStatus(deps.db, { status: orderStatus.paid, limit: 50 }))
    await fulfilOrder(deps, { orderId: order.id, by: { userId: order.user_id, ip: '', lang: 'en' } });
  return settled;
}

/** The sandbox gateway's page data; not found unless the sandbox is the gateway. */
export async function sandboxPayment(deps: Deps, { ref }: { ref: string }) {
  const provider = deps.providers.payment;
  // The ledger is the sandbox gateway's own (a platform table): asked through the provider.
  if (!('entry' in provider)) throw new AppError('notFound');
  const entry = await provider.entry(ref);
  if (!entry) throw new AppError('notFound');
  return entry;
}

/** The sandbox payer's decision: approve or decline notify the platform, signed; hang leaves it pending. */
export async function sandboxDecide(deps: Deps, input: { ref: string; decision: 'approve' | 'decline' | 'hang' }) {
  const provider = deps.providers.payment;
  if (!('decide' in provider)) throw new AppError('notFound');
  const before = await sandboxPayment(deps, { ref: input.ref });
  if (input.decision !== 'hang') {
    if (before.status !== 'pending') throw new AppError('sandboxPaymentDecided');
    const notification = await provider.decide(input.ref, input.decision);
    if (!notification) throw new AppError('sandboxPaymentDecided');
    await acceptNotification(deps, { body: Buffer.from(notification.body), signature: notification.signature });
  }
  return sandboxPayment(deps, { ref: input.ref });
}

export async function orderAfter(deps: Deps, id: string): Promise<OrderView> {
  return orderView((await q.findOrder(deps.db, id))!);
}

export async function logUserAct(deps: Deps, caller: UserCaller, order: q.OrderRow, action: 'orderOfflineReceipt') {
  await writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId: order.enterprise_id,
    service: 'costCenter',
    action,
    phrase: { key: `costCenter.${action}`, params: { order: order.order_no, item: order.item_name } },
    content: order.order_no,
    ip: caller.ip,
    device: caller.userAgent,
  });
}
