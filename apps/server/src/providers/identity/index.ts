import type { Deps } from '../../platform/context.js';
import { createHttpProvider } from './http.js';
import { createSandboxProvider } from './sandbox.js';
import type { IdentityProvider } from './types.js';

export type { IdentityProvider, VerificationFailure, VerificationOutcome } from './types.js';
export { createSandboxProvider, ensureSandboxSeed } from './sandbox.js';
export { type RegistryEntryInput, type RegistryRow, insertRegistryEntry, listRegistryEntries, registryOrder } from './registry.js';

/** The provider IDENTITY_PROVIDER names: the sandbox registry by default, or the vendor over HTTP. */
export function identityProviderOf(deps: Pick<Deps, 'db' | 'config' | 'cipher'>): IdentityProvider {
  const settings = deps.config.identity;
  return settings.kind === 'http' ? createHttpProvider(settings) : createSandboxProvider(deps);
}
