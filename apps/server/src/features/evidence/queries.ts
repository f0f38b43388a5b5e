import { type Insertable, PostgresAdapter, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { EvidenceBatchTable, EvidenceDepositTable } from '../../db/schema.js';
import { type ListPosition, defineListOrder } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';
import type { Tenant } from '../../platform/tenant.js';
import { ofEnterprise, ownedBy } from '../../platform/tenant-queries.js';

export type DepositRow = Selectable<EvidenceDepositTable>;
export type BatchRow = Selectable<EvidenceBatchTable>;

export const listOrder = defineListOrder<{ created_at: number; id: string }>('evidence.list', 'desc', [
  { ref: 'd.created_at', field: 'created_at', type: 'number' },
  { ref: 'd.id', field: 'id', type: 'string' },
]);

const ofTenant = (db: Db, tenant: Tenant) => db.selectFrom('evidence_deposits as d').where(ownedBy(tenant, 'd'));

export const pageOfTenant = (db: Db, tenant: Tenant, position: ListPosition) =>
  keysetPage(ofTenant(db, tenant).selectAll('d'), listOrder, position).execute();

export const countOfTenant = (db: Db, tenant: Tenant) => countUpTo(db, ofTenant(db, tenant).select('d.id'));

export const findOfTenant = (db: Db, tenant: Tenant, id: string) =>
  ofTenant(db, tenant).selectAll('d').where('d.id', '=', id).executeTakeFirst();

export const findOfEnterprise = (db: Db, enterpriseId: string, id: string) =>
  db.selectFrom('evidence_deposits').selectAll().where(ofEnterprise(enterpriseId)).where('id', '=', id).executeTakeFirst();

export const findByCode = (db: Db, code: string) =>
  db.selectFrom('evidence_deposits').selectAll().where('verification_code', '=', code).executeTakeFirst();

export async function insertDeposit(db: Db, row: Insertable<EvidenceDepositTable>): Promise<void> {
  await db.insertInto('evidence_deposits').values(row).execute();
}

/**
 * The oldest pending deposits (the batching job's index: status, created_at, id), claimed for the
 * caller's transaction: on PostgreSQL locked, skipping rows another process's batch holds (SQLite has
 * one writer and no row locks; its transaction alone keeps the batch whole).
 */
export const claimPendingDeposits = (db: Db, limit: number) => {
  const query = db.selectFrom('evidence_deposits').selectAll().where('status', '=', 0).orderBy('created_at').orderBy('id').limit(limit);
  return (db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate().skipLocked() : query).execute();
};

export async function insertBatch(db: Db, row: Insertable<EvidenceBatchTable>): Promise<void> {
  await db.insertInto('evidence_batches').values(row).execute();
}

export const batchesByIds = async (db: Db, ids: string[]) =>
  ids.length
    ? db
        .selectFrom('evidence_batches')
        .selectAll()
        .where('id', 'in', [...new Set(ids)])
        .execute()
    : [];

export const batchById = (db: Db, id: string) => db.selectFrom('evidence_batches').selectAll().where('id', '=', id).executeTakeFirst();

/** Anchors a pending deposit in a batch; false when another process anchored it first. */
export async function markAnchored(db: Db, o: { id: string; batchId: string; leafIndex: number; proof: string }): Promise<boolean> {
  const result = await db
    .updateTable('evidence_deposits')
    .set({ status: 1, batch_id: o.batchId, leaf_index: o.leafIndex, proof: o.proof })
    .where('id', '=', o.id)
    .where('status', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
