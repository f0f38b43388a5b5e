import type { Db } from '../db/database.js';
import { ofEnterprise } from './tenant-queries.js';

/** SQL of a capability's own lists of its imports (imports.ts `importBatchesOf`): several batches of a kind by id. */
export const batchesByIds = (db: Db, enterpriseId: string, kind: string, ids: readonly string[]) =>
  db
    .selectFrom('import_batches')
    .select(['id', 'status', 'total', 'valid', 'invalid', 'done', 'failed', 'expires_at'])
    .where(ofEnterprise(enterpriseId))
    .where('kind', '=', kind)
    .where('id', 'in', ids)
    .execute();
