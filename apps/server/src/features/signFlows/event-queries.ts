import { type Insertable, type OperationNodeSource, type RawBuilder, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { isPostgres } from '../../db/partitions.js';
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

/** A data statement (an insert, or an update `returning` its rows), built on a handle it runs on. */
export type Change = (db: Db) => OperationNodeSource & { execute(): Promise<unknown[]> };

/**
 * Runs a conditional change (an update `returning` what it changed: it took when a row comes back)
 * and, when it took, writes its events in the same transaction. On PostgreSQL the change and its
 * events are one statement (the events' inserts in data-modifying CTEs guarded by the change's
 * rows): one round trip instead of four (begin, change, insert, commit), as atomic as the
 * transaction. Without events it is the change alone. `db` must not be a transaction already.
 */
export async function withEvents(db: Db, events: readonly NewEvent[], change: Change): Promise<boolean> {
  if (!events.length) return (await change(db).execute()).length > 0;
  if (isPostgres(db)) {
    const inserts = events.map((e, i) => sql`${sql.id(`event${i}`)} as (${eventInsert(e, sql`where exists (select 1 from changed)`)})`);
    const { rows } = await sql<{
      n: number;
    }>`with changed as (${change(db)}), ${sql.join(inserts)} select count(*) as n from changed`.execute(db);
    return Number(rows[0]?.n) > 0;
  }
  return db.transaction().execute(async (tx) => {
    if (!(await change(tx).execute()).length) return false;
    await tx
      .insertInto('sign_flow_events')
      .values([...events])
      .execute();
    return true;
  });
}

/**
 * Unconditional writes kept together (a new flow's rows with its events): on PostgreSQL one
 * statement of data-modifying CTEs (one round trip), on SQLite one transaction.
 */
export async function writeTogether(db: Db, changes: Change[], events: readonly NewEvent[]): Promise<void> {
  if (isPostgres(db)) {
    const parts = [
      ...changes.map((c, i) => sql`${sql.id(`change${i}`)} as (${c(db)})`),
      ...events.map((e, i) => sql`${sql.id(`event${i}`)} as (${eventInsert(e, sql``)})`),
    ];
    await sql`with ${sql.join(parts)} select 1`.execute(db);
    return;
  }
  await db.transaction().execute(async (tx) => {
    for (const c of changes) await c(tx).execute();
    if (events.length)
      await tx
        .insertInto('sign_flow_events')
        .values([...events])
        .execute();
  });
}

/** `insert … select <the event's values> <guard>`: PostgreSQL types each parameter by its column. */
function eventInsert(e: NewEvent, guard: RawBuilder<unknown>): RawBuilder<unknown> {
  const columns = Object.entries(e).filter(([, v]) => v !== undefined);
  return sql`insert into sign_flow_events (${sql.join(columns.map(([c]) => sql.id(c)))}) select ${sql.join(columns.map(([, v]) => sql`${v}`))} ${guard}`;
}

/** An event that records no change of a row of its own (a CC recipient's notice). */
export async function insertEvent(db: Db, event: NewEvent): Promise<void> {
  await db.insertInto('sign_flow_events').values(event).execute();
}

const ofFlow = (db: Db, flowId: string) => db.selectFrom('sign_flow_events').where('flow_id', '=', flowId);

export const eventsPage = (db: Db, flowId: string, position: ListPosition) =>
  keysetPage(ofFlow(db, flowId).selectAll(), eventOrder, position).execute();

export const eventsCount = (db: Db, flowId: string) => countUpTo(db, ofFlow(db, flowId).select('id'));
