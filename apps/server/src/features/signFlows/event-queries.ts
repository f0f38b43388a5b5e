import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SignFlowEventTable } from '../../db/schema.js';
import { defineListOrder, type ListPosition } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';

/**
 * SQL of a flow's events (0060). Each is written by the statement that makes the change it records,
 * in one transaction (`withEvents`): the change without its event, or the event without its change,
 * is never kept. Read oldest first over (flow_id, created_at, id).
 */
export type EventRow = Selectable<SignFlowEventTable>;
export type NewEvent = Insertable<SignFlowEventTable>;

export const eventOrder = defineListOrder<{ created_at: number; id: string }>('signFlows.events', 'asc', [
  { ref: 'created_at', field: 'created_at', type: 'number' },
  { ref: 'id', field: 'id', type: 'string' },
]);

/**
 * Runs a conditional change and, when it took (answered true), writes its events in the same
 * transaction. Without events it is the change alone. `db` must not be a transaction already.
 */
export async function withEvents(db: Db, events: readonly NewEvent[], change: (tx: Db) => Promise<boolean>): Promise<boolean> {
  if (!events.length) return change(db);
  return db.transaction().execute(async (tx) => {
    if (!(await change(tx))) return false;
    await tx
      .insertInto('sign_flow_events')
      .values([...events])
      .execute();
    return true;
  });
}

/** An event that records no change of a row of its own (a CC recipient's notice). */
export async function insertEvent(db: Db, event: NewEvent): Promise<void> {
  await db.insertInto('sign_flow_events').values(event).execute();
}

const ofFlow = (db: Db, flowId: string) => db.selectFrom('sign_flow_events').where('flow_id', '=', flowId);

export const eventsPage = (db: Db, flowId: string, position: ListPosition) =>
  keysetPage(ofFlow(db, flowId).selectAll(), eventOrder, position).execute();

export const eventsCount = (db: Db, flowId: string) => countUpTo(db, ofFlow(db, flowId).select('id'));
