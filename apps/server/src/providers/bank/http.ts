import { createHmac } from 'node:crypto';
import type { Clock } from '../../platform/clock.js';
import type { BankProvider, RemittanceOrder } from './types.js';

export interface HttpBankSettings {
  url: string;
  secret: string;
  timeoutMs?: number;
}

/** Hex HMAC-SHA256 of the exact bytes sent, as for the SMS and identity webhooks. */
export function signBankBody(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
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
      const body = JSON.stringify({
        reference: order.reference,
        account: order.account,
        accountName: order.accountName,
        accountBank: order.accountBank,
        branch: order.branch,
        amountFen: order.amountFen,
      });
      const res = await fetch(`${settings.url}/remit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signBankBody(body, settings.secret) },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      }).catch((error: unknown) => {
        throw new RemittanceError(`bank unreachable: ${error instanceof Error ? error.message : String(error)}`);
      });
      if (!res.ok) {
        await res.body?.cancel();
        throw new RemittanceError(`bank answered HTTP ${res.status}`);
      }
      const answer = (await res.json().catch(() => null)) as { result?: unknown } | null;
      if (answer?.result !== 'sent') throw new RemittanceError('bank did not confirm the transfer');
      return { sentAt: clock.now() };
    },
  };
}
