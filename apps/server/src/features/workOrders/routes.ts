import { workOrdersEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { openForOperator, openForUser, replyWithFile, uploadAttachment } from './attachments.js';
import { distribute, getForOps, listOperators, listQueue, replyAsOperator, setStatus } from './ops.js';
import { closeWorkOrder, createWorkOrder, expediteWorkOrder, getWorkOrder, listWorkOrders, replyAsUser } from './service.js';

/** Work orders: the person's pages and the back office's queue. */
export const workOrdersRoutes = [
  defineRoute(e.upload, ({ deps, caller, body, file }) => uploadAttachment(deps, { caller, ...body, file })),
  defineRoute(e.attachment, async ({ deps, caller, params, reply }) =>
    replyWithFile(reply, await openForUser(deps, { caller, ...params })),
  ),
  defineRoute(e.create, ({ deps, caller, body }) => createWorkOrder(deps, { caller, ...body })),
  defineRoute(e.list, ({ deps, caller, query }) => listWorkOrders(deps, { caller, ...query })),
  defineRoute(e.detail, ({ deps, caller, params }) => getWorkOrder(deps, { caller, ...params })),
  defineRoute(e.reply, ({ deps, caller, params, body }) => replyAsUser(deps, { caller, ...params, ...body })),
  defineRoute(e.expedite, ({ deps, caller, params }) => expediteWorkOrder(deps, { caller, ...params })),
  defineRoute(e.close, ({ deps, caller, params, body }) => closeWorkOrder(deps, { caller, ...params, ...body })),

  defineRoute(e.opsQueue, ({ deps, caller, query }) => listQueue(deps, { caller, ...query })),
  defineRoute(e.opsOperators, ({ deps, caller, query }) => listOperators(deps, { caller, ...query })),
  defineRoute(e.opsDetail, ({ deps, caller, params }) => getForOps(deps, { caller, ...params })),
  defineRoute(e.opsDistribute, ({ deps, caller, params, body }) => distribute(deps, { caller, ...params, ...body })),
  defineRoute(e.opsReply, ({ deps, caller, params, body }) => replyAsOperator(deps, { caller, ...params, ...body })),
  defineRoute(e.opsStatus, ({ deps, caller, params, body }) => setStatus(deps, { caller, ...params, ...body })),
  defineRoute(e.opsUpload, ({ deps, caller, body, file }) => uploadAttachment(deps, { caller, ...body, file })),
  defineRoute(e.opsAttachment, async ({ deps, caller, params, reply }) =>
    replyWithFile(reply, await openForOperator(deps, { caller, ...params })),
  ),
];
