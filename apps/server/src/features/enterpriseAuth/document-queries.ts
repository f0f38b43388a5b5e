import type { Db } from '../../db/database.js';
import { ofEnterprise } from '../../platform/tenant-queries.js';

/** SQL of company documents (documents.ts): stored files, and how long they are kept. */

export type DocumentRow = { id: string; enterprise_id: string; kind: string; file: string; content_type: string; bytes: number };

export async function insertDocument(
  db: Db,
  row: {
    id: string;
    enterprise_id: string;
    kind: string;
    file: string;
    content_type: string;
    bytes: number;
    uploaded_by: string;
    created_at: number;
    expires_at: number | null;
  },
): Promise<void> {
  await db.insertInto('enterprise_documents').values(row).execute();
}

/** One of the enterprise's own images; another enterprise's id is not found. */
export async function findDocument(db: Db, input: { fileId: string; enterpriseId: string }): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('enterprise_documents')
    .select(['id', 'enterprise_id', 'kind', 'file', 'content_type', 'bytes'])
    .where('id', '=', input.fileId)
    .where(ofEnterprise(input.enterpriseId))
    .executeTakeFirst();
}

// ---- how long documents are kept (documents.ts) ---------------------------------------------------

/** Application states that need their documents (in progress or passed); the others have ended. */
const keepingStatuses = ['remitting', 'awaitingAmount', 'awaitingLegalPerson', 'underReview', 'passed'];

/** Bytes of the enterprise's documents still stored and not due for deletion. */
export async function storedDocumentBytes(db: Db, enterpriseId: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('enterprise_documents')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('bytes'), eb.lit(0)).as('bytes'))
    .where(ofEnterprise(enterpriseId))
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

/** Earlier uploads of one kind that no application names (drafts the new upload replaces) become due at `at`. */
export async function expireReplacedDrafts(
  db: Db,
  input: { enterpriseId: string; kind: string; keepId: string; at: number },
): Promise<void> {
  await db
    .updateTable('enterprise_documents')
    .set({ expires_at: input.at })
    .where(ofEnterprise(input.enterpriseId))
    .where('kind', '=', input.kind)
    .where('id', '!=', input.keepId)
    .where('expires_at', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('enterprise_applications as a')
            .select('a.id')
            .where('a.enterprise_id', '=', input.enterpriseId)
            .where((eb) =>
              eb.or([
                eb('a.licence_file_id', '=', eb.ref('enterprise_documents.id')),
                eb('a.letter_file_id', '=', eb.ref('enterprise_documents.id')),
              ]),
            ),
        ),
      ),
    )
    .execute();
}

/** An application names these documents: they are kept while it needs them. Answers how many were still there. */
export async function keepDocuments(db: Db, input: { enterpriseId: string; ids: string[] }): Promise<number> {
  const result = await db
    .updateTable('enterprise_documents')
    .set({ expires_at: null })
    .where(ofEnterprise(input.enterpriseId))
    .where('id', 'in', input.ids)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * An application ended without passing (or was superseded): its documents become due at `at`,
 * unless another application that still needs them names them too.
 */
export async function releaseDocumentsOf(db: Db, input: { applicationId: string; at: number }): Promise<void> {
  const app = await db
    .selectFrom('enterprise_applications')
    .select(['enterprise_id', 'licence_file_id', 'letter_file_id'])
    .where('id', '=', input.applicationId)
    .executeTakeFirst();
  const ids = [app?.licence_file_id, app?.letter_file_id].filter((id): id is string => !!id);
  if (!app || ids.length === 0) return;
  await db
    .updateTable('enterprise_documents')
    .set({ expires_at: input.at })
    .where(ofEnterprise(app.enterprise_id))
    .where('id', 'in', ids)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('enterprise_applications as a')
            .select('a.id')
            .where('a.enterprise_id', '=', app.enterprise_id)
            .where('a.id', '!=', input.applicationId)
            .where('a.status', 'in', keepingStatuses)
            .where((eb) =>
              eb.or([
                eb('a.licence_file_id', '=', eb.ref('enterprise_documents.id')),
                eb('a.letter_file_id', '=', eb.ref('enterprise_documents.id')),
              ]),
            ),
        ),
      ),
    )
    .execute();
}

/** Documents due for deletion (of one enterprise, or of all), oldest due first, a batch at a time. */
export async function dueDocuments(db: Db, now: number, enterpriseId?: string): Promise<{ id: string; file: string }[]> {
  let query = db.selectFrom('enterprise_documents').select(['id', 'file']).where('expires_at', '<=', now).orderBy('expires_at').limit(200);
  if (enterpriseId) query = query.where(ofEnterprise(enterpriseId));
  return query.execute();
}

/** Deletes a document's row if it is still due (an application may have named it meanwhile); answers whether it did. */
export async function deleteDueDocument(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db.deleteFrom('enterprise_documents').where('id', '=', id).where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
