import type * as Contract from '@console/contract';
import { useEffect } from 'react';
import { firstInteraction } from './interaction';

export type ContractModule = typeof Contract;

let loading: Promise<ContractModule> | undefined;

/**
 * The contract with its zod schemas, fetched on first need and kept. The light pages validate with
 * the very schemas the server uses, but zod is not in their first download: it comes when a form is
 * first checked, or earlier, when the visitor starts on a form (useContractWarmup).
 */
export function loadContract(): Promise<ContractModule> {
  loading ??= import('@console/contract').catch((error: unknown) => {
    // A failed fetch (offline for a moment) is tried again on the next check, not remembered.
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Fetches the schemas when the visitor starts on a form (the first focus, key or pointer press on the
 * page), well before the first check, but not as part of the page's own download: a visitor who only
 * looks never fetches them, and the page's network goes idle at its budgeted size.
 */
export function useContractWarmup(): void {
  useEffect(() => {
    let live = true;
    void firstInteraction().then(() => live && void loadContract().catch(() => undefined));
    return () => {
      live = false;
    };
  }, []);
}
