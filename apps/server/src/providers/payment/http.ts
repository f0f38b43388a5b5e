import type { Clock } from '../../platform/clock.js';
import { postSigned } from '../../platform/webhook.js';
import { verifySignature } from './signature.js';
import { type PaymentProvider, PaymentGatewayError, type PaymentRequest, type PaymentState } from './types.js';

export interface HttpPaymentSettings {
  url: string;
  secret: string;
  timeoutMs?: number;
}

const states = new Set(['paid', 'declined', 'pending', 'unknown']);

/**
 * A payment gateway over signed HTTP (PAYMENT_PROVIDER=http; README "Payment gateway"): POST signed
 * `{reference, orderNo, amountFen, returnUrl, notifyUrl}` to `<url>/payments` → `{gatewayRef,
 * payUrl}`; POST `{reference}` to `<url>/payments/query` → `{status, amountFen, paidAt}`; POST
 * `{reference, refundId, amountFen, reason}` to `<url>/payments/refund` → `{status: "refunded"|"pending",
 * refundRef}` (the refund id deduplicates, so a retry refunds once). The gateway
 * notifies `notifyUrl` with JSON signed the same way (X-Signature: hex HMAC-SHA256 of the body).
 * One try each: the reference deduplicates, and the reconciliation job asks again.
 */
export function createHttpPayment(settings: HttpPaymentSettings, clock: Clock): PaymentProvider {
  const timeoutMs = settings.timeoutMs ?? 15_000;
  const post = async (path: string, payload: object, id: string) => {
    const answer = await postSigned({ url: `${settings.url}${path}`, secret: settings.secret }, payload, {
      timeoutMs,
      id,
      timestamp: Math.floor(clock.now() / 1000),
    }).catch((error: unknown) => {
      throw new PaymentGatewayError(`gateway unreachable: ${error instanceof Error ? error.message : String(error)}`);
    });
    if (answer.status < 200 || answer.status >= 300) throw new PaymentGatewayError(`gateway answered HTTP ${answer.status}`);
    return (answer.json ?? {}) as Record<string, unknown>;
  };
  return {
    kind: 'http',
    async start(request: PaymentRequest) {
      const json = await post('/payments', { ...request }, request.reference);
      if (typeof json.gatewayRef !== 'string' || typeof json.payUrl !== 'string' || !/^https?:\/\//.test(json.payUrl))
        throw new PaymentGatewayError('gateway did not answer a payment');
      return { gatewayRef: json.gatewayRef, payUrl: json.payUrl };
    },
    async query(reference: string): Promise<PaymentState> {
      const json = await post('/payments/query', { reference }, `${reference}:query:${clock.now()}`);
      const status = typeof json.status === 'string' && states.has(json.status) ? (json.status as PaymentState['status']) : 'unknown';
      return {
        status,
        amountFen: Number.isSafeInteger(json.amountFen) ? (json.amountFen as number) : undefined,
        paidAt: Number.isSafeInteger(json.paidAt) ? (json.paidAt as number) : undefined,
        gatewayRef: typeof json.gatewayRef === 'string' ? json.gatewayRef : undefined,
      };
    },
    async refund(request) {
      const json = await post('/payments/refund', { ...request }, request.refundId);
      if (json.status !== 'refunded' && json.status !== 'pending') throw new PaymentGatewayError('gateway did not refund');
      return { status: json.status, refundRef: typeof json.refundRef === 'string' ? json.refundRef : undefined };
    },
    verify: (body, signature) => verifySignature(body, signature, settings.secret),
  };
}
