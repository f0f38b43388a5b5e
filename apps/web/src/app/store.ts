import type { AccountInfo, HeaderInfo, PermissionSet, PublicWebsiteConfig } from '@console/contract';
import { consoleVersion } from '@console/contract/constants';
import { defaultWebsiteConfig } from '@console/contract/site-defaults';
import { useSyncExternalStore } from 'react';
import type { MenuNode } from './routing';

/** What the console knows about the visit: website config, and once signed in, who and what they may do. */
export interface ConsoleState {
  site: PublicWebsiteConfig;
  siteLoaded: boolean;
  header: HeaderInfo | null;
  account: AccountInfo | null;
  permissions: PermissionSet | null;
  menu: MenuNode[];
}

let state: ConsoleState = {
  site: { ...defaultWebsiteConfig, version: consoleVersion, outboxEnabled: false },
  siteLoaded: false,
  header: null,
  account: null,
  permissions: null,
  menu: [],
};
const listeners = new Set<() => void>();

export function getState(): ConsoleState {
  return state;
}

export function setState(patch: Partial<ConsoleState>): void {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

export function useConsole<T>(select: (s: ConsoleState) => T): T {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => select(state),
  );
}

/** Forget the signed-in person (sign-out, expired session): permissions are rebuilt on the next sign-in. */
export function resetAccount(): void {
  setState({ header: null, account: null, permissions: null, menu: [] });
}
