import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SignFlowReportTable, SignFlowSignatureTable } from '../../db/schema.js';

/**
 * SQL of a flow's completion (0056): how each signer signed, the completion certificate's row, and
 * the one automatic reminder before a deadline.
 */
export type SignatureRow = Selectable<SignFlowSignatureTable>;
export type ReportRow = Selectable<SignFlowReportTable>;

export const signaturesOf = (db: Db, flowId: string) =>
  db.selectFrom('sign_flow_signatures').selectAll().where('flow_id', '=', flowId).orderBy('signer_id').execute();

/** How a signer signed: one row per signer (a second write of the same signer changes nothing). */
export async function insertSignature(db: Db, row: Insertable<SignFlowSignatureTable>): Promise<void> {
  await db
    .insertInto('sign_flow_signatures')
    .values(row)
    .onConflict((oc) => oc.column('signer_id').doNothing())
    .execute();
}

export const reportOf = (db: Db, flowId: string) =>
  db.selectFrom('sign_flow_reports').selectAll().where('flow_id', '=', flowId).executeTakeFirst();

/** The certificate's row; of two made at once, the first kept (the other's file is left unreferenced). */
export async function insertReport(db: Db, row: ReportRow): Promise<void> {
  await db
    .insertInto('sign_flow_reports')
    .values(row)
    .onConflict((oc) => oc.column('flow_id').doNothing())
    .execute();
}

/**
 * Flows in progress whose deadline falls within `withinMs` of now and that have had no automatic
 * reminder (the status–deadline index finds the window; the reminder row excludes the done ones).
 */
export const dueForReminder = (db: Db, now: number, withinMs: number, limit: number) =>
  db
    .selectFrom('sign_flows as f')
    .select(['f.id'])
    .where('f.status', '=', 1)
    .where('f.deadline_at', '>', now)
    .where('f.deadline_at', '<=', now + withinMs)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('sign_flow_deadline_reminders as r').select('r.flow_id').whereRef('r.flow_id', '=', 'f.id'))),
    )
    .orderBy('f.deadline_at')
    .limit(limit)
    .execute();

/** Claims a flow's automatic reminder: one winner (the row's key). */
export async function claimDeadlineReminder(db: Db, flowId: string, now: number): Promise<boolean> {
  const r = await db
    .insertInto('sign_flow_deadline_reminders')
    .values({
      flow_id: flowId,
      // The flow's tenant (0067).
      enterprise_id: db.selectFrom('sign_flows').select('enterprise_id').where('id', '=', flowId),
      user_id: db.selectFrom('sign_flows').select('user_id').where('id', '=', flowId),
      created_at: now,
    })
    .onConflict((oc) => oc.column('flow_id').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Completed flows whose completion's work is due (0060's index on the due time). */
export const dueCompletions = (db: Db, now: number, limit: number) =>
  db
    .selectFrom('sign_flows')
    .select(['id', 'completion_due_at', 'completion_tries'])
    .where('completion_due_at', '<=', now)
    .orderBy('completion_due_at')
    .orderBy('id')
    .limit(limit)
    .execute();

/** Claims a flow's completion for this try: its due time moves to the next try's (one winner: the due time read). */
export async function claimCompletion(db: Db, o: { id: string; dueAt: number; next: number }): Promise<boolean> {
  const r = await db
    .updateTable('sign_flows')
    .set((eb) => ({ completion_due_at: o.next, completion_tries: eb('completion_tries', '+', 1) }))
    .where('id', '=', o.id)
    .where('completion_due_at', '=', o.dueAt)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function completionDone(db: Db, id: string): Promise<void> {
  await db.updateTable('sign_flows').set({ completion_due_at: null }).where('id', '=', id).execute();
}

/** The evidence deposit's code, kept once: true when this one was kept (false: the flow had one already). */
export async function keepEvidenceCode(db: Db, id: string, code: string, now: number): Promise<boolean> {
  const r = await db
    .updateTable('sign_flows')
    .set({ evidence_code: code, updated_at: now })
    .where('id', '=', id)
    .where('evidence_code', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
