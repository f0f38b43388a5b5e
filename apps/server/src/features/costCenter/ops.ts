import type { FastifyReply } from 'fastify';
import { type Page, costCenterRules, orderStatus } from '@console/contract';
import type { OperatorCaller, UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { writeOperationLog } from '../../platform/audit.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import type { UploadedFile } from '../../platform/route.js';
import { readSealedFile, storeSealedFile } from '../../platform/sealed-files.js';
import { enterpriseNamesOf } from '../enterprise/index.js';
import { cancelOrderRow, operatorLog, orderParams, ownOrder } from './orders.js';
import { type Actor, logUserAct, markPaid, orderAfter } from './payment.js';
import * as q from './queries.js';
import { refundCollectedPayment } from './refunds.js';
import { orderView } from './view.js';
import type { OrderStatusName } from '@console/contract';

/**
 * Offline transfers (the receipt, then an operator's confirmation) and the back office's order
 * queue: review of custom packages and installments, confirmation, abnormal payments. Each act is
 * logged in the operation log.
 */

type ReceiptType = (typeof costCenterRules.receiptTypes)[number];
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type by content, never by the name or the claimed type. */
function sniffReceipt(b: Buffer): ReceiptType | null {
  if (b.length >= 24 && b.subarray(0, 8).equals(PNG) && b.toString('latin1', 12, 16) === 'IHDR') return 'image/png';
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff && b[3]! >= 0xc0) return 'image/jpeg';
  if (b.length >= 8 && /^%PDF-[12]\.\d/.test(b.toString('latin1', 0, 8))) return 'application/pdf';
  return null;
}

export async function uploadReceipt(deps: Deps, input: { caller: UserCaller; id: string; file: UploadedFile | null }) {
  const { caller } = input;
  const order = await ownOrder(deps, caller, input.id);
  if (Number(order.status) !== orderStatus.toBePaid) throw new AppError('orderTransition');
  if (!input.file || input.file.bytes.length === 0) throw fieldError('receiptMissing', 'file', caller.lang);
  const type = sniffReceipt(input.file.bytes);
  if (!type) throw fieldError('receiptType', 'file', caller.lang);
  const stored = await storeSealedFile(deps, { folder: 'order-receipts', id: order.id, bytes: input.file.bytes });
  const moved = await q.moveOrder(deps.db, {
    id: order.id,
    from: [orderStatus.toBePaid],
    set: {
      status: orderStatus.paymentToBeConfirmed,
      payment_method: 'offline',
      receipt_file: stored,
      receipt_type: type,
      updated_at: deps.clock.now(),
    },
  });
  if (!moved) throw new AppError('orderTransition');
  await logUserAct(deps, caller, order, 'orderOfflineReceipt');
  return orderAfter(deps, order.id);
}

const actorOf = (caller: OperatorCaller): Actor => ({ operatorId: caller.operator.operatorId, ip: caller.ip, lang: caller.lang });

/** Orders as the back office sees them, each enterprise's name read from enterprise (one query for the lot). */
async function opsViews(deps: Deps, rows: q.OrderRow[]) {
  const names = await enterpriseNamesOf(deps, { enterpriseIds: rows.flatMap((r) => (r.enterprise_id ? [r.enterprise_id] : [])) });
  return rows.map((r) => ({
    ...orderView(r),
    enterpriseId: r.enterprise_id,
    enterpriseName: (r.enterprise_id && names.get(r.enterprise_id)?.name) || null,
  }));
}

async function opsView(deps: Deps, id: string) {
  return (await opsViews(deps, [(await q.findOrder(deps.db, id))!]))[0]!;
}

async function anyOrder(deps: Deps, id: string) {
  const order = await q.findOrder(deps.db, id);
  if (!order) throw new AppError('notFound');
  return order;
}

export async function listAllOrders(
  deps: Deps,
  input: { caller: OperatorCaller; status?: OrderStatusName; after?: string; pageSize: number },
): Promise<Page<Awaited<ReturnType<typeof opsView>>>> {
  const status = input.status === undefined ? undefined : orderStatus[input.status];
  const scope = { status: input.status ?? null };
  const position = listPosition(q.opsOrderList, { scope, after: input.after, pageSize: input.pageSize, lang: input.caller.lang });
  const { rows, total } = await q.pageAllOrders(deps.db, { status, position });
  const views = await opsViews(deps, rows);
  return pageFrom(q.opsOrderList, {
    scope,
    pageSize: input.pageSize,
    rows: views.map((v, i) => ({ ...v, created_at: Number(rows[i]!.created_at) })),
    total,
    view: ({ created_at: _, ...v }) => v,
  });
}

