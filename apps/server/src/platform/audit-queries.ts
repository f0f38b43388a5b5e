import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { genesisHash } from './audit-chain.js';

/** SQL of the operation log (audit.ts). Rows are only ever inserted: nothing here updates or deletes one. */

/**
 * Takes the chain's next number: creates the head at 1 or moves it on, in one statement that locks
 * the head row until the transaction ends (PostgreSQL; SQLite has one writer). Answers the number
 * taken and the hash of the row before it.
 */
export async function takeChainNumber(trx: Db, chainKey: string): Promise<{ seq: number; prevHash: string }> {
  const row = await trx
    .insertInto('operation_log_heads')
    .values({ chain_key: chainKey, seq: 1, hash: genesisHash })
    .onConflict((oc) => oc.column('chain_key').doUpdateSet((eb) => ({ seq: eb(eb.ref('operation_log_heads.seq'), '+', 1) })))
    .returning(['seq', 'hash'])
    .executeTakeFirstOrThrow();
  return { seq: Number(row.seq), prevHash: row.hash };
}

/** Writes the row, moves the chain's head to it and counts it in the day's rollup. */
export async function insertChainedLog(trx: Db, row: Insertable<Database['operation_logs']>, day: number): Promise<void> {
  await trx.insertInto('operation_logs').values(row).execute();
  await trx.updateTable('operation_log_heads').set({ hash: row.hash }).where('chain_key', '=', row.chain_key).execute();
  await trx
    .insertInto('operation_log_daily')
    .values({ chain_key: row.chain_key, day, user_id: row.user_id ?? '', service: row.service, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['chain_key', 'day', 'user_id', 'service'])
        .doUpdateSet((eb) => ({ count: eb(eb.ref('operation_log_daily.count'), '+', 1) })),
    )
    .execute();
}
