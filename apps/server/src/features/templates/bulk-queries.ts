import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { TemplateBulkFlowTable, TemplateBulkTable } from '../../db/schema.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';
import { defineListOrder, type ListPosition } from '../../platform/keyset.js';
import { ofEnterprise } from '../../platform/tenant-queries.js';

/**
 * SQL of bulk sends (0065): the head of each batch (filtered by its enterprise) and each row's
 * flow; the batch's progress and row errors are the import's (`platform/import-queries.ts`).
 */

export type BulkRow = Selectable<TemplateBulkTable>;

export const bulkOrder = defineListOrder<{ created_at: number; id: string }>('templates.bulk', 'desc', [
  { ref: 'b.created_at', field: 'created_at', type: 'number' },
  { ref: 'b.id', field: 'id', type: 'string' },
]);

export const flowOrder = defineListOrder<{ row: number }>('templates.bulkFlows', 'asc', [{ ref: 'row', field: 'row', type: 'number' }]);

export async function insertBulk(db: Db, row: Insertable<TemplateBulkTable>): Promise<void> {
  await db.insertInto('template_bulks').values(row).execute();
}

export const findBulk = (db: Db, enterpriseId: string, id: string) =>
  db.selectFrom('template_bulks').selectAll().where(ofEnterprise(enterpriseId)).where('id', '=', id).executeTakeFirst();

export const bulkById = (db: Db, id: string) => db.selectFrom('template_bulks').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * An enterprise's bulk sends (template_bulks_enterprise_created), or one template's
 * (template_bulks_template_created), with their template's name; the batches' progress is the
 * import's, read through the platform (`importBatchesOf`).
 */
const ofEnterpriseList = (db: Db, enterpriseId: string, templateId: string | undefined) => {
  const q = db
    .selectFrom('template_bulks as b')
    .innerJoin('templates as t', 't.id', 'b.template_id')
    .where(ofEnterprise(enterpriseId, 'b'));
  return templateId ? q.where('b.template_id', '=', templateId) : q;
};

export const bulkPage = (db: Db, enterpriseId: string, templateId: string | undefined, position: ListPosition) =>
  keysetPage(
    ofEnterpriseList(db, enterpriseId, templateId).select([
      'b.id',
      'b.template_id',
      'b.version',
      'b.title',
      'b.deadline_at',
      'b.created_at',
      't.name as template_name',
    ]),
    bulkOrder,
    position,
  ).execute();

export const bulkCount = (db: Db, enterpriseId: string, templateId: string | undefined) =>
  countUpTo(db, ofEnterpriseList(db, enterpriseId, templateId).select('b.id'));

/** The flow ids of a batch, as a subquery (sign flows count them by status). */
export const flowIdsOf = (db: Db, bulkId: string) => db.selectFrom('template_bulk_flows').select('flow_id').where('bulk_id', '=', bulkId);

/**
 * A batch's flows whose first signers' notice is still due. Its caller counts only those still in
 * progress: a flow signed, revoked or ended meanwhile keeps its due time until the notice job next
 * takes the row, but nobody waits for that notice any more.
 */
export const noticeDueFlowIdsOf = (db: Db, bulkId: string) => flowIdsOf(db, bulkId).where('notice_due_at', 'is not', null);

/** A batch's flows in row order (the primary key (bulk_id, row)). */
export const flowsPage = (db: Db, bulkId: string, position: ListPosition) =>
  keysetPage(db.selectFrom('template_bulk_flows').selectAll().where('bulk_id', '=', bulkId), flowOrder, position).execute();

export const flowsCount = (db: Db, bulkId: string) =>
  countUpTo(db, db.selectFrom('template_bulk_flows').select('flow_id').where('bulk_id', '=', bulkId));

/** A row's flow, in the row's transaction: the primary key refuses a second flow for the same row. */
export async function insertBulkFlow(db: Db, row: Insertable<TemplateBulkFlowTable>): Promise<void> {
  await db.insertInto('template_bulk_flows').values(row).execute();
}

/** Rows whose first notice is due (template_bulk_flows_notice_due), oldest first. */
export const dueNotices = (db: Db, now: number, limit: number) =>
  db
    .selectFrom('template_bulk_flows')
    .select(['bulk_id', 'row', 'flow_id', 'notice_due_at', 'notice_tries'])
    .where('notice_due_at', 'is not', null)
    .where('notice_due_at', '<=', now)
    .orderBy('notice_due_at')
    .limit(limit)
    .execute();

/** Takes a due row for one runner (a conditional update on the value it read): answers whether it won. */
export async function claimNotice(db: Db, o: { bulkId: string; row: number; seen: number; until: number }): Promise<boolean> {
  const r = await db
    .updateTable('template_bulk_flows')
    .set((eb) => ({ notice_due_at: o.until, notice_tries: eb('notice_tries', '+', 1) }))
    .where('bulk_id', '=', o.bulkId)
    .where('row', '=', o.row)
    .where('notice_due_at', '=', o.seen)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** After a notice attempt: done (null) or due again at `at`. */
export async function setNoticeDue(db: Db, o: { bulkId: string; row: number; at: number | null }): Promise<void> {
  await db
    .updateTable('template_bulk_flows')
    .set({ notice_due_at: o.at })
    .where('bulk_id', '=', o.bulkId)
    .where('row', '=', o.row)
    .execute();
}

/** Several rows of a batch told: their due times cleared in one update (over the primary key). */
export async function clearNoticesDue(db: Db, o: { bulkId: string; rows: number[] }): Promise<void> {
  await db
    .updateTable('template_bulk_flows')
    .set({ notice_due_at: null })
    .where('bulk_id', '=', o.bulkId)
    .where('row', 'in', o.rows)
    .execute();
}
