import {
  type WorkOrderCreate,
  type WorkOrderDetail,
  type WorkOrderStatusName,
  type workOrderCreateSchema,
  workOrderRules,
  type LogPhraseOf,
} from '@console/contract';
import { workOrderStatus } from '@console/contract/enums';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { actionOf, writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { messageTime } from '../../platform/delivery.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import { claim } from './attachments.js';
import * as q from './queries.js';
import { recordStep } from './steps.js';
import { canClose, canExpedite, canMove, expediteFrom, statusName } from './status.js';
import { recordsView, summaryOf } from './view.js';
import { visibilityOf } from './visibility.js';

/** The person's side of work orders (§2 myWorkOrder, newWorkOrder, workOrderDetail; §4 expedite and close). */

type CreateInput = z.output<typeof workOrderCreateSchema>;
export type { WorkOrderCreate };

/**
 * "WO" + the day (China time) + the day's count, six digits (more past a million): readable on the
 * phone, and unique by construction — six random digits met an earlier number about once in 80
 * creations on a busy day.
 */
async function takeNumber(db: Db, now: number): Promise<string> {
  const day = new Date(now + 8 * 60 * 60_000).toISOString().slice(0, 10).replaceAll('-', '');
  const count = await q.nextNumberOfDay(db, day);
  return `WO${day}${String(count).padStart(6, '0')}`;
}

async function visibleOrder(deps: Deps, caller: UserCaller, id: string): Promise<q.WorkOrderRow> {
  const row = await q.findVisible(deps.db, visibilityOf(caller), id);
  if (!row) throw new AppError('notFound');
  return row;
}

export async function detailFor(deps: Deps, row: q.WorkOrderRow): Promise<WorkOrderDetail> {
  const facts = { status: statusName(row.status), awaitingSince: row.awaiting_since, expeditedAt: row.expedited_at };
  return {
    ...summaryOf(row),
    description: row.description,
    context: { appId: row.app_ref, requestId: row.request_id, logId: row.log_id },
    records: await recordsView(deps.db, row.id, 'user'),
    rating: row.rating,
    ratingComment: row.rating_comment,
    expediteFrom: expediteFrom(facts),
    canExpedite: canExpedite(facts, deps.clock.now()),
    canClose: canClose(facts.status),
  };
}

const log = (
  deps: Deps,
  caller: UserCaller,
  row: Pick<q.WorkOrderRow, 'enterprise_id'>,
  phrase: LogPhraseOf<'workOrders'>,
  content: string,
) =>
  writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId: row.enterprise_id,
    service: 'workOrders',
    action: actionOf(phrase),
    phrase,
    content,
    ip: caller.ip,
  });

export async function createWorkOrder(deps: Deps, { caller, ...input }: { caller: UserCaller } & CreateInput): Promise<WorkOrderDetail> {
  const now = deps.clock.now();
  const id = newId(now);
  const tenant = visibilityOf(caller).tenant;
  const fields: Omit<q.WorkOrderRow, 'number'> = {
    id,
    enterprise_id: tenant.kind === 'enterprise' ? tenant.enterpriseId : null,
    user_id: caller.user.userId,
    service: input.service,
    category: input.category,
    title: input.title,
    description: input.description,
    status: workOrderStatus.processing,
    created_at: now,
    updated_at: now,
    app_ref: input.appId,
    request_id: input.requestId,
    log_id: input.logId,
    assignee_id: null,
    expedited: 0,
    expedited_at: null,
    awaiting_since: now,
    first_response_at: null,
    resolved_at: null,
    closed_at: null,
    rating: null,
    rating_comment: null,
  };
  const row = await deps.db.transaction().execute(async (trx) => {
    const inserted = { ...fields, number: await takeNumber(trx, now) };
    await q.insertOrder(trx, inserted);
    const recordId = newId(now);
    await q.insertRecord(trx, {
      id: recordId,
      work_order_id: id,
      kind: 'created',
      by_kind: 'user',
      author_id: caller.user.userId,
      status: workOrderStatus.processing,
      content: '',
      created_at: now,
    });
    await claim(trx, { ids: input.attachmentIds, caller, workOrderId: id, recordId, lang: caller.lang });
    return inserted;
  });
  await log(
    deps,
    caller,
    row,
    { key: 'workOrders.create', params: { number: row.number } },
    `${row.number} ${input.service}/${input.category}`,
  );
  return detailFor(deps, row);
}

export async function listWorkOrders(
  deps: Deps,
  { caller, ...input }: { caller: UserCaller; status?: WorkOrderStatusName; after?: string; pageSize: number },
) {
  const visibility = visibilityOf(caller);
  const status = input.status ? workOrderStatus[input.status] : undefined;
  const scope = { tenant: visibility.tenant, only: visibility.onlyUserId, status: status ?? null };
  const position = listPosition(q.listOrder, { scope, after: input.after, pageSize: input.pageSize, lang: caller.lang });
  const [rows, total] = await Promise.all([
    q.listVisible(deps.db, { visibility, status, position }),
    q.countVisible(deps.db, { visibility, status }),
  ]);
  return pageFrom(q.listOrder, { scope, pageSize: input.pageSize, rows, total, view: summaryOf });
}

