import type * as Contract from '@console/contract';
import { useEffect } from 'react';

export type ContractModule = typeof Contract;

let loading: Promise<ContractModule> | undefined;

/**
 * The contract with its zod schemas, fetched on first need and kept. The light pages validate with
 * the very schemas the server uses, but zod is not in their first download: it comes when a form is
 * first checked, or earlier, when the browser is idle (useContractWarmup).
 */
export function loadContract(): Promise<ContractModule> {
  loading ??= import('@console/contract').catch((error: unknown) => {
    // A failed fetch (offline for a moment) is tried again on the next check, not remembered.
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Fetches the schemas once the page has rendered and the browser has nothing better to do. */
export function useContractWarmup(): void {
  useEffect(() => {
    const warm = () => void loadContract().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(warm, { timeout: 3_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(warm, 300);
    return () => clearTimeout(timer);
  }, []);
}
