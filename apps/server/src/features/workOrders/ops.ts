import type { LogPhraseOf, OpsWorkOrderDetail, OpsWorkOrderItem, WorkOrderStatusName } from '@console/contract';
import { workOrderStatus } from '@console/contract/enums';
import { actionOf, logEntryOf, writeOperationLog } from '../../platform/audit.js';
import type { OperatorCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { noticeTo, sendInBackground } from '../../platform/delivery.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import { accountNamesOf, recipientOf } from '../account/index.js';
import { applicationInTenant, meteredCallInTenant } from '../apps/index.js';
import { enterpriseNamesOf } from '../enterprise/index.js';
import { operatorNamesOf, operatorOrder, operatorsPage } from '../ops/index.js';
import * as q from './queries.js';
import { recordStep } from './steps.js';
import { canMove, statusName } from './status.js';
import { recordsView, slaOf, summaryOf } from './view.js';

/** The back office's side: the queue with SLA timers, distribution, answers (the person is told) and status. */

/** The requesters' and enterprises' names of some orders, one query to each owner. */
async function namesOf(deps: Deps, rows: readonly q.QueueRow[]) {
  const [people, enterprises, assignees] = await Promise.all([
    accountNamesOf(deps, { userIds: rows.map((r) => r.user_id) }),
    enterpriseNamesOf(deps, { enterpriseIds: rows.flatMap((r) => (r.enterprise_id ? [r.enterprise_id] : [])) }),
    operatorNamesOf(deps, { operatorIds: rows.map((r) => r.assignee_id) }),
  ]);
  return { people, enterprises, assignees };
}

function itemOf(row: q.QueueRow, now: number, names: Awaited<ReturnType<typeof namesOf>>): OpsWorkOrderItem {
  return {
    ...summaryOf(row),
    requester: names.people.get(row.user_id) ?? '—',
    enterpriseName: (row.enterprise_id && names.enterprises.get(row.enterprise_id)?.name) || null,
    assigneeId: row.assignee_id,
    assigneeName: (row.assignee_id && names.assignees.get(row.assignee_id)) ?? null,
    sla: slaOf(row, now),
  };
}

export async function listQueue(
  deps: Deps,
  {
    caller,
    ...input
  }: {
    caller: OperatorCaller;
    status?: WorkOrderStatusName;
    expedited?: 'yes' | 'no';
    assignee?: string;
    after?: string;
    pageSize: number;
  },
) {
  const filter: q.QueueFilter = {
    ...(input.status ? { status: workOrderStatus[input.status] } : {}),
    ...(input.expedited ? { expedited: input.expedited === 'yes' ? 1 : 0 } : {}),
    ...(input.assignee ? { assignee: input.assignee } : {}),
  };
  const position = listPosition(q.queueOrder, { scope: { ...filter }, after: input.after, pageSize: input.pageSize, lang: caller.lang });
  const [rows, total] = await Promise.all([q.listQueue(deps.db, { filter, position }), q.countQueue(deps.db, filter)]);
  const now = deps.clock.now();
  const names = await namesOf(deps, rows.slice(0, input.pageSize));
  return pageFrom(q.queueOrder, { scope: { ...filter }, pageSize: input.pageSize, rows, total, view: (r) => itemOf(r, now, names) });
}

export async function listOperators(deps: Deps, { caller, ...input }: { caller: OperatorCaller; after?: string; pageSize: number }) {
  const position = listPosition(operatorOrder, { scope: {}, after: input.after, pageSize: input.pageSize, lang: caller.lang });
  const { rows, total } = await operatorsPage(deps, { position });
  return pageFrom(operatorOrder, { scope: {}, pageSize: input.pageSize, rows, total, view: (r) => ({ id: r.id, name: r.name }) });
}

async function orderOf(deps: Deps, id: string) {
  const row = await q.findForOps(deps.db, id);
  if (!row) throw new AppError('notFound');
  return row;
}

/** One order with the context it names, each read within the order's own tenant (a stranger's id shows as not matched). */
export async function getForOps(deps: Deps, { id }: { caller: OperatorCaller; id: string }): Promise<OpsWorkOrderDetail> {
  const row = await orderOf(deps, id);
  const [app, call, logRow, records, names] = await Promise.all([
    row.app_ref ? applicationInTenant(deps.db, q.ofOrder(row), row.app_ref) : undefined,
    row.request_id ? meteredCallInTenant(deps.db, q.ofOrder(row), row.request_id) : undefined,
    row.log_id ? logEntryOf(deps, { id: row.log_id, tenant: q.ofOrder(row) }) : undefined,
    recordsView(deps.db, row.id, 'operator'),
    namesOf(deps, [row]),
  ]);
  return {
    ...itemOf(row, deps.clock.now(), names),
    description: row.description,
    context: {
      app: app ? { id: app.id, appId: app.app_id, name: app.name, environment: app.environment } : null,
      call: call
        ? {
            requestId: call.request_id ?? '',
            serviceCode: call.service_code,
            outcome: call.outcome,
            calledAt: Number(call.called_at),
            appId: call.app_id ?? null,
          }
        : null,
      log: logRow
        ? {
            id: logRow.id,
            service: logRow.service,
            action: logRow.action,
            content: logRow.content,
            ip: logRow.ip,
            createdAt: Number(logRow.created_at),
          }
        : null,
      given: { appId: row.app_ref, requestId: row.request_id, logId: row.log_id },
    },
    records,
    rating: row.rating,
    ratingComment: row.rating_comment,
  };
}

const opsLog = (deps: Deps, caller: OperatorCaller, row: q.WorkOrderRow, phrase: LogPhraseOf<'workOrders'>, content: string) =>
  writeOperationLog(deps, {
    operatorId: caller.operator.operatorId,
    enterpriseId: row.enterprise_id,
    userId: row.user_id,
    service: 'workOrders',
    action: actionOf(phrase),
    phrase,
    content,
    ip: caller.ip,
  });

export async function distribute(
  deps: Deps,
  { caller, id, operatorId }: { caller: OperatorCaller; id: string; operatorId: string },
): Promise<OpsWorkOrderDetail> {
  const row = await orderOf(deps, id);
  const name = (await operatorNamesOf(deps, { operatorIds: [operatorId] })).get(operatorId);
  if (name === undefined) throw fieldError('operatorNotFound', 'operatorId', caller.lang);
  const operator = { id: operatorId, name };
  const from = statusName(row.status);
  if (!canMove(from, 'distributed')) throw new AppError('workOrderClosed');
  const now = deps.clock.now();
  await recordStep(deps, {
    move: { id, from: [row.status], set: { status: workOrderStatus.distributed, assignee_id: operator.id, updated_at: now } },
    refused: new AppError('workOrderClosed'),
    now,
    step: {
      kind: 'distributed',
      by_kind: 'operator',
      author_id: caller.operator.operatorId,
      status: workOrderStatus.distributed,
      content: operator.name,
    },
  });
  await opsLog(
    deps,
    caller,
    row,
    { key: 'workOrders.distribute', params: { number: row.number, operator: operator.name } },
    `${row.number} → ${operator.name}`,
  );
  return getForOps(deps, { caller, id });
}

/** The operator's answer: the wait and the expedite flag end, the first response is timed, the person is told. */
export async function replyAsOperator(
  deps: Deps,
  { caller, id, content, attachmentIds }: { caller: OperatorCaller; id: string; content: string; attachmentIds: string[] },
): Promise<OpsWorkOrderDetail> {
  const row = await orderOf(deps, id);
  if (statusName(row.status) === 'closed') throw new AppError('workOrderClosed');
  const now = deps.clock.now();
  await recordStep(deps, {
    move: {
      id,
      from: [row.status],
      set: { awaiting_since: null, expedited: 0, first_response_at: row.first_response_at ?? now, updated_at: now },
    },
    refused: new AppError('workOrderClosed'),
    now,
    step: { kind: 'reply', by_kind: 'operator', author_id: caller.operator.operatorId, status: null, content },
    attachments: { ids: attachmentIds, caller },
  });
  await opsLog(deps, caller, row, { key: 'workOrders.reply', params: { number: row.number } }, row.number);
  const person = await recipientOf(deps, row.user_id);
  const message =
    person &&
    noticeTo(person, {
      fallback: caller.lang,
      purpose: 'work_order_reply',
      sms: 'workOrderReplySms',
      mail: 'workOrderReplyEmail',
      params: { userName: person.accountName, number: row.number, title: row.title, reply: content },
      at: now,
    });
  if (message) sendInBackground(deps, caller.log, message);
  return getForOps(deps, { caller, id });
}

/** Processed or resolved; resolving stops the resolution timer and starts the 7 days before it closes itself. */
export async function setStatus(
  deps: Deps,
  { caller, id, status }: { caller: OperatorCaller; id: string; status: 'processed' | 'resolved' },
): Promise<OpsWorkOrderDetail> {
  const row = await orderOf(deps, id);
  if (!canMove(statusName(row.status), status)) throw new AppError('workOrderTransition');
  const now = deps.clock.now();
  await recordStep(deps, {
    move: {
      id,
      from: [row.status],
      set: {
        status: workOrderStatus[status],
        updated_at: now,
        ...(status === 'resolved' ? { resolved_at: now, awaiting_since: null, expedited: 0 } : {}),
      },
    },
    refused: new AppError('workOrderTransition'),
    now,
    step: { kind: 'status', by_kind: 'operator', author_id: caller.operator.operatorId, status: workOrderStatus[status], content: '' },
  });
  await opsLog(deps, caller, row, { key: `workOrders.${status}`, params: { number: row.number } }, row.number);
  return getForOps(deps, { caller, id });
}
