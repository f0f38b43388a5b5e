import type { Deps } from '../platform/context.js';
import { type BankProvider, bankProviderOf } from './bank/index.js';
import { type IdentityProvider, createSandboxProvider, identityProviderOf } from './identity/index.js';
import { type PaymentProvider, type SandboxPaymentProvider, paymentProviderOf } from './payment/index.js';

/**
 * The outside parties the capabilities call, built once per app from its configuration and handed
 * in with the dependencies like the database (decision 29). Mail and SMS stay behind the platform's
 * delivery. The sandboxes keep their own books on the app's database handle, outside any of the
 * caller's transactions, as a real party's would be.
 */
export interface Providers {
  /** The identity provider IDENTITY_PROVIDER names. */
  identity: IdentityProvider;
  /** The sandbox registry, which a sandbox application always asks whatever the configuration. */
  sandboxIdentity: IdentityProvider;
  /** The bank BANK_PROVIDER names. */
  bank: BankProvider;
  /** The payment gateway PAYMENT_PROVIDER names. */
  payment: PaymentProvider | SandboxPaymentProvider;
}

/** What building the providers needs: the sandboxes keep their books on the database. */
type ProviderDeps = Pick<Deps, 'db' | 'config' | 'clock' | 'cipher'>;

export function createProviders(deps: ProviderDeps): Providers {
  return {
    identity: identityProviderOf(deps),
    sandboxIdentity: createSandboxProvider(deps),
    bank: bankProviderOf(deps),
    payment: paymentProviderOf(deps),
  };
}

/** The dependencies with the providers built once from them (the app's, a bench's). */
export const withProviders = <T extends ProviderDeps>(kernel: T): T & Pick<Deps, 'providers'> => ({
  ...kernel,
  providers: createProviders(kernel),
});
