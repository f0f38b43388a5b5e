import type { Deps } from '../../platform/context.js';
import { createHttpBank } from './http.js';
import { createSandboxBank } from './sandbox.js';
import type { BankProvider } from './types.js';

export type { BankProvider, RemittanceOrder, RemittanceReceipt } from './types.js';
export { readSandboxLedger, sandboxLedgerOrder } from './ledger.js';

/** The bank BANK_PROVIDER names: the sandbox ledger by default, or the gateway over signed HTTP. */
export function bankProviderOf(deps: Pick<Deps, 'db' | 'clock' | 'cipher' | 'config'>): BankProvider {
  const settings = deps.config.bank;
  return settings.kind === 'http' ? createHttpBank(settings, deps.clock) : createSandboxBank(deps);
}
