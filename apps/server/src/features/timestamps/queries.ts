import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { TimestampTokenTable, TsaCertificateTable } from '../../db/schema.js';

export type TsaRow = Selectable<TsaCertificateTable>;

export const tsaRow = (db: Db, algorithm: number) =>
  db.selectFrom('tsa_certificates').selectAll().where('algorithm', '=', algorithm).executeTakeFirst();

export async function insertTsa(db: Db, row: Insertable<TsaCertificateTable>): Promise<void> {
  await db.insertInto('tsa_certificates').values(row).execute();
}

export async function insertToken(db: Db, row: Insertable<TimestampTokenTable>): Promise<void> {
  await db.insertInto('timestamp_tokens').values(row).execute();
}
