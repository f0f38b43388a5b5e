import { formatFen } from '@console/contract/money';
import type { Deps } from '../../platform/context.js';
import { newId } from '../../platform/ids.js';
import { writeOutboxMessage } from '../outbox.js';
import * as q from './queries.js';
import { type BankProvider, type RemittanceOrder } from './types.js';

/**
 * The sandbox bank (BANK_PROVIDER=sandbox, the default): the transfer is booked in its ledger
 * (`bank_remittances`, account sealed) and shown as a statement line in the outbox
 * (`DATA_DIR/outbox/bank/`, `to` = the account, `amount` = '0.37'), where a tester or the e2e suite
 * reads the amount the enterprise would see on its statement.
 */
export function createSandboxBank(deps: Pick<Deps, 'db' | 'clock' | 'cipher' | 'config'>): BankProvider {
  return {
    kind: 'sandbox',
    async remit(order: RemittanceOrder) {
      const now = deps.clock.now();
      await q.insertRemittance(deps.db, {
        id: newId(now),
        application_id: order.applicationId,
        enterprise_id: order.enterpriseId,
        account_cipher: deps.cipher.encrypt(order.account),
        account_bank: order.accountBank,
        amount_fen: order.amountFen,
        status: 'sent',
        reference: order.reference,
        created_at: now,
        sent_at: now,
      });
      const amount = formatFen(order.amountFen);
      writeOutboxMessage(deps.config.dataDir, 'bank', {
        id: newId(now),
        to: order.account,
        text: `${order.accountBank} ${order.branch}: credit ${amount} CNY to ${order.accountName}, reference ${order.reference}`,
        purpose: 'enterpriseRemittance',
        createdAt: now,
        amount,
        reference: order.reference,
      });
      return { sentAt: now };
    },
  };
}
