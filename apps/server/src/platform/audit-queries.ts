import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

/** SQL of the operation log (audit.ts). */

export async function insertOperationLog(db: Db, row: Insertable<Database['operation_logs']>): Promise<void> {
  await db.insertInto('operation_logs').values(row).execute();
}
