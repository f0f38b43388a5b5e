import type { Selectable } from 'kysely';
import { coalescedRowsByColumn } from '../../db/coalesced-lookup.js';
import type { Db } from '../../db/database.js';
import { reusableQuery } from '../../db/reusable-query.js';
import type { CertificateTable } from '../../db/schema.js';
import { defineListOrder, type ListPosition } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';
import type { Tenant } from '../../platform/tenant.js';
import { ownedBy } from '../../platform/tenant-queries.js';

/** SQL of subscribers' certificates: the tenant's list and rows, revocation, renewal and the reminder job. */
export type CertificateRow = Selectable<CertificateTable>;

export const listOrder = defineListOrder<{ created_at: number; id: string }>('certificates.list', 'desc', [
  { ref: 'c.created_at', field: 'created_at', type: 'number' },
  { ref: 'c.id', field: 'id', type: 'string' },
]);

const ofTenant = (db: Db, tenant: Tenant) => db.selectFrom('certificates as c').where(ownedBy(tenant, 'c'));

export const pageOfTenant = (db: Db, tenant: Tenant, position: ListPosition) =>
  keysetPage(ofTenant(db, tenant).selectAll('c'), listOrder, position).execute();

export const countOfTenant = (db: Db, tenant: Tenant) => countUpTo(db, ofTenant(db, tenant).select('c.id'));

export const findOfTenant = (db: Db, tenant: Tenant, id: string) =>
  ofTenant(db, tenant).selectAll('c').where('c.id', '=', id).executeTakeFirst();

// Read by every open-API signature (issue 16): compiled once.
const bySerial = reusableQuery((db: Db, serial: string) => db.selectFrom('certificates').selectAll().where('serial', '=', serial));

/** A certificate by serial; concurrent reads (one enterprise's signatures at once) share one query on PostgreSQL. */
export const findBySerial = coalescedRowsByColumn<CertificateRow>({
  table: 'certificates',
  column: 'serial',
  one: bySerial,
  keyOf: (row) => row.serial,
});

export async function insertCertificate(db: Db, row: CertificateRow): Promise<void> {
  await db.insertInto('certificates').values(row).execute();
}

/** Marks a valid certificate revoked; false when it was not valid any more (a concurrent revoke or renewal). */
export async function markRevoked(db: Db, o: { id: string; at: number; reason: number; replacedBy?: string }): Promise<boolean> {
  const result = await db
    .updateTable('certificates')
    .set({ status: 0, revoked_at: o.at, revoke_reason: o.reason, replaced_by: o.replacedBy ?? null })
    .where('id', '=', o.id)
    .where('status', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Valid certificates expiring before `until` whose reminder for `days` has not gone out. */
export const dueForReminder = (db: Db, o: { now: number; until: number; days: number }) =>
  db
    .selectFrom('certificates')
    .selectAll()
    .where('status', '=', 1)
    .where('not_after', '>', o.now)
    .where('not_after', '<=', o.until)
    .where((eb) => eb.or([eb('reminded_days', 'is', null), eb('reminded_days', '>', o.days)]))
    .orderBy('not_after')
    .orderBy('id')
    .limit(500)
    .execute();

/** Claims a reminder: only one process sends it. */
export async function claimReminder(db: Db, id: string, days: number): Promise<boolean> {
  const result = await db
    .updateTable('certificates')
    .set({ reminded_days: days })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('reminded_days', 'is', null), eb('reminded_days', '>', days)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---- sign-in by certificate ----

export async function insertChallenge(db: Db, row: { id: string; challenge_hash: string; expires_at: number; created_at: number }) {
  await db.insertInto('certificate_challenges').values(row).execute();
}

/** Uses a challenge up: true only for the one caller that deletes it while it is live. */
export async function takeChallenge(db: Db, hash: string, now: number): Promise<boolean> {
  const result = await db
    .deleteFrom('certificate_challenges')
    .where('challenge_hash', '=', hash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Old challenges nobody used (the reminder job sweeps them too). */
export async function dropExpiredChallenges(db: Db, now: number): Promise<void> {
  await db.deleteFrom('certificate_challenges').where('expires_at', '<=', now).execute();
}
