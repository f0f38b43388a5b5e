import type { Clock } from '../../platform/clock.js';
import { postSigned } from '../../platform/webhook.js';
import type { BankProvider, RemittanceOrder } from './types.js';

export interface HttpBankSettings {
  url: string;
  secret: string;
  timeoutMs?: number;
}

export class RemittanceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RemittanceError';
  }
}

/**
 * The bank's payment gateway (BANK_PROVIDER=http): POST signed JSON `{reference, account,
 * accountName, accountBank, branch, amountFen}` to `<url>/remit`; only `{"result":"sent"}` counts as
 * remitted. One try: a retried transfer could pay twice, so anything unexpected leaves the
 * application waiting and the sweeper asks again with the same reference (the bank deduplicates).
 */
export function createHttpBank(settings: HttpBankSettings, clock: Clock): BankProvider {
  const timeoutMs = settings.timeoutMs ?? 15_000;
  return {
    kind: 'http',
    async remit(order: RemittanceOrder) {
      const payload = {
        reference: order.reference,
        account: order.account,
        accountName: order.accountName,
        accountBank: order.accountBank,
        branch: order.branch,
        amountFen: order.amountFen,
      };
      // The reference is the delivery id: the bank deduplicates a transfer asked for again.
      const answer = await postSigned({ url: `${settings.url}/remit`, secret: settings.secret }, payload, {
        timeoutMs,
        id: order.reference,
        timestamp: Math.floor(clock.now() / 1000),
      }).catch((error: unknown) => {
        throw new RemittanceError(`bank unreachable: ${error instanceof Error ? error.message : String(error)}`);
      });
      if (answer.status < 200 || answer.status >= 300) throw new RemittanceError(`bank answered HTTP ${answer.status}`);
      if ((answer.json as { result?: unknown } | null)?.result !== 'sent') throw new RemittanceError('bank did not confirm the transfer');
      return { sentAt: clock.now() };
    },
  };
}
