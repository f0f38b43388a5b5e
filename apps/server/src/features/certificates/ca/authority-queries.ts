import type { Db } from '../../../db/database.js';
import type { CaAuthorityTable, OcspResponderTable } from '../../../db/schema.js';

export const authorityRow = (db: Db, algorithm: number, role: string) =>
  db.selectFrom('ca_authorities').selectAll().where('algorithm', '=', algorithm).where('role', '=', role).executeTakeFirst();

export const authorityById = (db: Db, id: string) => db.selectFrom('ca_authorities').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertAuthority(db: Db, row: CaAuthorityTable): Promise<void> {
  await db.insertInto('ca_authorities').values(row).execute();
}

/** Takes the next CRL number of an issuer (atomically: two publishers never share one). */
export async function nextCrlNumber(db: Db, id: string): Promise<number> {
  const row = await db
    .updateTable('ca_authorities')
    .set((eb) => ({ crl_number: eb('crl_number', '+', 1) }))
    .where('id', '=', id)
    .returning('crl_number')
    .executeTakeFirstOrThrow();
  return Number(row.crl_number);
}

/** Stores a CRL unless one with a higher number is stored already; false then. */
export async function storeCrl(db: Db, o: { id: string; crl: string; at: number; crlNumber: number }): Promise<boolean> {
  const result = await db
    .updateTable('ca_authorities')
    .set({ crl: o.crl, crl_at: o.at, crl_published_number: o.crlNumber })
    .where('id', '=', o.id)
    .where('crl_published_number', '<', o.crlNumber)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Everything an issuer has revoked, for its CRL (revoked_at is set only by a revocation). */
export const revokedBy = (db: Db, issuerId: string) =>
  db
    .selectFrom('certificates')
    .select(['serial', 'revoked_at', 'revoke_reason'])
    .where('issuer_id', '=', issuerId)
    .where('revoked_at', 'is not', null)
    .orderBy('revoked_at')
    .orderBy('id')
    .execute();

// ---- the delegated OCSP responders ----

/** The track's newest responder certificate still valid after `after`. */
export const currentResponder = (db: Db, algorithm: number, after: number) =>
  db
    .selectFrom('ocsp_responders')
    .selectAll()
    .where('algorithm', '=', algorithm)
    .where('not_after', '>', after)
    .orderBy('not_after', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();

/** The highest generation of a track's responders (0 when none has one). */
export async function lastResponderGeneration(db: Db, algorithm: number): Promise<number> {
  const row = await db
    .selectFrom('ocsp_responders')
    .select((eb) => eb.fn.max('generation').as('generation'))
    .where('algorithm', '=', algorithm)
    .executeTakeFirst();
  return Number(row?.generation ?? 0);
}

/** Inserts the next generation; (algorithm, generation) is unique, so of two renewals at once one lands. */
export async function insertResponder(db: Db, row: OcspResponderTable): Promise<void> {
  await db.insertInto('ocsp_responders').values(row).execute();
}
