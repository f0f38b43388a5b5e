import { type Insertable, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ContactTable } from '../../db/schema.js';
import { ofEnterprise } from '../../platform/tenant-queries.js';

/** SQL of external contacts; every query filtered by the session's enterprise. */

const columns = ['id', 'kind', 'name', 'credit_code', 'org_code', 'phone_cipher', 'email', 'updated_at'] as const;

export async function listContacts(
  db: Db,
  enterpriseId: string,
  input: { keyword: string; kind: string; phoneHash: string | null; after: string; limit: number },
) {
  let query = db.selectFrom('contacts').select(columns).where(ofEnterprise(enterpriseId));
  if (input.kind) query = query.where('kind', '=', input.kind);
  if (input.keyword) {
    const pattern = `%${input.keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        sql<SqlBool>`lower(name) like ${pattern} escape '\\'`,
        eb('credit_code', '=', input.keyword.toUpperCase()),
        eb('org_code', '=', input.keyword.toUpperCase()),
        ...(input.phoneHash ? [eb('phone_hash', '=', input.phoneHash)] : []),
      ]),
    );
  }
  if (input.after) query = query.where('id', '>', input.after);
  return query.orderBy('id').limit(input.limit).execute();
}

export type ContactRow = Awaited<ReturnType<typeof listContacts>>[number];

export async function findContact(db: Db, enterpriseId: string, id: string): Promise<ContactRow | undefined> {
  return db.selectFrom('contacts').select(columns).where(ofEnterprise(enterpriseId)).where('id', '=', id).executeTakeFirst();
}

export async function insertContact(db: Db, row: Insertable<ContactTable>): Promise<void> {
  await db.insertInto('contacts').values(row).execute();
}

export async function updateContact(db: Db, enterpriseId: string, id: string, values: Partial<Insertable<ContactTable>>): Promise<void> {
  await db.updateTable('contacts').set(values).where(ofEnterprise(enterpriseId)).where('id', '=', id).execute();
}

export async function deleteContact(db: Db, enterpriseId: string, id: string): Promise<void> {
  await db.deleteFrom('contacts').where(ofEnterprise(enterpriseId)).where('id', '=', id).execute();
}

/** The contact with this identity (an import's upsert key). */
export async function findContactByIdentity(db: Db, enterpriseId: string, identityKey: string) {
  return db
    .selectFrom('contacts')
    .select(['id'])
    .where(ofEnterprise(enterpriseId))
    .where('identity_key', '=', identityKey)
    .executeTakeFirst();
}
