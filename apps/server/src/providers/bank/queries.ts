import type { Db } from '../../db/database.js';
import type { BankRemittanceTable } from '../../db/schema.js';
import { type ListPosition, defineListOrder } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';

/** SQL of the sandbox bank: its ledger of remittances (`bank_remittances`, account sealed). */

export async function insertRemittance(db: Db, row: BankRemittanceTable): Promise<void> {
  await db.insertInto('bank_remittances').values(row).execute();
}

/** The ledger, newest first (index bank_remittances_created); the list's name is kept from when enterpriseAuth read it, so cursors stay valid. */
export const ledgerOrder = defineListOrder<{ created_at: number; id: string }>('enterpriseAuth.remittances', 'desc', [
  { ref: 'r.created_at', field: 'created_at', type: 'number' },
  { ref: 'r.id', field: 'id', type: 'string' },
]);

export async function listLedger(db: Db, position: ListPosition) {
  const query = db
    .selectFrom('bank_remittances as r')
    .select([
      'r.id',
      'r.application_id',
      'r.account_cipher',
      'r.account_bank',
      'r.amount_fen',
      'r.status',
      'r.reference',
      'r.created_at',
      'r.sent_at',
    ]);
  return keysetPage(query, ledgerOrder, position).execute();
}

export async function countLedger(db: Db): Promise<number> {
  return countUpTo(db, db.selectFrom('bank_remittances').select('id'));
}
