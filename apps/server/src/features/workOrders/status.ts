import { type WorkOrderStatusName, workOrderRules, workOrderStatusNames } from '@console/contract';
import { workOrderStatus } from '@console/contract/enums';

/**
 * The work-order lifecycle of §4 as pure functions: processing → distributed → processed → resolved
 * → closed. The operator side moves it forward (an order may be resolved from any open status, and a
 * processed one distributed again); only the person closes, and only once resolved (or the 7-day
 * job does). A reply from the person to a resolved order reopens it as processing.
 */

export const statusName = (code: number): WorkOrderStatusName => {
  const name = workOrderStatusNames.find((n) => workOrderStatus[n] === code);
  if (!name) throw new Error(`unknown work-order status ${code}`);
  return name;
};

const allowed: Record<WorkOrderStatusName, readonly WorkOrderStatusName[]> = {
  processing: ['distributed', 'processed', 'resolved'],
  distributed: ['distributed', 'processed', 'resolved'],
  processed: ['distributed', 'resolved', 'processing'],
  resolved: ['closed', 'processing'],
  closed: [],
};

export function canMove(from: WorkOrderStatusName, to: WorkOrderStatusName): boolean {
  return allowed[from].includes(to);
}

export interface ExpediteFacts {
  status: WorkOrderStatusName;
  /** Since when the person has waited for an answer (null: customer service spoke last). */
  awaitingSince: number | null;
  expeditedAt: number | null;
}

/**
 * When expedite opens: after the order has waited `expediteAfterMs` without an answer and, once used,
 * `expediteEveryMs` after the last time. Null when there is nothing to hurry (resolved, closed, or
 * customer service has answered the person's last message).
 */
export function expediteFrom(order: ExpediteFacts): number | null {
  if (order.status === 'resolved' || order.status === 'closed' || order.awaitingSince === null) return null;
  const afterWait = order.awaitingSince + workOrderRules.expediteAfterMs;
  const afterLast = order.expeditedAt === null ? 0 : order.expeditedAt + workOrderRules.expediteEveryMs;
  return Math.max(afterWait, afterLast);
}

export const canExpedite = (order: ExpediteFacts, now: number): boolean => {
  const from = expediteFrom(order);
  return from !== null && now >= from;
};

export const canClose = (status: WorkOrderStatusName): boolean => status === 'resolved';

/** A resolved order closes itself this long after it was resolved. */
export const autoCloseDue = (resolvedAt: number, now: number): boolean => now - resolvedAt >= workOrderRules.autoCloseAfterMs;
