import type { Deps } from '../../platform/context.js';
import type { ListPosition } from '../../platform/keyset.js';
import { countLedger, ledgerOrder, listLedger } from './queries.js';

/** The sandbox bank's ledger as the back office pages it (the book is the sandbox's; decision 49). */
export const sandboxLedgerOrder = ledgerOrder;

/** One page of the sandbox bank's remittances, newest first, and how many there are (counted up to the cap). */
export async function readSandboxLedger(deps: Pick<Deps, 'db'>, { position }: { position: ListPosition }) {
  const [rows, total] = await Promise.all([listLedger(deps.db, position), countLedger(deps.db)]);
  return { rows, total };
}
