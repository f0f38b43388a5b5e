import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SignedDocumentTable } from '../../db/schema.js';
import { defineListOrder, type ListPosition } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';
import type { Tenant } from '../../platform/tenant.js';
import { ownedBy } from '../../platform/tenant-queries.js';

/** SQL of signed documents: the tenant's list and rows. */
export type SignedDocumentRow = Selectable<SignedDocumentTable>;

export const listOrder = defineListOrder<{ created_at: number; id: string }>('signing.list', 'desc', [
  { ref: 's.created_at', field: 'created_at', type: 'number' },
  { ref: 's.id', field: 'id', type: 'string' },
]);

const ofTenant = (db: Db, tenant: Tenant) => db.selectFrom('signed_documents as s').where(ownedBy(tenant, 's'));

export const pageOfTenant = (db: Db, tenant: Tenant, position: ListPosition) =>
  keysetPage(ofTenant(db, tenant).selectAll('s'), listOrder, position).execute();

export const countOfTenant = (db: Db, tenant: Tenant) => countUpTo(db, ofTenant(db, tenant).select('s.id'));

export const findOfTenant = (db: Db, tenant: Tenant, id: string) =>
  ofTenant(db, tenant).selectAll('s').where('s.id', '=', id).executeTakeFirst();

/** Whether a signature's row was committed (a refused unit rolls it back with the unit's transaction). */
export const signedDocumentExists = async (db: Db, id: string) =>
  Boolean(await db.selectFrom('signed_documents').select('id').where('id', '=', id).executeTakeFirst());
