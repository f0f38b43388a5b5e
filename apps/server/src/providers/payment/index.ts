import type { Deps } from '../../platform/context.js';
import { createHttpPayment } from './http.js';
import { type SandboxPaymentProvider, createSandboxPayment } from './sandbox.js';
import type { PaymentProvider } from './types.js';

export type {
  PaymentProvider,
  PaymentRequest,
  PaymentStarted,
  PaymentState,
  RefundRequest,
  RefundState,
  SignedNotification,
} from './types.js';
export { PaymentGatewayError } from './types.js';
export type { SandboxPaymentProvider } from './sandbox.js';
export { signNotification } from './signature.js';

/** The gateway PAYMENT_PROVIDER names: the sandbox ledger by default, or a gateway over signed HTTP. */
export function paymentProviderOf(deps: Pick<Deps, 'db' | 'clock' | 'config'>): PaymentProvider | SandboxPaymentProvider {
  const settings = deps.config.payment;
  return settings.kind === 'http' ? createHttpPayment(settings, deps.clock) : createSandboxPayment(deps, settings.secret);
}
