import { type Selectable, sql } from 'kysely';
import { coalescedLookup, coalescedRowsByColumn } from '../../db/coalesced-lookup.js';
import type { Db } from '../../db/database.js';
import { reusableQuery } from '../../db/reusable-query.js';
import type { CertificateTable, KeyStoreKeyRow } from '../../db/schema.js';
import { defineListOrder, type ListPosition } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';
import type { Tenant } from '../../platform/tenant.js';
import { ownedBy } from '../../platform/tenant-queries.js';

/** SQL of subscribers' certificates: the tenant's list and rows, revocation, renewal and the reminder job. */
export type CertificateRow = Selectable<CertificateTable>;

/** The service type of a sign flow's event certificate (`event.ts`). */
export const eventServiceType = 3;

export const listOrder = defineListOrder<{ created_at: number; id: string }>('certificates.list', 'desc', [
  { ref: 'c.created_at', field: 'created_at', type: 'number' },
  { ref: 'c.id', field: 'id', type: 'string' },
]);

/**
 * The tenant's own certificates: the one-day event certificates sign flows issue per signing act
 * (service type 3, `event.ts`) are not the subscriber's to list, renew or sign with — verification
 * finds them by serial. Read along 0062's partial indexes of the others (the type a literal, not a
 * parameter, so a prepared statement's plan still proves the index's condition).
 */
const ofTenant = (db: Db, tenant: Tenant) =>
  db.selectFrom('certificates as c').where(ownedBy(tenant, 'c')).where('c.service_type', '<>', sql.lit(eventServiceType));

export const pageOfTenant = (db: Db, tenant: Tenant, position: ListPosition) =>
  keysetPage(ofTenant(db, tenant).selectAll('c'), listOrder, position).execute();

export const countOfTenant = (db: Db, tenant: Tenant) => countUpTo(db, ofTenant(db, tenant).select('c.id'));

export const findOfTenant = (db: Db, tenant: Tenant, id: string) =>
  ofTenant(db, tenant).selectAll('c').where('c.id', '=', id).executeTakeFirst();

// Read by every open-API signature: compiled once.
const bySerial = reusableQuery((db: Db, serial: string) => db.selectFrom('certificates').selectAll().where('serial', '=', serial));

/** A certificate by serial; concurrent reads (one enterprise's signatures at once) share one query on PostgreSQL. */
export const findBySerial = coalescedRowsByColumn<CertificateRow>({
  table: 'certificates',
  column: 'serial',
  one: bySerial,
  keyOf: (row) => row.serial,
});

/** A certificate with its platform-held key's row (null for a key kept in the browser). */
export interface CertificateWithKey {
  certificate: CertificateRow;
  key: KeyStoreKeyRow | null;
}

const withKey = (db: Db) =>
  db
    .selectFrom('certificates as c')
    .leftJoin('key_store_keys as k', 'k.id', 'c.key_id')
    .selectAll('c')
    .select([
      'k.id as key_row_id',
      'k.algorithm as key_row_algorithm',
      'k.label as key_row_label',
      'k.public_key as key_row_public_key',
      'k.sealed_private_key as key_row_sealed_private_key',
      'k.created_at as key_row_created_at',
    ]);
type WithKeyRow = CertificateRow & {
  key_row_id: string | null;
  key_row_algorithm: string | null;
  key_row_label: string | null;
  key_row_public_key: string | null;
  key_row_sealed_private_key: string | null;
  key_row_created_at: number | null;
};
/** A joined row split into the certificate and its key's row (null for a key kept in the browser). */
const splitKeyRow = ({
  key_row_id,
  key_row_algorithm,
  key_row_label,
  key_row_public_key,
  key_row_sealed_private_key,
  key_row_created_at,
  ...certificate
}: WithKeyRow): CertificateWithKey => ({
  certificate,
  key:
    key_row_id === null
      ? null
      : {
          id: key_row_id,
          algorithm: key_row_algorithm!,
          label: key_row_label!,
          public_key: key_row_public_key!,
          sealed_private_key: key_row_sealed_private_key!,
          created_at: Number(key_row_created_at),
        },
});

const withKeyBySerial = reusableQuery((db: Db, serial: string) => withKey(db).where('c.serial', '=', serial));

/**
 * A certificate by serial with its key's row, in one query: what a signature reads (the
 * key row was a round trip of its own on every open-API signature). Concurrent reads share one query
 * on PostgreSQL.
 */
export const findWithKeyBySerial = coalescedLookup<CertificateWithKey>({
  findMany: async (db, serials) =>
    (serials.length === 1
      ? await withKeyBySerial(db, serials[0]!)
      : ((await withKey(db)
          .where(sql<boolean>`c.serial = any(${[...serials]})`)
          .execute()) as WithKeyRow[])
    ).map(splitKeyRow),
  keyOf: (found) => found.certificate.serial,
});

const withKeyById = reusableQuery((db: Db, id: string) => withKey(db).where('c.id', '=', id));

/** A certificate by id with its key's row, in one query (an event certificate signing again). */
export const findWithKeyById = async (db: Db, id: string): Promise<CertificateWithKey | undefined> => {
  const [row] = await withKeyById(db, id);
  return row && splitKeyRow(row);
};

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

/** A certificate by id (an event certificate reused for its identity is read again: its revocation counts at once). */
export const findById = (db: Db, id: string) => db.selectFrom('certificates').selectAll().where('id', '=', id).executeTakeFirst();
