import type { Db } from '../../db/database.js';

/** SQL of the sandbox bank: its ledger of remittances (`bank_remittances`, account sealed). */

export async function insertRemittance(
  db: Db,
  row: {
    id: string;
    application_id: string;
    enterprise_id: string;
    account_cipher: string;
    account_bank: string;
    amount_fen: number;
    status: string;
    reference: string;
    created_at: number;
    sent_at: number | null;
  },
): Promise<void> {
  await db.insertInto('bank_remittances').values(row).execute();
}