/** An order sent on to payment (approved, or a transfer sent back): the payment window starts again. */
function toBePaid(deps: Deps, input: { order: q.OrderRow; from: number[]; note: string }) {
  const now = deps.clock.now();
  return q.moveOrder(deps.db, {
    id: input.order.id,
    from: input.from,
    set: { status: orderStatus.toBePaid, pay_deadline_at: now + costCenterRules.payWithinMs, note: input.note, updated_at: now },
  });
}

/** An operator's decision on an order, in the operation log with its outcome and reason; answers the order as it now is. */
async function decided(
  deps: Deps,
  input: {
    caller: OperatorCaller;
    order: q.OrderRow;
    key: 'costCenter.orderReview' | 'costCenter.orderConfirm' | 'costCenter.orderResolve';
    outcome: 'approved' | 'refused' | 'confirmed' | 'returned' | 'refunded' | 'completed';
    reason: string;
    content: string;
  },
) {
  const { order } = input;
  await writeOperationLog(
    deps,
    operatorLog(
      input.caller,
      order,
      {
        key: input.key,
        params: { ...orderParams(order), outcome: { phrase: `operationLog.outcomes.${input.outcome}` }, reason: input.reason || '-' },
      },
      input.content,
    ),
  );
  return opsView(deps, order.id);
}

export async function reviewOrder(deps: Deps, input: { caller: OperatorCaller; id: string; approve: boolean; reason: string }) {
  const order = await anyOrder(deps, input.id);
  const moved = input.approve
    ? await toBePaid(deps, { order, from: [orderStatus.toBeReviewed], note: input.reason })
    : await cancelOrderRow(deps, { order, from: [orderStatus.toBeReviewed], note: input.reason });
  if (!moved) throw new AppError('orderTransition');
  return decided(deps, {
    caller: input.caller,
    order,
    key: 'costCenter.orderReview',
    outcome: input.approve ? 'approved' : 'refused',
    reason: input.reason,
    content: `${input.approve ? 'approved' : 'refused'} ${input.reason}`,
  });
}

export async function confirmOffline(deps: Deps, input: { caller: OperatorCaller; id: string; accept: boolean; reason: string }) {
  const order = await anyOrder(deps, input.id);
  const now = deps.clock.now();
  const from = [orderStatus.paymentToBeConfirmed];
  const moved = input.accept
    ? await markPaid(deps, { order, from, amountFen: Number(order.amount_fen), paidAt: now, method: 'offline', by: actorOf(input.caller) })
    : await toBePaid(deps, { order, from, note: input.reason });
  if (!moved) throw new AppError('orderTransition');
  return decided(deps, {
    caller: input.caller,
    order,
    key: 'costCenter.orderConfirm',
    outcome: input.accept ? 'confirmed' : 'returned',
    reason: input.reason,
    content: `${input.accept ? 'confirmed' : 'sent back'} ${input.reason}`,
  });
}

export async function resolveAbnormal(
  deps: Deps,
  input: { caller: OperatorCaller; id: string; action: 'complete' | 'refund'; reason: string },
) {
  const order = await anyOrder(deps, input.id);
  const from = [orderStatus.abnormalPayment];
  if (input.action === 'refund' && Number(order.status) !== orderStatus.abnormalPayment) throw new AppError('orderTransition');
  const refunded = input.action === 'refund' ? await refundCollectedPayment(deps, { order, reason: input.reason }) : '';
  const moved =
    input.action === 'complete'
      ? await markPaid(deps, {
          order,
          from,
          amountFen: Number(order.paid_amount_fen ?? order.amount_fen),
          paidAt: Number(order.paid_at ?? deps.clock.now()),
          method: order.payment_method === 'offline' ? 'offline' : 'gateway',
          by: actorOf(input.caller),
        })
      : await cancelOrderRow(deps, { order, from, note: `refunded (${refunded}) ${input.reason}`.trim() });
  if (!moved) throw new AppError('orderTransition');
  return decided(deps, {
    caller: input.caller,
    order,
    key: 'costCenter.orderResolve',
    outcome: input.action === 'refund' ? 'refunded' : 'completed',
    reason: input.reason,
    content: `${input.action} ${refunded} ${input.reason}`,
  });
}

export async function receiptOf(deps: Deps, input: { caller: OperatorCaller; id: string; reply: FastifyReply }) {
  const order = await anyOrder(deps, input.id);
  if (!order.receipt_file || !order.receipt_type) throw new AppError('notFound');
  const bytes = await readSealedFile(deps, order.receipt_file);
  return input.reply
    .header('content-type', order.receipt_type)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="${order.order_no}-receipt"`)
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}
