import type { OperatorCaller, UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import type { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { claim } from './attachments.js';
import * as q from './queries.js';

/**
 * One step of a work order (a reply, a status, an expedite…), in one transaction: the order moves
 * (`move`, from the status it was read in; `refused` when another step got there first), the step
 * joins the order's history, and a reply's attachments are claimed for it.
 */
export async function recordStep(
  deps: Pick<Deps, 'db'>,
  {
    move,
    refused,
    now,
    step,
    attachments,
  }: {
    move: Parameters<typeof q.updateOrder>[1];
    refused: AppError;
    now: number;
    step: Omit<Parameters<typeof q.insertRecord>[1], 'id' | 'work_order_id' | 'created_at'>;
    attachments?: { ids: string[]; caller: UserCaller | OperatorCaller };
  },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const moved = await q.updateOrder(trx, move);
    if (!moved) throw refused;
    const recordId = newId(now);
    await q.insertRecord(trx, { id: recordId, work_order_id: move.id, ...step, created_at: now });
    if (attachments)
      await claim(trx, { ids: attachments.ids, caller: attachments.caller, workOrderId: move.id, recordId, lang: attachments.caller.lang });
  });
}
