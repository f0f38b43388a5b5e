import type { Language } from '@console/phrases';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';

/**
 * Company documents mode (§2 companyAuthSubmit). FOUNDATION SIGNATURE — the documents owner
 * replaces this body: inside the recording transaction, check that both uploaded images exist,
 * belong to this enterprise and are of the right kind; otherwise throw a field error naming
 * `licenceFileId` / `letterFileId`.
 */
export async function assertDocuments(
  _db: Db,
  _input: { enterpriseId: string; licenceFileId: string; letterFileId: string; lang: Language },
): Promise<void> {
  throw new AppError('internal');
}