export async function getWorkOrder(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<WorkOrderDetail> {
  return detailFor(deps, await visibleOrder(deps, caller, id));
}

/** A further message from the person; a resolved order reopens as processing, a closed one refuses. */
export async function replyAsUser(
  deps: Deps,
  { caller, id, content, attachmentIds }: { caller: UserCaller; id: string; content: string; attachmentIds: string[] },
): Promise<WorkOrderDetail> {
  const row = await visibleOrder(deps, caller, id);
  const status = statusName(row.status);
  if (status === 'closed') throw new AppError('workOrderClosed');
  const now = deps.clock.now();
  const reopen = status === 'resolved' && canMove(status, 'processing');
  await recordStep(deps, {
    move: {
      id,
      from: [row.status],
      set: {
        updated_at: now,
        awaiting_since: row.awaiting_since ?? now,
        ...(reopen ? { status: workOrderStatus.processing, resolved_at: null } : {}),
      },
    },
    refused: new AppError('workOrderClosed'),
    now,
    step: { kind: 'reply', by_kind: 'user', author_id: caller.user.userId, status: reopen ? workOrderStatus.processing : null, content },
    attachments: { ids: attachmentIds, caller },
  });
  await log(deps, caller, row, { key: 'workOrders.reply', params: { number: row.number } }, row.number);
  return getWorkOrder(deps, { caller, id });
}

/** §4 expedite: only after the order has waited without an answer, at most once per interval; the back office sees the flag. */
export async function expediteWorkOrder(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<WorkOrderDetail> {
  const row = await visibleOrder(deps, caller, id);
  const status = statusName(row.status);
  if (status === 'closed') throw new AppError('workOrderClosed');
  const now = deps.clock.now();
  const facts = { status, awaitingSince: row.awaiting_since, expeditedAt: row.expedited_at };
  if (!canExpedite(facts, now)) {
    const from = expediteFrom(facts);
    throw new AppError('workOrderExpediteTooSoon', { time: from === null ? '—' : messageTime(from) });
  }
  await recordStep(deps, {
    move: { id, from: [row.status], set: { expedited: 1, expedited_at: now, updated_at: now } },
    refused: new AppError('workOrderExpediteTooSoon', { time: messageTime(now) }),
    now,
    step: { kind: 'expedited', by_kind: 'user', author_id: caller.user.userId, status: null, content: '' },
  });
  await log(deps, caller, row, { key: 'workOrders.expedite', params: { number: row.number } }, row.number);
  return getWorkOrder(deps, { caller, id });
}

/** §4 close once resolved, with a satisfaction rating. */
export async function closeWorkOrder(
  deps: Deps,
  { caller, id, rating, comment }: { caller: UserCaller; id: string; rating: number; comment: string },
): Promise<WorkOrderDetail> {
  const row = await visibleOrder(deps, caller, id);
  if (!canClose(statusName(row.status))) throw new AppError('workOrderNotResolved');
  const now = deps.clock.now();
  await recordStep(deps, {
    move: {
      id,
      from: [workOrderStatus.resolved],
      set: {
        status: workOrderStatus.closed,
        closed_at: now,
        updated_at: now,
        rating,
        rating_comment: comment || null,
        expedited: 0,
        awaiting_since: null,
      },
    },
    refused: new AppError('workOrderNotResolved'),
    now,
    step: { kind: 'closed', by_kind: 'user', author_id: caller.user.userId, status: workOrderStatus.closed, content: comment },
  });
  await log(deps, caller, row, { key: 'workOrders.close', params: { number: row.number, rating } }, `${row.number} rating ${rating}`);
  return getWorkOrder(deps, { caller, id });
}

/** The job: resolved orders the person did not close are closed 7 days after resolution (in batches). */
export async function autoCloseResolved(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  let closed = 0;
  for (;;) {
    const due = await q.resolvedBefore(deps.db, {
      status: workOrderStatus.resolved,
      before: now - workOrderRules.autoCloseAfterMs,
      limit: 200,
    });
    if (due.length === 0) return closed;
    for (const row of due) {
      await deps.db.transaction().execute(async (trx) => {
        const moved = await q.updateOrder(trx, {
          id: row.id,
          from: [workOrderStatus.resolved],
          set: { status: workOrderStatus.closed, closed_at: now, updated_at: now, expedited: 0, awaiting_since: null },
        });
        if (!moved) return;
        closed += 1;
        await q.insertRecord(trx, {
          id: newId(now),
          work_order_id: row.id,
          kind: 'autoClosed',
          by_kind: 'system',
          author_id: null,
          status: workOrderStatus.closed,
          content: '',
          created_at: now,
        });
      });
    }
    if (due.length < 200) return closed;
  }
}
