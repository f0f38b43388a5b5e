import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { TimestampTokenTable, TsaCertificateTable } from '../../db/schema.js';

export type TsaRow = Selectable<TsaCertificateTable>;

/** The track's newest certificate valid at `now`: the one that signs. */
export const currentTsa = (db: Db, algorithm: number, now: number) =>
  db
    .selectFrom('tsa_certificates')
    .selectAll()
    .where('algorithm', '=', algorithm)
    .where('not_before', '<=', now)
    .where('not_after', '>', now)
    .orderBy('generation', 'desc')
    .executeTakeFirst();

/** The track's newest certificate, whatever its validity. */
export const newestTsa = (db: Db, algorithm: number) =>
  db.selectFrom('tsa_certificates').selectAll().where('algorithm', '=', algorithm).orderBy('generation', 'desc').executeTakeFirst();

/** Every certificate the track has had, newest first: earlier tokens name the older ones. */
export const tsaCertificates = (db: Db, algorithm: number) =>
  db.selectFrom('tsa_certificates').selectAll().where('algorithm', '=', algorithm).orderBy('generation', 'desc').execute();

/** Inserts the next generation; (algorithm, generation) is unique, so of two at once one lands. */
export async function insertTsa(db: Db, row: Insertable<TsaCertificateTable>): Promise<void> {
  await db.insertInto('tsa_certificates').values(row).execute();
}

export async function insertToken(db: Db, row: Insertable<TimestampTokenTable>): Promise<void> {
  await db.insertInto('timestamp_tokens').values(row).execute();
}
